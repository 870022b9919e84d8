// Our requests in Duffel's words: journeys as slices, passengers as adults or by age, a booking's
// passengers matched type by type to the ids Duffel gave the offer's passengers.
import type { CabinClass } from '@/domain/flights/shopping';
import type { BookingOptions, BookingPassenger, SupplierJourneyRequest, SupplierSearchRequest } from '../types';
import { CHILD_AGE, INFANT_AGE, passengerTypeOf } from './map';
import type { Offer } from './wire';

const DUFFEL_CABIN: Record<CabinClass, 'economy' | 'premium_economy' | 'business' | 'first'> = {
  economy: 'economy',
  premium_economy: 'premium_economy',
  business: 'business',
  premium_business: 'business',
  first: 'first',
  premium_first: 'first',
};

export function slicesOf(journeys: SupplierJourneyRequest[]) {
  return journeys.map((j) => ({
    origin: j.origins[0]!,
    destination: j.destinations[0]!,
    departure_date: j.date,
    departure_time: null,
    arrival_time: null,
  }));
}

export function offerRequestBody(request: SupplierSearchRequest) {
  const { adult, child, infant } = request.passengers;
  return {
    slices: slicesOf(request.journeys),
    passengers: [
      ...Array.from({ length: adult }, () => ({ type: 'adult' as const })),
      ...Array.from({ length: child }, () => ({ age: CHILD_AGE })),
      ...Array.from({ length: infant }, () => ({ age: INFANT_AGE })),
    ],
    cabin_class: DUFFEL_CABIN[request.cabin],
  };
}

export function changeRequestBody(orderId: string, sliceIds: string[], journeys: SupplierJourneyRequest[], cabin: CabinClass) {
  return {
    order_id: orderId,
    slices: {
      remove: sliceIds.map((slice_id) => ({ slice_id })),
      add: journeys.map((j) => ({
        origin: j.origins[0]!,
        destination: j.destinations[0]!,
        departure_date: j.date,
        cabin_class: DUFFEL_CABIN[cabin],
      })),
    },
  };
}

function e164(areaCode: string | undefined, phone: string | undefined): string {
  return `+${(areaCode ?? '86').replace(/\D/g, '')}${(phone ?? '').replace(/\D/g, '')}`;
}

export function orderBody(offer: Offer, passengers: BookingPassenger[], options: BookingOptions, type: 'instant' | 'pay_later') {
  const free = offer.passengers.map((p) => ({ id: p.id, type: passengerTypeOf(p), taken: false }));
  const adults: string[] = [];
  const infants: string[] = [];
  const rows = passengers.map((p) => {
    const slot = free.find((f) => !f.taken && f.type === p.type);
    if (!slot) throw new Error(`the offer has no ${p.type} passenger left`);
    slot.taken = true;
    (p.type === 'adult' ? adults : p.type === 'infant' ? infants : []).push(slot.id);
    return {
      id: slot.id,
      given_name: p.givenNames,
      family_name: p.surname,
      born_on: p.birthday,
      gender: p.gender === 'female' ? ('f' as const) : ('m' as const),
      title: p.gender === 'female' ? ('ms' as const) : ('mr' as const),
      email: options.contact?.email ?? 'bookings@tessera.example',
      phone_number: e164(options.contact?.areaCode, options.contact?.phone),
    };
  });
  // Each infant travels on an adult's lap: Duffel wants the adult to name the infant.
  infants.forEach((infantId, i) => {
    const adult = rows.find((r) => r.id === adults[i]);
    if (adult) Object.assign(adult, { infant_passenger_id: infantId });
  });
  return {
    selected_offers: [offer.id],
    passengers: rows,
    type,
    ...(type === 'instant' ? { payments: [{ type: 'balance' as const, amount: offer.total_amount, currency: offer.total_currency }] } : {}),
    ...(options.reference ? { metadata: { tessera_reference: options.reference } } : {}),
  };
}
