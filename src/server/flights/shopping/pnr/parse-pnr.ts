// Reads a pasted PNR display (Amadeus RT, Sabre *A, TravelSky/eTerm RT): passenger names, flight
// segments with booking classes, and the record locator. What cannot be read is reported by line so
// the operator knows what to fix.
import { expandTwoDigitYear } from '@/domain/flights/journey-rules';
import { documentOn, type PnrDocument, type PnrDocumentLine } from './pnr-documents';

export type PnrFormat = 'amadeus' | 'sabre' | 'travelsky';

export interface PnrPassenger {
  name: string;
  surname: string;
  givenNames: string;
  type: 'adult' | 'child' | 'infant';
  /** The travel document the PNR's SSR DOCS or FOID gives this passenger, when it gives one. */
  document?: PnrDocument;
}

export interface PnrSegment {
  carrier: string;
  flightNumber: string;
  bookingClass: string;
  date: string;
  origin: string;
  destination: string;
  status: string;
  seats: number;
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: number;
}

export interface ParsedPnr {
  format: PnrFormat;
  recordLocator: string | null;
  passengers: PnrPassenger[];
  segments: PnrSegment[];
  /** 1-based line numbers that looked like segments or names but could not be read. */
  unreadLines: number[];
}

export type PnrProblem = 'empty' | 'format' | 'segments' | 'names' | 'cancelledSegments';

export class PnrReadError extends Error {
  constructor(
    readonly problem: PnrProblem,
    readonly lines: number[] = [],
  ) {
    super(problem);
  }
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const LIVE_STATUSES = new Set(['HK', 'KK', 'RR', 'TK', 'HL', 'SS', 'DK', 'NN', 'KL']);
const TITLES = /\s+(MR|MRS|MS|MISS|MSTR|DR)$/;

/** 15DEC (next such day from today) or 15DEC26 (two-digit year rule) -> yyyy-mm-dd. */
export function pnrDate(text: string, today: string): string | null {
  const match = /^(\d{1,2})([A-Z]{3})(\d{2})?$/.exec(text);
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]!);
  const day = Number(match[1]);
  if (month < 0) return null;
  const make = (year: number) => {
    const iso = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const date = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
  };
  if (match[3]) return make(expandTwoDigitYear(Number(match[3]), new Date(`${today}T00:00:00Z`)));
  const year = Number(today.slice(0, 4));
  const thisYear = make(year);
  return thisYear && thisYear >= today ? thisYear : make(year + 1);
}

function clock(text: string): string | null {
  const match = /^(\d{1,2})(\d{2})([AP])?$/.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  if (match[3] === 'P' && hour < 12) hour += 12;
  if (match[3] === 'A' && hour === 12) hour = 0;
  return hour < 24 && Number(match[2]) < 60 ? `${String(hour).padStart(2, '0')}:${match[2]}` : null;
}

const SEGMENT_PATTERNS: Record<PnrFormat, RegExp> = {
  // "  3  CA1501 Y 15DEC 1 PEKSHA HK2  0800 1010   15DEC  E  CA/ABC123"
  amadeus:
    /^\s*\d+\s+([A-Z0-9]{2})\s?(\d{1,4})\s+([A-Z])\s+(\d{1,2}[A-Z]{3}(?:\d{2})?)\s+\d\s+([A-Z]{3})([A-Z]{3})\s+([A-Z]{2})(\d)\s+(\d{4})\s+(\d{4})(?:\+(\d))?/,
  // " 1 CA 981Y 15DEC 1 PEKJFK HK2  1300  1400  /DCCA*ABCDEF /E"
  sabre:
    /^\s*\d+\s+([A-Z0-9]{2})\s{0,2}(\d{1,4})([A-Z])\s+(\d{1,2}[A-Z]{3}(?:\d{2})?)\s+(?:\d\s+)?([A-Z]{3})([A-Z]{3})\s+\*?([A-Z]{2})(\d)\s+(\d{3,4}[AP]?)\s+(\d{3,4}[AP]?)(?:\s*\+(\d))?/,
  // " 3.  CA1501 Y   MO15DEC  PEKSHA HK2   0800 1010          E T3T2"
  travelsky:
    /^\s*\d+\.\s+\*?([A-Z0-9]{2})(\d{1,4})\s+([A-Z])\d?\s+[A-Z]{2}(\d{1,2}[A-Z]{3}(?:\d{2})?)\s+([A-Z]{3})([A-Z]{3})\s+([A-Z]{2})(\d)\s+(\d{4})\s+(\d{4})(?:\+(\d))?/,
};

/** A line that starts like a flight segment in any of the formats. */
const SEGMENT_LIKE = /^\s*\d+\.?\s+\*?[A-Z0-9]{2}\s?\d{1,4}/;

function detectFormat(lines: string[]): PnrFormat | null {
  if (lines.some((l) => /^\s*RP\//.test(l))) return 'amadeus';
  const counts = (Object.keys(SEGMENT_PATTERNS) as PnrFormat[]).map((f) => ({
    f,
    n: lines.filter((l) => SEGMENT_PATTERNS[f].test(l)).length,
  }));
  counts.sort((a, b) => b.n - a.n);
  if (counts[0]!.n > 0) return counts[0]!.f;
  if (lines.some((l) => /^\s*\d+\.\d+[A-Z]+\//.test(l))) return 'sabre';
  if (lines.some((l) => /^\s*\d+\.[\u4e00-\u9fa5]/.test(l))) return 'travelsky';
  if (lines.some((l) => /^\s*\d+\.[A-Z]+\/[A-Z]/.test(l))) return 'amadeus';
  return null;
}

function passengerOf(raw: string): PnrPassenger | null {
  let text = raw.trim().toUpperCase();
  let type: PnrPassenger['type'] = 'adult';
  const annotation = /\((CHD|INF)[^)]*\)$/.exec(text);
  if (annotation) {
    type = annotation[1] === 'CHD' ? 'child' : 'adult';
    text = text.slice(0, annotation.index).trim();
  }
  if (/\s+CHD$/.test(text) || /\*C\d{2}$/.test(text)) {
    type = 'child';
    text = text.replace(/\s+CHD$/, '').replace(/\*C\d{2}$/, '');
  }
  if (/^I\//.test(text)) {
    type = 'infant';
    text = text.slice(2);
  }
  text = text.replace(TITLES, '').replace(/\s+(MR|MRS|MS|MISS|MSTR)$/, '');
  const chinese = /^[\u4e00-\u9fa5]{2,8}$/.exec(raw.trim());
  if (chinese) return { name: raw.trim(), surname: raw.trim().slice(0, 1), givenNames: raw.trim().slice(1), type };
  const latin = /^([A-Z]+(?:[ -][A-Z]+)*)\/([A-Z]+(?:\s[A-Z]+)*)$/.exec(text);
  if (!latin) return null;
  return { name: `${latin[1]}/${latin[2]}`, surname: latin[1]!.replace(/[ -]/g, ''), givenNames: latin[2]!, type };
}

/** Name elements: "1.ZHANG/SAN MR  2.LI/SI MS" (Amadeus, TravelSky) or "1.1ZHANG/SAN MR" (Sabre). */
function namesOn(line: string, format: PnrFormat): string[] | null {
  const pattern = format === 'sabre' ? /(?:^|\s)\d+\.\d+(?=[A-Z\u4e00-\u9fa5])/g : /(?:^|\s)\d+\.(?=[A-Z\u4e00-\u9fa5])/g;
  const starts = [...line.matchAll(pattern)];
  if (starts.length === 0) return null;
  return starts.map((m, i) => line.slice(m.index! + m[0].length, starts[i + 1]?.index ?? line.length).trim());
}

function recordLocatorOf(lines: string[], format: PnrFormat): string | null {
  if (format === 'amadeus') {
    const header = lines.find((l) => /^\s*RP\//.test(l));
    const match = header ? /\s([A-Z0-9]{6})\s*$/.exec(header) : null;
    return match?.[1] ?? null;
  }
  if (format === 'sabre') {
    const last = [...lines].reverse().find((l) => l.trim());
    const match = last ? /^\s*([A-Z0-9]{6})\s*$/.exec(last) : null;
    return match?.[1] ?? null;
  }
  for (const line of lines) {
    const match = /\s([A-Z0-9]{5,6})\s*$/.exec(line);
    if (match && namesOn(line, format)) return match[1]!;
  }
  return null;
}

export function parsePnr(text: string, today: string): ParsedPnr {
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.replace(/\t/g, ' ').toUpperCase().replace(/^>\s?/, ''));
  if (!lines.some((l) => l.trim())) throw new PnrReadError('empty');
  const format = detectFormat(lines);
  if (!format) throw new PnrReadError('format');
  const pattern = SEGMENT_PATTERNS[format];
  const segments: PnrSegment[] = [];
  const passengers: PnrPassenger[] = [];
  const unreadLines: number[] = [];
  const cancelled: number[] = [];
  const documents: PnrDocumentLine[] = [];
  lines.forEach((line, index) => {
    const document = documentOn(line, today);
    if (document) {
      documents.push(document);
      return;
    }
    const m = pattern.exec(line);
    if (m) {
      const date = pnrDate(m[4]!, today);
      const departureTime = clock(m[9]!);
      const arrivalTime = clock(m[10]!);
      if (!date || !departureTime || !arrivalTime) {
        unreadLines.push(index + 1);
        return;
      }
      if (!LIVE_STATUSES.has(m[7]!)) {
        cancelled.push(index + 1);
        return;
      }
      segments.push({
        carrier: m[1]!,
        flightNumber: `${m[1]}${m[2]!.replace(/^0+/, '')}`,
        bookingClass: m[3]!,
        date,
        origin: m[5]!,
        destination: m[6]!,
        status: m[7]!,
        seats: Number(m[8]),
        departureTime,
        arrivalTime,
        arrivalDayOffset: Number(m[11] ?? 0),
      });
      return;
    }
    const names = segments.length === 0 ? namesOn(line, format) : null;
    if (names) {
      for (const raw of names) {
        // TravelSky ends the name line with the record locator; it is not a passenger.
        const cleaned = format === 'travelsky' ? raw.replace(/\s+[A-Z0-9]{5,6}$/, '') : raw;
        const passenger = passengerOf(cleaned);
        if (passenger) passengers.push(passenger);
        else unreadLines.push(index + 1);
      }
      return;
    }
    if (SEGMENT_LIKE.test(line) && !/\s(AP|TK|SSR|OSI|RM|FA|FP|TL|OPW|OPC)\b/.test(line) && /[A-Z]{6}/.test(line))
      unreadLines.push(index + 1);
  });
  if (segments.length === 0) throw new PnrReadError(cancelled.length ? 'cancelledSegments' : 'segments', [...unreadLines, ...cancelled]);
  if (passengers.length === 0) throw new PnrReadError('names', unreadLines);
  for (const line of documents) {
    const owner = line.passengerNumber
      ? passengers[line.passengerNumber - 1]
      : passengers.find((p) => p.surname === line.surname && p.givenNames === line.givenNames);
    if (owner && !owner.document) owner.document = line.document;
  }
  return { format, recordLocator: recordLocatorOf(lines, format), passengers, segments, unreadLines: [...new Set(unreadLines)] };
}
