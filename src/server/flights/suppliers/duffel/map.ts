// Duffel offers into our offer model, in the offer's currency. Duffel prices an offer as a whole
// (base and total for all passengers, no tax codes): each passenger's share is the whole divided by
// the passengers, rounded up to the minor unit so what we charge never falls below what Duffel
// takes; taxes are the total less the base (what Duffel charges). Penalties are per offer, shared the
// same way. Each segment's cabin, fare basis and bags come from the first passenger's segment
// details; Duffel names no booking class. Terminals, stops, brands, emissions and services stay in
// supplierData.
import type { Offer, OfferSliceSegment } from './wire';
import type { DocumentType } from '@/domain/schemas/passenger';
import type { CabinClass, CancellationPolicy, Journey, PassengerType } from '@/domain/flights/shopping';
import { decimalToMinor, isoDurationMinutes } from '../map-offer';
import type { SupplierFare, SupplierOffer } from '../types';

const CABINS: Record<string, CabinClass> = { economy: 'economy', premium_economy: 'premium_economy', business: 'business', first: 'first' };

/** Our passengers' ages as Duffel asks them (it takes an age, not a type, for anyone but adults). */
export const CHILD_AGE = 10;
export const INFANT_AGE = 1;

export function passengerTypeOf(passenger: { type?: string | null; age?: number | null }): PassengerType {
  if (passenger.type === 'adult') return 'adult';
  if (passenger.type === 'child') return 'child';
  if (passenger.type === 'infant_without_seat') return 'infant';
  const age = passenger.age ?? 30;
  return age < 2 ? 'infant' : age < 12 ? 'child' : 'adult';
}

const share = (amount: string, currency: string, people: number) => Math.ceil(decimalToMinor(amount, currency) / Math.max(1, people));

function faresOf(offer: Pick<Offer, 'passengers' | 'base_amount' | 'total_amount' | 'total_currency'>): SupplierFare[] {
  const people = offer.passengers.length;
  const base = share(offer.base_amount, offer.total_currency, people);
  const total = share(offer.total_amount, offer.total_currency, people);
  const counts = new Map<PassengerType, number>();
  for (const p of offer.passengers) counts.set(passengerTypeOf(p), (counts.get(passengerTypeOf(p)) ?? 0) + 1);
  return (['adult', 'child', 'infant'] as const)
    .filter((t) => counts.has(t))
    .map((t) => ({ passengerType: t, count: counts.get(t)!, base, taxes: Math.max(0, total - base) }));
}

type Condition = { allowed: boolean; penalty_amount: string | null; penalty_currency: string | null } | null | undefined;

function ruleOf(kind: 'refund' | 'change', condition: Condition, currency: string, people: number): CancellationPolicy['rules'] {
  if (!condition) return [];
  if (condition.penalty_currency && condition.penalty_currency !== currency) return [];
  const fee = condition.allowed && condition.penalty_amount ? share(condition.penalty_amount, currency, people) : 0;
  return [{ kind, allowed: condition.allowed, when: 'before', hours: 0, fee }];
}

export function cancellationOf(
  conditions: { refund_before_departure?: Condition; change_before_departure?: Condition } | undefined,
  currency: string,
  people: number,
): CancellationPolicy {
  return {
    currency,
    remarks: null,
    rules: [
      ...ruleOf('refund', conditions?.refund_before_departure, currency, people),
      ...ruleOf('change', conditions?.change_before_departure, currency, people),
    ],
  };
}

type SegmentLike = Pick<
  OfferSliceSegment,
  | 'marketing_carrier'
  | 'marketing_carrier_flight_number'
  | 'operating_carrier'
  | 'origin'
  | 'destination'
  | 'departing_at'
  | 'arriving_at'
  | 'duration'
  | 'aircraft'
> & { passengers?: Array<{ cabin_class?: string | null }> };

export function journeysOf(slices: Array<{ segments: SegmentLike[]; duration?: string | null }>): Journey[] {
  return slices.map((slice) => {
    const segments = slice.segments.map((s) => {
      const first = s.passengers?.[0];
      return {
        carrier: s.marketing_carrier.iata_code ?? '',
        flightNumber: `${s.marketing_carrier.iata_code ?? ''}${s.marketing_carrier_flight_number}`,
        operatingCarrier: s.operating_carrier?.iata_code ?? null,
        origin: s.origin.iata_code ?? '',
        destination: s.destination.iata_code ?? '',
        departure: s.departing_at.slice(0, 16),
        arrival: s.arriving_at.slice(0, 16),
        durationMinutes: s.duration ? isoDurationMinutes(s.duration) : 0,
        aircraft: s.aircraft?.iata_code ?? '',
        cabin: CABINS[first?.cabin_class ?? 'economy'] ?? 'economy',
        bookingClass: '',
      };
    });
    return {
      segments,
      durationMinutes: slice.duration ? isoDurationMinutes(slice.duration) : segments.reduce((sum, s) => sum + s.durationMinutes, 0),
    };
  });
}

/** Passports when Duffel needs an identity document (the only kind our fares name that it takes), else any we accept. */
function documentTypesOf(offer: Pick<Offer, 'passenger_identity_documents_required'>): DocumentType[] {
  return offer.passenger_identity_documents_required ? ['passport', 'chinese-passport'] : ['passport', 'chinese-passport', 'idcard'];
}

export function mapDuffelOffer(supplier: string, offer: Offer): SupplierOffer {
  const firstSegment = offer.slices[0]?.segments[0]?.passengers?.[0];
  const bags = (kind: 'checked' | 'carry_on') =>
    firstSegment?.baggages?.filter((b) => b.type === kind).reduce((n, b) => n + b.quantity, 0) ?? 0;
  const fareBases = [
    ...new Set(offer.slices.flatMap((s) => s.segments.map((g) => g.passengers?.[0]?.fare_basis_code)).filter((f): f is string => !!f)),
  ];
  const checked = bags('checked');
  const carryOn = bags('carry_on');
  return {
    supplier,
    ref: offer.id,
    validatingCarrier: offer.owner.iata_code ?? '',
    cabin: CABINS[firstSegment?.cabin_class ?? 'economy'] ?? 'economy',
    currency: offer.total_currency,
    journeys: journeysOf(offer.slices),
    fares: faresOf(offer),
    fareBasis: fareBases.length ? fareBases.join('/') : null,
    baggage: {
      carryOn: { pieces: carryOn, weightKg: null, dimensions: null },
      checked: { pieces: checked, weightKg: null, dimensions: null },
    },
    cancellation: cancellationOf(offer.conditions, offer.total_currency, offer.passengers.length),
    // Duffel does not say how many seats are left: nine is the usual "nine or more".
    seatsLeft: 9,
    ticketingTimeLimit: new Date(offer.payment_requirements.payment_required_by ?? offer.expires_at).toISOString(),
    expiresAt: new Date(offer.expires_at).toISOString(),
    documentTypes: documentTypesOf(offer),
    supplierData: offer,
  };
}
