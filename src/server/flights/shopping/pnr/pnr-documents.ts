// Travel documents written in a PNR's special service requests: SSR DOCS (the passport the
// airline was given: type, issuing country, number, nationality, birth date, gender, expiry, name)
// and SSR FOID NI (a mainland identity card number). They let the confirm page start with what the
// airline already holds instead of asking the operator to type it again.
import { isCountryCode } from '@/domain/countries';
import { expandTwoDigitYear } from '@/domain/flights/journey-rules';
import type { DocumentType } from '@/domain/schemas/passenger';

export interface PnrDocument {
  type: DocumentType;
  number: string;
  nationality: string | null;
  birthday: string | null;
  gender: 'male' | 'female' | null;
  expiry: string | null;
}

/** Which passenger a document line names: by its /P<n> element, else by name. */
export interface PnrDocumentLine {
  passengerNumber: number | null;
  surname: string | null;
  givenNames: string | null;
  document: PnrDocument;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

// DOCS lines name countries by ISO alpha-3 (most systems) or alpha-2. The codes our agencies' travellers
// mostly carry are mapped; another alpha-3 leaves the nationality for the operator to choose.
const ALPHA3: Record<string, string> = {
  CHN: 'CN',
  HKG: 'HK',
  MAC: 'MO',
  TWN: 'TW',
  USA: 'US',
  GBR: 'GB',
  CAN: 'CA',
  AUS: 'AU',
  NZL: 'NZ',
  SGP: 'SG',
  MYS: 'MY',
  THA: 'TH',
  JPN: 'JP',
  KOR: 'KR',
  VNM: 'VN',
  IDN: 'ID',
  PHL: 'PH',
  IND: 'IN',
  DEU: 'DE',
  FRA: 'FR',
  ITA: 'IT',
  ESP: 'ES',
  RUS: 'RU',
  ARE: 'AE',
  NLD: 'NL',
  CHE: 'CH',
};

function country(code: string): string | null {
  if (code.length === 2) return isCountryCode(code) ? code : null;
  return ALPHA3[code] ?? null;
}

/** 12JUL80 -> 1980-07-12; `future` (an expiry) reads the two-digit year in this century. */
function docsDate(text: string, today: string, future: boolean): string | null {
  const match = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) return null;
  const year = future ? 2000 + Number(match[3]) : expandTwoDigitYear(Number(match[3]), new Date(`${today}T00:00:00Z`));
  const iso = `${year}-${String(month + 1).padStart(2, '0')}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

// "SSR DOCS CA HK1 P/CN/E12345678/CN/12JUL80/M/15JAN30/ZHANG/SAN/P1" (Sabre writes HK1/P/...).
const DOCS =
  /SSR\s+DOCS\s+[A-Z0-9]{2}\s+[A-Z]{2}\d[\s/]+([A-Z]{1,2})\/([A-Z]{2,3})\/([A-Z0-9]{5,20})\/([A-Z]{2,3})\/(\d{2}[A-Z]{3}\d{2})\/(MI|FI|M|F)\/(\d{2}[A-Z]{3}\d{2})\/([A-Z -]+)\/([A-Z ]+?)(?:\/P(\d+))?\s*$/;
// "SSR FOID CA HK1 NI110101199001011234/P1": a mainland identity card (NI) number.
const FOID = /SSR\s+FOID\s+[A-Z0-9]{2}\s+[A-Z]{2}\d[\s/]+NI(\d{17}[\dX])(?:\/P(\d+))?\s*$/;

export function documentOn(line: string, today: string): PnrDocumentLine | null {
  const docs = DOCS.exec(line);
  if (docs) {
    return {
      passengerNumber: docs[10] ? Number(docs[10]) : null,
      surname: docs[8]!.replace(/[ -]/g, ''),
      givenNames: docs[9]!.trim(),
      document: {
        // P is a passport; a Chinese citizen's is the chinese-passport document type.
        type: docs[1] === 'P' && country(docs[4]!) === 'CN' ? 'chinese-passport' : 'passport',
        number: docs[3]!,
        nationality: country(docs[4]!),
        birthday: docsDate(docs[5]!, today, false),
        gender: docs[6]!.startsWith('M') ? 'male' : 'female',
        expiry: docsDate(docs[7]!, today, true),
      },
    };
  }
  const foid = FOID.exec(line);
  if (foid) {
    const digits = foid[1]!;
    const birthday = `${digits.slice(6, 10)}-${digits.slice(10, 12)}-${digits.slice(12, 14)}`;
    return {
      passengerNumber: foid[2] ? Number(foid[2]) : null,
      surname: null,
      givenNames: null,
      document: {
        type: 'idcard',
        number: digits,
        nationality: 'CN',
        birthday: Number.isNaN(Date.parse(`${birthday}T00:00:00Z`)) ? null : birthday,
        // The 17th digit is odd for men, even for women.
        gender: Number(digits[16]) % 2 === 1 ? 'male' : 'female',
        expiry: null,
      },
    };
  }
  return null;
}
