// The Duffel mock with its published dates moved to today (the e2e walk, a demo beside the
// simulators): every date moves by the same whole days, so what the adapter maps is the published
// offer with later dates, and it can be priced, booked and ticketed with the real clock. Searches
// from another airport than the example's get no offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuffelSupplier } from '@/server/flights/suppliers/duffel/duffel-supplier';
import type { SupplierSearchRequest } from '@/server/flights/suppliers/types';
import { DUFFEL_TEST_TOKEN, startDuffelMock, type DuffelMock } from './mock-server';
import { daysToShift, shiftDate, shiftFixtures } from './shift-dates';

describe('moving a date by whole days', () => {
  it('keeps the time of day, its fraction and zone, and leaves other strings alone', () => {
    expect(shiftDate('2020-01-17T10:42:14.545052Z', 3)).toBe('2020-01-20T10:42:14.545052Z');
    expect(shiftDate('2020-02-28T23:59:00+08:00', 2)).toBe('2020-03-01T23:59:00+08:00');
    expect(shiftDate('2021-08-07T17:53:00', 366)).toBe('2022-08-08T17:53:00');
    expect(shiftDate('2020-04-24', -1)).toBe('2020-04-23');
    expect(shiftDate('PT02H26M', 5)).toBeNull();
    expect(shiftDate('ord_2020-01-01', 5)).toBeNull();
  });

  it('moves every date of the objects but birth dates, by days that put the anchor at least the margin ahead', () => {
    const now = new Date('2026-11-27T05:00:00Z');
    const days = daysToShift('2020-01-17T10:42:14.545Z', now, 2 * 3_600_000);
    const moved = Date.parse(shiftDate('2020-01-17T10:42:14.545Z', days)!);
    expect(moved - now.getTime()).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(moved - now.getTime()).toBeLessThan(26 * 3_600_000);
    expect(shiftFixtures({ a: [{ created_at: '2020-01-17', born_on: '1987-07-24', id: 'x' }] }, 1)).toEqual({
      a: [{ created_at: '2020-01-18', born_on: '1987-07-24', id: 'x' }],
    });
  });
});

describe('the example offer walked today', () => {
  let published: DuffelMock;
  let today: DuffelMock;
  beforeAll(async () => {
    published = await startDuffelMock();
    today = await startDuffelMock({ shiftFrom: new Date(), matchOrigin: true });
  });
  afterAll(async () => {
    await published.close();
    await today.close();
  });

  const request: SupplierSearchRequest = {
    journeys: [{ origins: ['LHR'], destinations: ['JFK'], date: '2030-01-10' }],
    passengers: { adult: 1, child: 0, infant: 0 },
    cabin: 'economy',
  };
  const supplier = (mock: DuffelMock) => new DuffelSupplier({ accessToken: DUFFEL_TEST_TOKEN, baseUrl: mock.url, timeoutMs: 2000 });
  const later = (iso: string) =>
    new Date(Date.parse(`${iso}${iso.length === 16 ? ':00Z' : ''}`) + today.shiftDays * 86_400_000).toISOString();

  it('maps as published, every date the same days later: expiring after now, departing in the future', async () => {
    const [then] = await supplier(published).search(request);
    const [now] = await supplier(today).search(request);
    expect(today.shiftDays).toBeGreaterThan(2000);
    const { supplierData: _a, journeys: thenJourneys, expiresAt, ticketingTimeLimit, ...thenRest } = then!;
    const { supplierData: _b, journeys: nowJourneys, ...nowRest } = now!;
    expect(nowRest).toEqual({ ...thenRest, expiresAt: later(expiresAt), ticketingTimeLimit: later(ticketingTimeLimit) });
    expect(nowJourneys).toEqual(
      thenJourneys.map((j) => ({
        ...j,
        segments: j.segments.map((s) => ({ ...s, departure: later(s.departure).slice(0, 16), arrival: later(s.arrival).slice(0, 16) })),
      })),
    );
    expect(Date.parse(now!.expiresAt)).toBeGreaterThan(Date.now() + 2 * 3_600_000 - 60_000);
    expect(Date.parse(now!.journeys[0]!.segments[0]!.departure)).toBeGreaterThan(Date.parse(now!.expiresAt));
  });

  it("is priced unchanged, booked and ticketed with the real clock; no request breaks Duffel's types", async () => {
    const duffel = supplier(today);
    const [offer] = await duffel.search(request);
    expect((await duffel.priceCheck(offer!)).outcome).toBe('unchanged');
    const booking = await duffel.book(
      offer!,
      [
        {
          type: 'adult',
          surname: 'Danvers',
          givenNames: 'Carol',
          birthday: '1987-07-24',
          gender: 'female',
          documentType: 'passport',
          documentNumber: 'E12345678',
        },
      ],
      {},
    );
    expect(Date.parse(booking.ticketingTimeLimit)).toBeGreaterThan(Date.now());
    expect(await duffel.ticket(booking.bookingRef)).toMatchObject({ status: 'ticketed', tickets: ['1252106312810'] });
    expect(today.violations()).toEqual([]);
  });

  it('offers nothing on a search from another airport', async () => {
    expect(
      await supplier(today).search({ ...request, journeys: [{ origins: ['PVG'], destinations: ['HKG'], date: '2030-01-10' }] }),
    ).toEqual([]);
    expect(
      await supplier(published).search({ ...request, journeys: [{ origins: ['PVG'], destinations: ['HKG'], date: '2030-01-10' }] }),
    ).toHaveLength(1);
  });
});
