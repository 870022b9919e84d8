// Amadeus flight offers into our offer model, in the offer's own currency: every traveller type's
// fare and taxes (the tax codes it names; airport taxes and fuel surcharges apart), each segment's
// cabin and booking class from the adult's fare details, checked bags, fare basis, the last
// ticketing date, marketing and operating carriers, local times as the provider writes them. What
// the model has no place for (terminals, technical stops, branded fares, fees) stays in supplierData.
import type { DocumentType } from '@/domain/schemas/passenger';
import type { Baggage, CabinClass, CancellationPolicy, PassengerType } from '@/domain/flights/shopping';

type BaggageAllowance = Baggage['checked'];
import { decimalToMinor, isoDurationMinutes, taxPartsOf } from '../map-offer';
import type { SupplierFare, SupplierOffer } from '../types';
import type { AmadeusFareDetail, AmadeusFlightOffer, AmadeusTravelerPricing } from './wire';

export const AMADEUS_CABINS: Record<NonNullable<AmadeusFareDetail['cabin']>, CabinClass> = {
  ECONOMY: 'economy',
  PREMIUM_ECONOMY: 'premium_economy',
  BUSINESS: 'business',
  FIRST: 'first',
};

/** Our cabins in Amadeus's four (our premium business and premium first ask for the cabin below them). */
export const CABIN_TO_AMADEUS: Record<CabinClass, NonNullable<AmadeusFareDetail['cabin']>> = {
  economy: 'ECONOMY',
  premium_economy: 'PREMIUM_ECONOMY',
  business: 'BUSINESS',
  premium_business: 'BUSINESS',
  first: 'FIRST',
  premium_first: 'FIRST',
};

const TRAVELLER_TYPES: Record<string, PassengerType> = {
  ADULT: 'adult',
  SENIOR: 'adult',
  YOUNG: 'adult',
  STUDENT: 'adult',
  CHILD: 'child',
  HELD_INFANT: 'infant',
  SEATED_INFANT: 'infant',
};

/** Amadeus takes passports and identity cards; a booking names the document by its type. */
export const AMADEUS_DOCUMENTS: DocumentType[] = ['passport', 'chinese-passport', 'idcard'];

const POUNDS_PER_KG = 2.20462;

function checkedBags(detail: AmadeusFareDetail | undefined): BaggageAllowance {
  const bags = detail?.includedCheckedBags;
  if (!bags) return { pieces: 0, weightKg: null, dimensions: null };
  const weightKg =
    bags.weight == null ? null : bags.weightUnit?.toUpperCase().startsWith('L') ? Math.floor(bags.weight / POUNDS_PER_KG) : bags.weight;
  const pieces = bags.quantity ?? (weightKg ? 1 : 0);
  return { pieces, weightKg: pieces > 0 ? weightKg : null, dimensions: null };
}

function fareOf(type: PassengerType, pricings: AmadeusTravelerPricing[], currency: string): SupplierFare {
  const first = pricings[0]!;
  const base = decimalToMinor(first.price.base, currency);
  const total = decimalToMinor(first.price.total, currency);
  return { passengerType: type, count: pricings.length, base, taxes: total - base, ...taxPartsOf(first.price.taxes, currency) };
}

/** Fare and taxes per traveller type, in the order adult, child, infant. */
function faresOf(offer: AmadeusFlightOffer): SupplierFare[] {
  const byType = new Map<PassengerType, AmadeusTravelerPricing[]>();
  for (const pricing of offer.travelerPricings) {
    const type = TRAVELLER_TYPES[pricing.travelerType];
    if (!type) throw new Error(`Amadeus traveller type not handled: ${pricing.travelerType}`);
    byType.set(type, [...(byType.get(type) ?? []), pricing]);
  }
  return (['adult', 'child', 'infant'] as const).filter((t) => byType.has(t)).map((t) => fareOf(t, byType.get(t)!, offer.price.currency));
}

/** Refund and change rules the offer states; Amadeus's search and price answers carry no penalty amounts. */
function cancellationOf(offer: AmadeusFlightOffer): CancellationPolicy {
  const options = offer.pricingOptions ?? {};
  const free = options.noPenaltyFare === true || options.noRestrictionFare === true;
  const rules: CancellationPolicy['rules'] = [];
  if (options.refundableFare !== undefined || free) {
    rules.push({ kind: 'refund', allowed: options.refundableFare === true || free, when: 'before', hours: 0, fee: 0 });
  }
  if (free) rules.push({ kind: 'change', allowed: true, when: 'before', hours: 0, fee: 0 });
  return { currency: offer.price.currency, remarks: null, rules };
}

/** The last moment to ticket: the provider's date-time, else the end of its last ticketing day (UTC). */
export function ticketingLimitOf(offer: AmadeusFlightOffer, fallback: string): string {
  if (offer.lastTicketingDateTime)
    return new Date(`${offer.lastTicketingDateTime}${/[zZ]|[+-]\d\d:?\d\d$/.test(offer.lastTicketingDateTime) ? '' : 'Z'}`).toISOString();
  if (offer.lastTicketingDate) return `${offer.lastTicketingDate}T23:59:00.000Z`;
  return fallback;
}

export function mapAmadeusOffer(supplier: string, offer: AmadeusFlightOffer, expiresAt: string): SupplierOffer {
  const adult = offer.travelerPricings.find((p) => p.travelerType === 'ADULT') ?? offer.travelerPricings[0]!;
  const details = new Map(adult.fareDetailsBySegment.map((d) => [d.segmentId, d]));
  const cabins = adult.fareDetailsBySegment.map((d) => (d.cabin ? AMADEUS_CABINS[d.cabin] : 'economy'));
  const fareBases = [...new Set(adult.fareDetailsBySegment.map((d) => d.fareBasis).filter((f): f is string => !!f))];
  const checked = checkedBags(adult.fareDetailsBySegment[0]);
  return {
    supplier,
    ref: offer.id,
    validatingCarrier: offer.validatingAirlineCodes?.[0] ?? offer.itineraries[0]!.segments[0]!.carrierCode,
    cabin: cabins[0] ?? 'economy',
    currency: offer.price.currency,
    journeys: offer.itineraries.map((itinerary) => {
      const segments = itinerary.segments.map((s) => {
        const detail = details.get(s.id);
        return {
          carrier: s.carrierCode,
          flightNumber: `${s.carrierCode}${s.number}`,
          operatingCarrier: s.operating?.carrierCode ?? null,
          origin: s.departure.iataCode,
          destination: s.arrival.iataCode,
          departure: s.departure.at.slice(0, 16),
          arrival: s.arrival.at.slice(0, 16),
          durationMinutes: s.duration ? isoDurationMinutes(s.duration) : 0,
          aircraft: s.aircraft?.code ?? '',
          cabin: detail?.cabin ? AMADEUS_CABINS[detail.cabin] : 'economy',
          bookingClass: detail?.class ?? '',
        };
      });
      return {
        segments,
        durationMinutes: itinerary.duration
          ? isoDurationMinutes(itinerary.duration)
          : segments.reduce((sum, s) => sum + s.durationMinutes, 0),
      };
    }),
    fares: faresOf(offer),
    fareBasis: fareBases.length ? fareBases.join('/') : null,
    baggage: { carryOn: { pieces: 0, weightKg: null, dimensions: null }, checked },
    cancellation: cancellationOf(offer),
    seatsLeft: offer.numberOfBookableSeats ?? 0,
    ticketingTimeLimit: ticketingLimitOf(offer, expiresAt),
    expiresAt,
    documentTypes: AMADEUS_DOCUMENTS,
    supplierData: offer,
  };
}
