// The simulators behind the supplier interface: same seed, same answer; knobs change behaviour;
// booking, ticketing, retrieval, change and refund quotes, void.
import { describe, expect, it } from 'vitest';
import type { GeoAirport } from '@/server/airports/directory';
import { mapRawOffer } from '../map-offer';
import { profilesWith } from './profiles';
import { MemoryBookingStore } from '../booking-store';
import { SimulatedSupplier } from './simulated-supplier';
import type { Geography } from './schedule';

const AIRPORTS: Record<
  string,
  Omit<
    GeoAirport,
    'type' | 'name' | 'chineseName' | 'traditionalName' | 'cityName' | 'cityChineseName' | 'cityTraditionalName' | 'underCity'
  >
> = {
  PEK: { code: 'PEK', country: 'CN', timeZone: 'Asia/Shanghai', cityCode: 'BJS', latitude: 40.08, longitude: 116.58, rank: 1 },
  PVG: { code: 'PVG', country: 'CN', timeZone: 'Asia/Shanghai', cityCode: 'SHA', latitude: 31.14, longitude: 121.8, rank: 2 },
  HKG: { code: 'HKG', country: 'HK', timeZone: 'Asia/Hong_Kong', cityCode: 'HKG', latitude: 22.31, longitude: 113.91, rank: 17 },
  CAN: { code: 'CAN', country: 'CN', timeZone: 'Asia/Shanghai', cityCode: 'CAN', latitude: 23.39, longitude: 113.3, rank: 3 },
};
const geo: Geography = {
  airport: (code) =>
    AIRPORTS[code]
      ? ({
          type: 'airport',
          name: code,
          chineseName: code,
          traditionalName: code,
          cityName: code,
          cityChineseName: code,
          cityTraditionalName: code,
          underCity: false,
          ...AIRPORTS[code],
        } as GeoAirport)
      : undefined,
  distanceKm: (a, b) => {
    const x = AIRPORTS[a]!;
    const y = AIRPORTS[b]!;
    const rad = Math.PI / 180;
    const h =
      Math.sin(((y.latitude - x.latitude) * rad) / 2) ** 2 +
      Math.cos(x.latitude * rad) * Math.cos(y.latitude * rad) * Math.sin(((y.longitude - x.longitude) * rad) / 2) ** 2;
    return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
  },
};
const NOW = new Date('2026-11-21T02:00:00Z');
const calm = {
  latencyMs: [0, 0] as [number, number],
  checkLatencyMs: [0, 0] as [number, number],
  failureRate: 0,
  priceChangeRate: 0,
  packageChangeRate: 0,
  unavailableRate: 0,
  documentChangeRate: 0,
  checkTimeoutRate: 0,
  ticketLatencyMs: [0, 0] as [number, number],
  ticketFailureRate: 0,
};
const supplier = (code: string, knobs = {}) =>
  new SimulatedSupplier(
    profilesWith({ '*': { ...calm, ...knobs } }).find((p) => p.code === code)!,
    geo,
    () => NOW,
  );
const request = {
  journeys: [{ origins: ['PEK'], destinations: ['PVG'], date: '2026-12-10' }],
  passengers: { adult: 1, child: 1, infant: 0 },
  cabin: 'economy' as const,
};

describe('simulated suppliers', () => {
  it('answer the same offers for the same request and seed, and others for another seed', async () => {
    const a = await supplier('SKYLINK').search(request);
    const b = await supplier('SKYLINK').search(request);
    expect(a.length).toBeGreaterThan(3);
    expect(b).toEqual(a);
    const other = await supplier('SKYLINK', { seed: 'another' }).search(request);
    expect(other.map((o) => o.fares[0]!.base)).not.toEqual(a.map((o) => o.fares[0]!.base));
  });

  it('each has its own content and currency', async () => {
    const dragon = await supplier('DRAGONFARE').search(request);
    expect(new Set(dragon.map((o) => o.currency))).toEqual(new Set(['CNY']));
    const orient = await supplier('ORIENTNDC').search({
      ...request,
      journeys: [{ origins: ['PVG'], destinations: ['HKG'], date: '2026-12-10' }],
    });
    expect(new Set(orient.map((o) => o.currency))).toEqual(new Set(['HKD']));
    expect(
      orient.every((o) =>
        [
          'SQ',
          'MH',
          'TG',
          'VN',
          'PR',
          'GA',
          'KE',
          'OZ',
          'JL',
          'NH',
          'AI',
          'EK',
          'EY',
          'QR',
          'TK',
          'CX',
          'CA',
          'MU',
          'CZ',
          'BR',
          'CI',
        ].includes(o.validatingCarrier),
      ),
    ).toBe(true);
  });

  it('fail by their failure rate and can be switched off', async () => {
    await expect(supplier('SKYLINK', { failureRate: 1 }).search(request)).rejects.toThrow(/SKYLINK/);
    await expect(supplier('SKYLINK', { enabled: false }).search(request)).rejects.toThrow();
  });

  it('price children below adults and follow distance: a longer flight costs more', async () => {
    const [offer] = await supplier('DRAGONFARE').search(request);
    const [adult, child] = offer!.fares;
    expect(child!.base).toBeLessThan(adult!.base);
    const near = await supplier('DRAGONFARE').search({
      ...request,
      journeys: [{ origins: ['PVG'], destinations: ['HKG'], date: '2026-12-10' }],
    });
    const far = await supplier('DRAGONFARE').search({
      ...request,
      journeys: [{ origins: ['PEK'], destinations: ['HKG'], date: '2026-12-10' }],
    });
    const cheapest = (offers: typeof near) => Math.min(...offers.map((o) => o.fares[0]!.base));
    expect(cheapest(far)).toBeGreaterThan(cheapest(near));
  });

  it('book, ticket, retrieve, quote a change and a refund, and void', async () => {
    const s = supplier('SKYLINK');
    const [offer] = await s.search(request);
    const booking = await s.book(offer!, [
      {
        type: 'adult',
        surname: 'ZHANG',
        givenNames: 'SAN',
        birthday: '1990-01-01',
        gender: 'male',
        documentType: 'passport',
        documentNumber: 'E1',
      },
      {
        type: 'child',
        surname: 'ZHANG',
        givenNames: 'XIAO',
        birthday: '2019-01-01',
        gender: 'male',
        documentType: 'passport',
        documentNumber: 'E2',
      },
    ]);
    expect(booking.pnr).toMatch(/^[A-Z]{6}$/);
    expect((await s.retrieve(booking.bookingRef))?.status).toBe('booked');
    const ticketed = await s.ticket(booking.bookingRef);
    expect(ticketed.tickets).toHaveLength(2);
    expect(ticketed.tickets[0]).toMatch(/^\d{3}-\d{10}$/);
    const options = await s.changeSearch(booking.bookingRef, [{ origins: ['PEK'], destinations: ['PVG'], date: '2026-12-12' }]);
    expect(options.length).toBeGreaterThan(0);
    const change = await s.changeQuote(booking.bookingRef, options[0]!);
    expect(change.currency).toBe('USD');
    const refund = await s.refundQuote(booking.bookingRef);
    const paid = offer!.fares.reduce((sum, f) => sum + (f.base + f.taxes) * f.count, 0);
    expect(refund.refundable + refund.fee).toBeLessThanOrEqual(paid);
    expect((await s.void(booking.bookingRef)).status).toBe('voided');
    await expect(s.ticket('SKYLINK-NOPE')).rejects.toThrow(/unknown_booking/);
  });

  it('answer a price check with the outcome their rates draw; an expired offer is gone', async () => {
    const [offer] = await supplier('SKYLINK').search(request);
    expect((await supplier('SKYLINK').priceCheck(offer!, NOW)).outcome).toBe('unchanged');
    expect((await supplier('SKYLINK', { priceChangeRate: 1 }).priceCheck(offer!, NOW)).outcome).toBe('price_changed');
    expect((await supplier('SKYLINK', { unavailableRate: 1 }).priceCheck(offer!, NOW)).outcome).toBe('unavailable');
    expect((await supplier('SKYLINK').priceCheck(offer!, new Date(Date.parse(offer!.expiresAt) + 1))).outcome).toBe('unavailable');
  });
});

describe('mapping the wire format', () => {
  it('turns decimal strings, ISO durations, passenger codes and baggage codes into our model', () => {
    const mapped = mapRawOffer('X', {
      offerId: 'X-1',
      plating: 'CA',
      cabinCode: 'C',
      currency: 'JPY',
      fbc: ' ',
      bag: '30K',
      cabinBag: '7K',
      remarks: null,
      seats: 2,
      tktl: '2026-12-01T00:00:00Z',
      exp: '2026-11-21T03:00:00Z',
      journeys: [
        {
          journeyMinutes: 95,
          legs: [
            {
              mkt: 'CA',
              num: 'CA925',
              op: 'NH',
              from: 'PEK',
              to: 'HND',
              dep: '2026-12-01T08:30',
              arr: '2026-12-01T13:05',
              dur: 'PT3H35M',
              equip: '32Q',
              rbd: 'C',
            },
          ],
        },
      ],
      paxFares: [
        { ptc: 'ADT', qty: 1, base: '123456', tax: '7890' },
        { ptc: 'INF', qty: 1, base: '12345.5', tax: '0' },
      ],
      penalties: [{ type: 'NOSHOW', allowed: true, applies: 'AFTER_DEPARTURE', hours: 0, amount: '5000' }],
      docs: ['passport', 'not-a-document'],
    });
    expect(mapped.cabin).toBe('business');
    expect(mapped.fares).toEqual([
      { passengerType: 'adult', count: 1, base: 123456, taxes: 7890 },
      { passengerType: 'infant', count: 1, base: 12345, taxes: 0 },
    ]);
    expect(mapped.journeys[0]!.segments[0]).toMatchObject({ durationMinutes: 215, operatingCarrier: 'NH', cabin: 'business' });
    expect(mapped.fareBasis).toBeNull();
    expect(mapped.baggage.checked).toMatchObject({ pieces: 1, weightKg: 30 });
    expect(mapped.cancellation.rules).toEqual([{ kind: 'noShow', allowed: true, when: 'after', hours: 0, fee: 5000 }]);
    expect(mapped.documentTypes).toEqual(['passport']);
  });
});

describe('ticketing knobs and the booking store', () => {
  it('refuses ticketing at the failure rate, keeps bookings in the store it is given, and answers a retried ticketing alike', async () => {
    const store = new MemoryBookingStore();
    const refusing = new SimulatedSupplier(
      profilesWith({ '*': { ...calm, ticketFailureRate: 1 } }).find((p) => p.code === 'SKYLINK')!,
      geo,
      () => NOW,
      store,
    );
    const [offer] = await refusing.search({
      journeys: [{ origins: ['PVG'], destinations: ['HKG'], date: '2026-12-20' }],
      passengers: { adult: 1, child: 0, infant: 0 },
      cabin: 'economy',
    });
    const booking = await refusing.book(offer!, [
      {
        type: 'adult',
        surname: 'LI',
        givenNames: 'Lei',
        birthday: '1990-01-01',
        gender: 'male',
        documentType: 'passport',
        documentNumber: 'E1',
      },
    ]);
    await expect(refusing.ticket(booking.bookingRef)).rejects.toThrow(/ticketing refused/);
    // Another instance over the same store (a restart, another server) knows the booking.
    const calmTwin = new SimulatedSupplier(
      profilesWith({ '*': calm }).find((p) => p.code === 'SKYLINK')!,
      geo,
      () => NOW,
      store,
    );
    const first = await calmTwin.ticket(booking.bookingRef);
    expect((await calmTwin.ticket(booking.bookingRef)).tickets).toEqual(first.tickets);
    expect((await store.get('SKYLINK', booking.bookingRef))?.status).toBe('ticketed');
  });
});
