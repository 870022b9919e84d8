// Parses a passport's machine-readable zone (ICAO 9303 TD3: two lines of 44 characters) as OCR reads
// it: common misreadings are repaired by field kind (digits vs letters), and every check digit must hold.
import { expandTwoDigitYear } from '@/domain/flights/journey-rules';
import type { DocumentAnalysis } from '@/domain/flights/booking';
import { alpha2Of } from './alpha3';

const LINE = 44;
const TO_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' };
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };

export class MrzError extends Error {}

export function checkDigit(text: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const value = ch === '<' ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += value * weights[i % 3]!;
  }
  return sum % 10;
}

function digits(text: string): string {
  return text.replace(/[A-Z]/g, (c) => TO_DIGIT[c] ?? c);
}

function letters(text: string): string {
  return text.replace(/\d/g, (c) => TO_LETTER[c] ?? c);
}

/** OCR text -> candidate MRZ lines: only MRZ characters, filler runs read as K or « repaired. */
export function mrzLines(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/«/g, '<<')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, '').replace(/[^A-Z0-9<]/g, ''))
    .map((line) => line.replace(/(?<=<)[KC](?=<)/g, '<').replace(/<[KC]{2,}$/g, (m) => '<'.repeat(m.length)))
    .filter((line) => line.length >= LINE - 4 && line.includes('<'));
}

function date(yymmdd: string, kind: 'birth' | 'expiry', now: Date): string {
  const yy = Number(yymmdd.slice(0, 2));
  const year = kind === 'birth' ? expandTwoDigitYear(yy, now) : 2000 + yy;
  const iso = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) throw new MrzError(`bad date ${yymmdd}`);
  return iso;
}

function expect(field: string, check: string, name: string) {
  if (String(checkDigit(field)) !== check) throw new MrzError(`check digit of ${name}`);
}

export function parseTd3(rawLine1: string, rawLine2: string, now = new Date()): DocumentAnalysis {
  const line1 = rawLine1.padEnd(LINE, '<').slice(0, LINE);
  const line2 = rawLine2.padEnd(LINE, '<').slice(0, LINE);
  if (line1[0] !== 'P') throw new MrzError('not a passport');
  const issuing = letters(line1.slice(2, 5));
  const [surnamePart = '', givenPart = ''] = letters(line1.slice(5)).split('<<');
  const number = line2.slice(0, 9);
  const numberCheck = digits(line2[9]!);
  const nationality = letters(line2.slice(10, 13));
  const birth = digits(line2.slice(13, 19));
  const birthCheck = digits(line2[19]!);
  const sex = line2[20];
  const expiry = digits(line2.slice(21, 27));
  const expiryCheck = digits(line2[27]!);
  const personal = line2.slice(28, 42);
  const personalCheck = digits(line2[42]!);
  const composite = digits(line2[43]!);
  expect(number, numberCheck, 'document number');
  expect(birth, birthCheck, 'birth date');
  expect(expiry, expiryCheck, 'expiry date');
  if (personalCheck !== '<' || personal.replace(/</g, '')) expect(personal, personalCheck === '<' ? '0' : personalCheck, 'personal number');
  // OCR sometimes drops the last character; the field check digits above still guard every field.
  const compositeMissing = rawLine2.length === LINE - 1 && composite === '<';
  if (!compositeMissing)
    expect(`${number}${numberCheck}${birth}${birthCheck}${expiry}${expiryCheck}${personal}${personalCheck}`, composite, 'composite');
  const nationality2 = alpha2Of(nationality);
  const issuing2 = alpha2Of(issuing);
  const surname = surnamePart.replace(/</g, ' ').trim();
  if (!nationality2 || !issuing2 || !surname) throw new MrzError('unknown country or empty name');
  return {
    documentType: nationality2 === 'CN' && issuing2 === 'CN' ? 'chinese-passport' : 'passport',
    surname: surname.replace(/\s+/g, ''),
    givenNames: givenPart.replace(/<+/g, ' ').trim(),
    documentNumber: number.replace(/</g, ''),
    nationality: nationality2,
    birthday: date(birth, 'birth', now),
    gender: sex === 'M' ? 'male' : sex === 'F' ? 'female' : null,
    expiry: date(expiry, 'expiry', now),
    issuingCountry: issuing2,
  };
}

/** Finds the two MRZ lines in OCR text and parses them. */
export function parseMrzText(text: string, now = new Date()): DocumentAnalysis {
  const lines = mrzLines(text);
  const start = lines.findIndex((l) => l.startsWith('P'));
  if (start < 0 || !lines[start + 1]) throw new MrzError('no passport MRZ found');
  return parseTd3(lines[start]!, lines[start + 1]!, now);
}
