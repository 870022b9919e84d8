// Passenger rules beyond the field formats (passengerSchema): the type must fit the age at
// departure, the document must outlive the trip and be one the fare and the user's limits accept,
// and the nationality must be eligible.
import type { DocumentType, Passenger } from '../schemas/passenger';

export interface PassengerRuleContext {
  /** yyyy-mm-dd of the first departure and of the last flight. */
  firstDeparture: string;
  lastFlight: string;
  /** Documents the fare accepts (from the price check). */
  fareDocuments: readonly DocumentType[];
  /** The booking user's flight limits; 0 / empty lists mean unlimited. */
  limits?: {
    ageMin: number;
    ageMax: number;
    documentTypes: readonly string[];
    eligibleCountries: readonly string[];
    ineligibleCountries: readonly string[];
  };
}

export type PassengerRuleCode =
  'typeAge' | 'documentExpired' | 'documentNotAccepted' | 'nationalityNotEligible' | 'ageLimit' | 'documentLimit';

export interface PassengerRuleError {
  field: 'type' | 'birthday' | 'travel_document.expiry' | 'travel_document.type' | 'nationality';
  code: PassengerRuleCode;
}

/** Whole years between a birthday and a date (both yyyy-mm-dd). */
export function ageOn(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Infant under 2, child 2 to 11, adult 12 and over, on the day of departure. */
export function typeForAge(age: number): Passenger['type'] {
  return age < 2 ? 'infant' : age < 12 ? 'child' : 'adult';
}

export function passengerRuleErrors(
  p: Pick<Passenger, 'type' | 'birthday' | 'nationality' | 'travel_document'>,
  ctx: PassengerRuleContext,
): PassengerRuleError[] {
  const errors: PassengerRuleError[] = [];
  const age = ageOn(p.birthday, ctx.firstDeparture);
  if (typeForAge(age) !== p.type) errors.push({ field: 'birthday', code: 'typeAge' });
  if (p.travel_document.expiry <= ctx.lastFlight) errors.push({ field: 'travel_document.expiry', code: 'documentExpired' });
  if (ctx.fareDocuments.length && !ctx.fareDocuments.includes(p.travel_document.type))
    errors.push({ field: 'travel_document.type', code: 'documentNotAccepted' });
  // A mainland resident identity card is held by Chinese nationals only.
  if (p.travel_document.type === 'idcard' && p.nationality !== 'CN') errors.push({ field: 'nationality', code: 'nationalityNotEligible' });
  const limits = ctx.limits;
  if (limits) {
    if ((limits.ageMin > 0 && age < limits.ageMin) || (limits.ageMax > 0 && age > limits.ageMax))
      errors.push({ field: 'birthday', code: 'ageLimit' });
    if (limits.documentTypes.length && !limits.documentTypes.includes(p.travel_document.type))
      errors.push({ field: 'travel_document.type', code: 'documentLimit' });
    const notEligible =
      (limits.eligibleCountries.length > 0 && !limits.eligibleCountries.includes(p.nationality)) ||
      limits.ineligibleCountries.includes(p.nationality);
    if (notEligible && !errors.some((e) => e.code === 'nationalityNotEligible'))
      errors.push({ field: 'nationality', code: 'nationalityNotEligible' });
  }
  return errors;
}
