// Journey rules and defaults, shared by the search form and the server. Codes name
// the SPEC's messages: journeyError.empty, journeyError.rules and friends.
import { LOCATION_PATTERN } from '../schemas/airports';

export const MAX_MULTI_CITY_FLIGHTS = 5;
export const MAX_PASSENGERS = 9;
export const BOOKING_TYPES = ['oneway', 'return', 'multi'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export type JourneyErrorCode =
  | 'empty'
  | 'rules'
  | 'originRequired'
  | 'destinationRequired'
  | 'location'
  | 'dateRequired'
  | 'date'
  | 'datePast'
  | 'returnDateRequired'
  | 'returnBeforeDeparture'
  | 'tooMany'
  | 'oneJourney'
  | 'order';

export interface JourneyError {
  /** Index of the journey, or -1 for the list as a whole. */
  index: number;
  field: 'journeys' | 'origin' | 'destination' | 'date' | 'returnDate';
  code: JourneyErrorCode;
}

export interface JourneyInput {
  origin?: string;
  destination?: string;
  date?: string;
  returnDate?: string | null;
}

/**
 * A two-digit year above the current two-digit year is read as 19xx, otherwise 20xx.
 * (Also how a passport's birth year is read.)
 */
export function expandTwoDigitYear(twoDigits: number, now = new Date()): number {
  const current = now.getUTCFullYear() % 100;
  return twoDigits > current ? 1900 + twoDigits : 2000 + twoDigits;
}

/** A ticket date as typed: yyyy-mm-dd, or yy-mm-dd read by the two-digit year rule. Null when not a real date. */
export function normaliseTicketDate(text: string, now = new Date()): string | null {
  const match = /^(\d{2}|\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const year = match[1]!.length === 2 ? expandTwoDigitYear(Number(match[1]), now) : Number(match[1]);
  const iso = `${String(year).padStart(4, '0')}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The search date defaults to tomorrow. */
export function tomorrow(now = new Date()): string {
  return isoDay(new Date(now.getTime() + 86_400_000));
}

/**
 * Checks the journeys of a search. `cityOf` resolves a location (airport-CODE or a city code) to its
 * city code, or null when unknown; airports compare by their city.
 */
export function journeyErrors(
  bookingType: BookingType,
  journeys: JourneyInput[],
  cityOf: (location: string) => string | null,
  today: string,
): JourneyError[] {
  const errors: JourneyError[] = [];
  if (journeys.length === 0) return [{ index: -1, field: 'journeys', code: 'empty' }];
  if (bookingType !== 'multi' && journeys.length > 1) errors.push({ index: -1, field: 'journeys', code: 'oneJourney' });
  if (bookingType === 'multi' && journeys.length > MAX_MULTI_CITY_FLIGHTS) errors.push({ index: -1, field: 'journeys', code: 'tooMany' });
  journeys.forEach((journey, index) => {
    const origin = journey.origin?.trim() ?? '';
    const destination = journey.destination?.trim() ?? '';
    if (!origin) errors.push({ index, field: 'origin', code: 'originRequired' });
    else if (!LOCATION_PATTERN.test(origin) || cityOf(origin) === null) errors.push({ index, field: 'origin', code: 'location' });
    if (!destination) errors.push({ index, field: 'destination', code: 'destinationRequired' });
    else if (!LOCATION_PATTERN.test(destination) || cityOf(destination) === null)
      errors.push({ index, field: 'destination', code: 'location' });
    if (origin && destination && cityOf(origin) !== null && cityOf(origin) === cityOf(destination)) {
      errors.push({ index, field: 'destination', code: 'rules' });
    }
    const date = journey.date ? normaliseTicketDate(journey.date) : null;
    if (!journey.date) errors.push({ index, field: 'date', code: 'dateRequired' });
    else if (!date) errors.push({ index, field: 'date', code: 'date' });
    else if (date < today) errors.push({ index, field: 'date', code: 'datePast' });
    if (bookingType === 'return') {
      const back = journey.returnDate ? normaliseTicketDate(journey.returnDate) : null;
      if (!journey.returnDate) errors.push({ index, field: 'returnDate', code: 'returnDateRequired' });
      else if (!back) errors.push({ index, field: 'returnDate', code: 'date' });
      else if (date && back < date) errors.push({ index, field: 'returnDate', code: 'returnBeforeDeparture' });
    }
    if (bookingType === 'multi' && index > 0) {
      const previous = journeys[index - 1]?.date ? normaliseTicketDate(journeys[index - 1]!.date!) : null;
      if (previous && date && date < previous) errors.push({ index, field: 'date', code: 'order' });
    }
  });
  return errors;
}

export interface PassengerCounts {
  adult: number;
  child: number;
  infant: number;
}

export type PassengerCountError = 'adultRequired' | 'tooMany' | 'infantsPerAdult';

/** At least one adult, at most nine seats in all, no more infants (on laps) than adults. */
export function passengerCountErrors(counts: PassengerCounts): PassengerCountError[] {
  const errors: PassengerCountError[] = [];
  if (counts.adult < 1) errors.push('adultRequired');
  if (counts.adult + counts.child + counts.infant > MAX_PASSENGERS) errors.push('tooMany');
  if (counts.infant > counts.adult) errors.push('infantsPerAdult');
  return errors;
}
