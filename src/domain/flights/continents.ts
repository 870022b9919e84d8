// Continent of each country (ISO 3166-1 alpha-2), for the price-justify categories:
// intra-continental vs intercontinental itineraries.
export const CONTINENTS = ['AS', 'EU', 'AF', 'NA', 'SA', 'OC'] as const;
export type Continent = (typeof CONTINENTS)[number];

const MEMBERS: Record<Continent, string> = {
  AS: 'AE AF AM AZ BD BH BN BT CN CY GE HK ID IL IN IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE',
  EU: 'AD AL AT AX BA BE BG BY CH CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA',
  AF: 'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  NA: 'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI',
  SA: 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
};

const BY_COUNTRY = new Map<string, Continent>();
for (const continent of CONTINENTS) for (const code of MEMBERS[continent].split(' ')) BY_COUNTRY.set(code, continent);

export function continentOf(country: string): Continent | undefined {
  return BY_COUNTRY.get(country);
}
