// Our requests in Amadeus's words: a search's journeys as origin-destinations with their travellers
// (infants on an adult's lap) and one cabin for every journey; a booking's passengers as travellers
// matched, type by type, to the ids the offer priced them under.
import type { BookingOptions, BookingPassenger, SupplierSearchRequest } from '../types';
import { CABIN_TO_AMADEUS } from './map';
import type { AmadeusFlightOffer } from './wire';

export const MAX_OFFERS = 50;

export function searchBody(request: SupplierSearchRequest) {
  const { adult, child, infant } = request.passengers;
  const travelers: Array<{ id: string; travelerType: string; associatedAdultId?: string }> = [];
  for (let i = 0; i < adult; i++) travelers.push({ id: String(travelers.length + 1), travelerType: 'ADULT' });
  for (let i = 0; i < child; i++) travelers.push({ id: String(travelers.length + 1), travelerType: 'CHILD' });
  for (let i = 0; i < infant; i++)
    travelers.push({ id: String(travelers.length + 1), travelerType: 'HELD_INFANT', associatedAdultId: String(i + 1) });
  const originDestinations = request.journeys.map((j, i) => ({
    id: String(i + 1),
    originLocationCode: j.origins[0]!,
    ...(j.origins.length > 1 ? { alternativeOriginsCodes: j.origins.slice(1, 3) } : {}),
    destinationLocationCode: j.destinations[0]!,
    ...(j.destinations.length > 1 ? { alternativeDestinationsCodes: j.destinations.slice(1, 3) } : {}),
    departureDateTimeRange: { date: j.date },
  }));
  return {
    originDestinations,
    travelers,
    sources: ['GDS'],
    searchCriteria: {
      maxFlightOffers: MAX_OFFERS,
      flightFilters: {
        cabinRestrictions: [
          { cabin: CABIN_TO_AMADEUS[request.cabin], coverage: 'MOST_SEGMENTS', originDestinationIds: originDestinations.map((o) => o.id) },
        ],
      },
    },
  };
}

export function pricingBody(offer: AmadeusFlightOffer) {
  return { data: { type: 'flight-offers-pricing', flightOffers: [offer] } };
}

const DOCUMENT: Record<string, string> = { passport: 'PASSPORT', 'chinese-passport': 'PASSPORT', idcard: 'IDENTITY_CARD' };
const TRAVELLER_TYPE = {
  adult: ['ADULT', 'SENIOR', 'YOUNG', 'STUDENT'],
  child: ['CHILD'],
  infant: ['HELD_INFANT', 'SEATED_INFANT'],
} as const;

/** Each passenger takes the next traveller id the offer priced for its type. */
function travellerIds(offer: AmadeusFlightOffer, passengers: BookingPassenger[]): string[] {
  const free = offer.travelerPricings.map((p) => ({ id: p.travelerId, type: p.travelerType, taken: false }));
  return passengers.map((p) => {
    const slot = free.find((f) => !f.taken && (TRAVELLER_TYPE[p.type] as readonly string[]).includes(f.type));
    if (!slot) throw new Error(`the offer prices no ${p.type} traveller left`);
    slot.taken = true;
    return slot.id;
  });
}

export function orderBody(offer: AmadeusFlightOffer, passengers: BookingPassenger[], options: BookingOptions = {}) {
  const ids = travellerIds(offer, passengers);
  const contact = options.contact;
  const phone = contact?.phone?.replace(/\D/g, '');
  const contactBlock =
    contact && (phone || contact.email)
      ? {
          ...(contact.email ? { emailAddress: contact.email } : {}),
          ...(phone
            ? {
                phones: [
                  {
                    deviceType: 'MOBILE',
                    countryCallingCode: (contact.areaCode ?? '86').replace(/\D/g, '') || '86',
                    number: phone.slice(0, 15),
                  },
                ],
              }
            : {}),
        }
      : undefined;
  return {
    data: {
      type: 'flight-order',
      flightOffers: [offer],
      travelers: passengers.map((p, i) => ({
        id: ids[i]!,
        dateOfBirth: p.birthday,
        name: { firstName: p.givenNames.toUpperCase(), lastName: p.surname.toUpperCase() },
        gender: p.gender === 'female' ? 'FEMALE' : 'MALE',
        ...(i === 0 && contactBlock ? { contact: contactBlock } : {}),
        ...(DOCUMENT[p.documentType]
          ? { documents: [{ documentType: DOCUMENT[p.documentType], number: p.documentNumber, holder: true }] }
          : {}),
      })),
      // Our order reference in the record, so the supplier's desk can match a booking to our order.
      ...(options.reference
        ? { remarks: { general: [{ subType: 'GENERAL_MISCELLANEOUS', text: `TESSERA ${options.reference}`.slice(0, 70) }] } }
        : {}),
    },
  };
}
