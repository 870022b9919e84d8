// Maps a simulator's wire answer to our offer model: minor units, our cabin and passenger names,
// baggage pieces and weights, and the cancellation policy (fees and deadlines per rule).
import { minorDigits } from '@/domain/currency';
import { DOCUMENT_TYPES, type DocumentType } from '@/domain/schemas/passenger';
import type { Baggage, CabinClass, CancellationPolicy, PassengerType } from '@/domain/flights/shopping';
import type { RawOffer } from './simulator/raw-offer';
import type { SupplierOffer } from './types';

const CABINS: Record<RawOffer['cabinCode'], CabinClass> = {
  Y: 'economy',
  W: 'premium_economy',
  C: 'business',
  J: 'premium_business',
  F: 'first',
  P: 'premium_first',
};
export const CABIN_CODES = Object.fromEntries(Object.entries(CABINS).map(([code, cabin]) => [cabin, code])) as Record<
  CabinClass,
  RawOffer['cabinCode']
>;
const PASSENGER: Record<string, PassengerType> = { ADT: 'adult', CHD: 'child', INF: 'infant' };
const POLICY: Record<string, CancellationPolicy['rules'][number]['kind']> = {
  REFUND: 'refund',
  CHANGE: 'change',
  NOSHOW: 'noShow',
  VOID: 'void',
};

/** "1234.5" in `currency` -> integer minor units (exact: no float arithmetic). */
export function decimalToMinor(text: string, currency: string): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const digits = minorDigits(currency);
  const fraction = (match[3] ?? '').padEnd(digits, '0').slice(0, digits);
  const value = Number(match[2]) * 10 ** digits + Number(fraction || '0');
  return match[1] === '-' ? -value : value;
}

/** PT2H35M -> 155; P1DT2H -> 1560 (providers write days for long journeys). */
export function isoDurationMinutes(text: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) throw new Error(`not an ISO duration: ${text}`);
  return Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** "2PC" -> two pieces of 23 kg; "20K" -> one piece of 20 kg; "0PC" -> none. */
export function baggageOf(code: string): { pieces: number; weightKg: number | null } {
  const pieces = /^(\d)PC$/.exec(code);
  if (pieces) return { pieces: Number(pieces[1]), weightKg: Number(pieces[1]) > 0 ? 23 : null };
  const weight = /^(\d{1,3})K$/.exec(code);
  if (weight) return Number(weight[1]) > 0 ? { pieces: 1, weightKg: Number(weight[1]) } : { pieces: 0, weightKg: null };
  throw new Error(`unknown baggage code: ${code}`);
}

/** Airport taxes (CN, and the per-airport codes) and fuel surcharges (YQ, YR) out of a tax breakdown. */
const AIRPORT_TAX_CODES = new Set(['CN', 'G3', 'HK', 'I5', 'L7']);
const FUEL_CODES = new Set(['YQ', 'YR']);
export function taxPartsOf(
  taxes: Array<{ code: string; amount: string }> | undefined,
  currency: string,
): { airportTax?: number; fuelSurcharge?: number } {
  if (!taxes) return {};
  const sum = (codes: Set<string>) =>
    taxes.filter((t) => codes.has(t.code)).reduce((total, t) => total + decimalToMinor(t.amount, currency), 0);
  return { airportTax: sum(AIRPORT_TAX_CODES), fuelSurcharge: sum(FUEL_CODES) };
}

export function mapRawOffer(supplier: string, raw: RawOffer): SupplierOffer {
  const checked = baggageOf(raw.bag);
  const carryOn = baggageOf(raw.cabinBag);
  const baggage: Baggage = {
    carryOn: { ...carryOn, dimensions: carryOn.pieces > 0 ? '55x40x20 cm' : null },
    checked: { ...checked, dimensions: checked.pieces > 0 ? '158 cm (L+W+H)' : null },
  };
  return {
    supplier,
    ref: raw.offerId,
    validatingCarrier: raw.plating,
    cabin: CABINS[raw.cabinCode],
    currency: raw.currency,
    journeys: raw.journeys.map((journey) => ({
      durationMinutes: journey.journeyMinutes,
      segments: journey.legs.map((leg) => ({
        carrier: leg.mkt,
        flightNumber: leg.num,
        operatingCarrier: leg.op,
        origin: leg.from,
        destination: leg.to,
        departure: leg.dep,
        arrival: leg.arr,
        durationMinutes: isoDurationMinutes(leg.dur),
        aircraft: leg.equip,
        cabin: CABINS[raw.cabinCode],
        bookingClass: leg.rbd,
      })),
    })),
    fares: raw.paxFares.map((fare) => ({
      passengerType: PASSENGER[fare.ptc]!,
      count: fare.qty,
      base: decimalToMinor(fare.base, raw.currency),
      taxes: decimalToMinor(fare.tax, raw.currency),
      ...taxPartsOf(fare.taxes, raw.currency),
    })),
    fareBasis: raw.fbc && raw.fbc.trim() ? raw.fbc.trim() : null,
    baggage,
    cancellation: {
      currency: raw.currency,
      remarks: raw.remarks,
      rules: raw.penalties.map((p) => ({
        kind: POLICY[p.type]!,
        allowed: p.allowed,
        when: p.applies === 'BEFORE_DEPARTURE' ? 'before' : 'after',
        hours: p.hours,
        fee: decimalToMinor(p.amount, raw.currency),
      })),
    },
    seatsLeft: raw.seats,
    ticketingTimeLimit: raw.tktl,
    expiresAt: raw.exp,
    documentTypes: raw.docs.filter((d): d is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(d)),
  };
}
