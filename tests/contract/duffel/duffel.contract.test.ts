// The Duffel adapter against a mock built from what the official SDK publishes: every request body
// is checked against schemas generated from @duffel/api's types, the SDK's published example
// objects are mapped field by field, and Duffel's error answers become our errors or retries.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBookingStore } from '@/server/flights/suppliers/booking-store';
import { DuffelSupplier } from '@/server/flights/suppliers/duffel/duffel-supplier';
import { SupplierError, type BookingPassenger, type SupplierSearchRequest } from '@/server/flights/suppliers/types';
import { DUFFEL_TEST_TOKEN, duffelError, duffelFixtures, startDuffelMock, type DuffelMock } from './mock-server';

const NOW = new Date('2020-01-17T10:20:00Z');
let mock: DuffelMock;
let store = new MemoryBookingStore();
const duffel = () =>
  new DuffelSupplier(
    { accessToken: DUFFEL_TEST_TOKEN, baseUrl: mock.url, timeoutMs: 400, policy: { attempts: 3, baseDelayMs: 10, maxDelayMs: 1500 } },
    store,
    () => NOW,
  );

beforeAll(async () => {
  mock = await startDuffelMock();
});
afterAll(async () => {
  await mock.close();
});
afterEach(() => {
  const violations = mock.violations().map((v) => `${v.operation}: ${v.problems.join('; ')}`);
  mock.recorded.length = 0;
  mock.paid.clear();
  mock.confirmedChanges.clear();
  mock.answeredChanges.clear();
  store = new MemoryBookingStore();
  // No request the adapter sent may break Duffel's request types.
  expect(violations).toEqual([]);
});

const request: SupplierSearchRequest = {
  journeys: [{ origins: ['LHR', 'LGW'], destinations: ['JFK'], date: '2020-04-24' }],
  passengers: { adult: 1, child: 1, infant: 1 },
  cabin: 'premium_business',
};
const bodyOf = (operation: string) =>
  (mock.recorded.filter((r) => r.operation === operation).at(-1)!.body as { data: Record<string, unknown> }).data;
const passengers: BookingPassenger[] = [
  {
    type: 'adult',
    surname: 'Danvers',
    givenNames: 'Carol',
    birthday: '1987-07-24',
    gender: 'female',
    documentType: 'passport',
    documentNumber: 'E12345678',
  },
];
const contact = { name: 'Carol', areaCode: '44', phone: '2080160509', email: 'carol@example.com' };

describe('offer requests and offers', () => {
  it('asks for slices, passengers (adults by type, others by age) and the cabin', async () => {
    await duffel().search(request);
    expect(bodyOf('create offer request')).toEqual({
      slices: [{ origin: 'LHR', destination: 'JFK', departure_date: '2020-04-24', departure_time: null, arrival_time: null }],
      passengers: [{ type: 'adult' }, { age: 10 }, { age: 1 }],
      cabin_class: 'business',
    });
    expect(mock.recorded[0]!.path).toBe('/air/offer_requests/');
  });

  it('maps the published offer field by field, in its currency', async () => {
    const [offer] = await duffel().search(request);
    const { supplierData, ...mapped } = offer!;
    expect(mapped).toEqual({
      supplier: 'DUFFEL',
      ref: 'off_00009htYpSCXrwaB9DnUm0',
      validatingCarrier: 'BA',
      cabin: 'economy',
      currency: 'GBP',
      journeys: [
        {
          durationMinutes: 146,
          segments: [
            {
              carrier: 'BA',
              flightNumber: 'BA1234',
              operatingCarrier: 'BA',
              origin: 'LHR',
              destination: 'LHR',
              departure: '2020-06-13T16:38',
              arrival: '2020-06-13T16:38',
              durationMinutes: 146,
              aircraft: '380',
              cabin: 'economy',
              bookingClass: '',
            },
          ],
        },
      ],
      // Duffel prices the offer as a whole: base 30.20, total 45.00 (taxes are what it charges above the base).
      fares: [{ passengerType: 'adult', count: 1, base: 3020, taxes: 1480 }],
      fareBasis: 'KLWC10A',
      baggage: { carryOn: { pieces: 0, weightKg: null, dimensions: null }, checked: { pieces: 1, weightKg: null, dimensions: null } },
      cancellation: {
        currency: 'GBP',
        remarks: null,
        rules: [
          { kind: 'refund', allowed: true, when: 'before', hours: 0, fee: 10000 },
          { kind: 'change', allowed: true, when: 'before', hours: 0, fee: 10000 },
        ],
      },
      seatsLeft: 9,
      ticketingTimeLimit: '2020-01-17T10:42:14.545Z',
      expiresAt: '2020-01-17T10:42:14.545Z',
      documentTypes: ['passport', 'chinese-passport', 'idcard'],
    });
    expect(supplierData).toEqual(duffelFixtures().offer);
  });

  it('prices by reading the single offer: unchanged, price_changed, unavailable when gone or expired', async () => {
    const supplier = duffel();
    const [offer] = await supplier.search(request);
    expect((await supplier.priceCheck(offer!, NOW)).outcome).toBe('unchanged');
    expect(mock.recorded.at(-1)!.path).toBe('/air/offers/off_00009htYpSCXrwaB9DnUm0');
    const cheaper = { ...offer!, fares: offer!.fares.map((f) => ({ ...f, base: f.base - 100 })) };
    expect((await supplier.priceCheck(cheaper, NOW)).outcome).toBe('price_changed');
    expect((await supplier.priceCheck({ ...offer!, ref: 'off_gone' }, NOW)).outcome).toBe('unavailable');
    expect((await supplier.priceCheck(offer!, new Date('2020-01-17T11:00:00Z'))).outcome).toBe('unavailable');
  });
});

describe('orders, payments, cancellations, changes', () => {
  it('holds the order when the offer lets us pay later, pays it when ticketing, and reads the tickets; a second ticketing pays nothing', async () => {
    const supplier = duffel();
    const [offer] = await supplier.search(request);
    const booking = await supplier.book(offer!, passengers, { reference: 'T2001170001', contact });
    expect(bodyOf('create order')).toEqual({
      selected_offers: ['off_00009htYpSCXrwaB9DnUm0'],
      passengers: [
        {
          id: 'pas_00009hj8USM7Ncg31cBCL',
          given_name: 'Carol',
          family_name: 'Danvers',
          born_on: '1987-07-24',
          gender: 'f',
          title: 'ms',
          email: 'carol@example.com',
          phone_number: '+442080160509',
        },
      ],
      type: 'pay_later',
      metadata: { tessera_reference: 'T2001170001' },
    });
    expect(booking).toMatchObject({
      bookingRef: 'ord_0000A6GioOO1UDbjb7nIi8',
      pnr: 'ZVNHEX',
      status: 'booked',
      tickets: [],
      ticketingTimeLimit: '2021-04-16T23:59:00.000Z',
    });
    const ticketed = await supplier.ticket(booking.bookingRef);
    expect(bodyOf('create payment')).toEqual({
      order_id: 'ord_0000A6GioOO1UDbjb7nIi8',
      payment: { type: 'balance', amount: '87.90', currency: 'GBP' },
    });
    expect(ticketed).toMatchObject({ status: 'ticketed', tickets: ['1252106312810'] });
    await supplier.ticket(booking.bookingRef);
    expect(mock.recorded.filter((r) => r.operation === 'create payment')).toHaveLength(1);
  });

  it('books and pays at once when the offer requires instant payment', async () => {
    const supplier = duffel();
    const [offer] = await supplier.search(request);
    const raw = structuredClone(offer!.supplierData) as { payment_requirements: { requires_instant_payment: boolean } };
    raw.payment_requirements.requires_instant_payment = true;
    const booking = await supplier.book({ ...offer!, supplierData: raw }, passengers, { contact });
    expect(bodyOf('create order')).toMatchObject({ type: 'instant', payments: [{ type: 'balance', amount: '45.00', currency: 'GBP' }] });
    // The SDK's example order carries its tickets and a cancellation date: mapped as it says, voided.
    expect(booking).toMatchObject({
      bookingRef: 'ord_00009hthhsUZ8W4LxQgkjo',
      pnr: 'RZPNX8',
      status: 'voided',
      tickets: ['1252106312810'],
    });
  });

  it('quotes a refund from an order cancellation and confirms that one; refunding again calls nothing', async () => {
    const supplier = duffel();
    const [offer] = await supplier.search(request);
    const booking = await supplier.book(offer!, passengers, { contact });
    expect(await supplier.refundQuote(booking.bookingRef)).toEqual({ refundable: 9080, fee: 0, currency: 'GBP' });
    expect(bodyOf('create order cancellation')).toEqual({ order_id: 'ord_0000A6GioOO1UDbjb7nIi8' });
    expect(await supplier.refund(booking.bookingRef)).toEqual({ refundable: 9080, fee: 0, currency: 'GBP' });
    expect(mock.recorded.filter((r) => r.operation === 'create order cancellation')).toHaveLength(1);
    expect(mock.recorded.filter((r) => r.operation === 'confirm order cancellation').map((r) => r.path)).toEqual([
      '/air/order_cancellations/ore_00009qzZWzjDipIkqpaUAj/actions/confirm',
    ]);
    await supplier.refund(booking.bookingRef);
    expect(mock.recorded.filter((r) => r.operation === 'confirm order cancellation')).toHaveLength(1);
    expect((await store.get('DUFFEL', booking.bookingRef))?.status).toBe('cancelled');
  });

  it('searches changes with an order change request and quotes Duffel figures', async () => {
    const supplier = duffel();
    const [offer] = await supplier.search(request);
    const booking = await supplier.book(offer!, passengers, { contact });
    const options = await supplier.changeSearch(booking.bookingRef, [{ origins: ['LHR'], destinations: ['JFK'], date: '2020-04-30' }]);
    expect(bodyOf('create order change request')).toEqual({
      order_id: 'ord_0000A6GioOO1UDbjb7nIi8',
      slices: {
        remove: [{ slice_id: duffelFixtures().onHoldOrders[0].slices[0].id }],
        add: [{ origin: 'LHR', destination: 'JFK', departure_date: '2020-04-30', cabin_class: 'economy' }],
      },
    });
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({
      ref: 'oco_0000A3vUda8dKRtUSQPSXw',
      currency: 'GBP',
      expiresAt: '2020-01-17T10:42:14.545Z',
      fares: [{ passengerType: 'adult', count: 1, base: 2070, taxes: 1480 }],
    });
    expect(await supplier.changeQuote(booking.bookingRef, options[0]!)).toEqual({
      fareDifference: 1970,
      taxDifference: 0,
      fee: 1050,
      currency: 'GBP',
    });
  });
});

describe('changes applied at Duffel', () => {
  async function changeOption() {
    const supplier = duffel();
    const [offer] = await supplier.search(request);
    const booking = await supplier.book(offer!, passengers, { contact });
    const [option] = await supplier.changeSearch(booking.bookingRef, [{ origins: ['LHR'], destinations: ['JFK'], date: '2020-04-30' }]);
    return { supplier, booking, option: option! };
  }

  it('creates the order change for the chosen offer and confirms it paying the change total from the balance', async () => {
    const { supplier, booking, option } = await changeOption();
    const after = await supplier.applyChange(booking.bookingRef, option);
    expect(bodyOf('create order change')).toEqual({ selected_order_change_offer: 'oco_0000A3vUda8dKRtUSQPSXw' });
    expect(
      mock.recorded.filter((r) => r.operation === 'confirm order change').map((r) => [r.path, (r.body as { data: unknown }).data]),
    ).toEqual([
      ['/air/order_changes/ocr_0000A3tQSmKyqOrcySrGbo/actions/confirm', { payment: { type: 'balance', amount: '90.80', currency: 'GBP' } }],
    ]);
    expect(after.bookingRef).toBe(booking.bookingRef);
  });

  it('after a confirmation whose answer was lost, a second run reads the change and does not confirm it again', async () => {
    const { supplier, booking, option } = await changeOption();
    // Duffel carries the confirmation out, but its answer never arrives.
    mock.fail({ operation: 'confirm order change', hang: true });
    expect(await supplier.applyChange(booking.bookingRef, option).catch((e: unknown) => e)).toMatchObject({ reason: 'timeout' });
    await supplier.applyChange(booking.bookingRef, option);
    expect(mock.recorded.filter((r) => r.operation === 'create order change')).toHaveLength(1);
    expect(mock.recorded.filter((r) => r.operation === 'confirm order change')).toHaveLength(1);
    expect(mock.recorded.filter((r) => r.operation === 'get order change').map((r) => r.path)).toEqual([
      '/air/order_changes/ocr_0000A3tQSmKyqOrcySrGbo',
    ]);
  });
});

describe('airline-initiated changes', () => {
  const ORDER = 'ord_00009hthhsUZ8W4LxQgkjo';
  const CHANGE = 'aic_00001876aqC8c5umZmrRds';

  it("lists the order's changes with the flights the airline put in place", async () => {
    expect(await duffel().airlineChanges(ORDER)).toEqual([
      {
        id: CHANGE,
        bookingRef: ORDER,
        actionTaken: null,
        detectedAt: '2023-02-08T12:42:31.038Z',
        journeys: [
          {
            durationMinutes: 135,
            segments: [
              {
                carrier: 'BA',
                flightNumber: 'BA0474',
                operatingCarrier: 'BA',
                origin: 'LHR',
                destination: 'BCN',
                departure: '2023-03-28T11:00',
                arrival: '2023-03-28T14:15',
                durationMinutes: 135,
                aircraft: '32N',
                cabin: 'economy',
                bookingClass: '',
              },
            ],
          },
        ],
      },
    ]);
    expect(mock.recorded.at(-1)).toMatchObject({ path: '/air/airline_initiated_changes', status: 200 });
    expect(await duffel().airlineChanges('ord_other')).toEqual([]);
  });

  it('accepts a change once: answering again reads it and calls nothing more', async () => {
    expect(await duffel().answerAirlineChange(ORDER, CHANGE, 'accepted')).toMatchObject({ id: CHANGE, actionTaken: 'accepted' });
    expect(await duffel().answerAirlineChange(ORDER, CHANGE, 'accepted')).toMatchObject({ actionTaken: 'accepted' });
    expect(mock.recorded.filter((r) => r.operation === 'accept airline-initiated change').map((r) => r.path)).toEqual([
      `/air/airline_initiated_changes/${CHANGE}/actions/accept`,
    ]);
  });

  it('tells Duffel the order is cancelled with the update action; an unknown change is no booking of ours', async () => {
    expect(await duffel().answerAirlineChange(ORDER, CHANGE, 'cancelled')).toMatchObject({ actionTaken: 'cancelled' });
    expect(bodyOf('update airline-initiated change')).toEqual({ action_taken: 'cancelled' });
    expect(
      await duffel()
        .answerAirlineChange(ORDER, 'aic_unknown', 'accepted')
        .catch((e: unknown) => e),
    ).toMatchObject({ reason: 'unknown_booking' });
  });
});

describe('provider errors', () => {
  it('a 422 validation error is a refusal naming Duffel codes, not retried', async () => {
    mock.fail({
      operation: 'create offer request',
      ...duffelError(422, 'validation_error', 'invalid_date', 'Departure date is in the past'),
    });
    const error = await duffel()
      .search(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as Error).message).toContain('[invalid_date]');
    expect(mock.recorded).toHaveLength(1);
  });

  it('a 401 (revoked token) is a failure of ours, not retried', async () => {
    const bad = new DuffelSupplier({ accessToken: 'revoked', baseUrl: mock.url, timeoutMs: 400 }, store, () => NOW);
    const error = await bad.search(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'failed' });
    expect((error as Error).message).toContain('auth (401) [unauthorized]');
  });

  it('a 429 waits for ratelimit-reset, then retries', async () => {
    mock.fail({
      operation: 'create offer request',
      ...duffelError(429, 'rate_limit_error', 'rate_limit_exceeded', 'Too many requests', {
        'ratelimit-limit': '60',
        'ratelimit-remaining': '0',
        'ratelimit-reset': new Date(Date.now() + 2000).toUTCString(),
      }),
    });
    const started = Date.now();
    expect(await duffel().search(request)).toHaveLength(1);
    // The reset date has whole seconds: between one and two seconds from now.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(mock.recorded.map((r) => r.status)).toEqual([429, 201]);
  });

  it('503 is retried; 500 is not (Duffel: the request may have been carried out)', async () => {
    mock.fail({ operation: 'create offer request', ...duffelError(503, 'api_error', 'service_unavailable', 'Service unavailable') });
    expect(await duffel().search(request)).toHaveLength(1);
    mock.recorded.length = 0;
    mock.fail({ operation: 'create offer request', ...duffelError(500, 'api_error', 'internal_server_error', 'Internal server error') });
    expect(
      await duffel()
        .search(request)
        .catch((e: unknown) => e),
    ).toMatchObject({ reason: 'failed' });
    expect(mock.recorded).toHaveLength(1);
  });

  it('no answer in time is a time-out of ours after the retries; broken JSON is retried', async () => {
    mock.fail(...Array.from({ length: 3 }, () => ({ operation: 'create offer request', hang: true })));
    expect(
      await duffel()
        .search(request)
        .catch((e: unknown) => e),
    ).toMatchObject({ reason: 'timeout' });
    mock.recorded.length = 0;
    mock.fail({ operation: 'create offer request', malformed: true });
    expect(await duffel().search(request)).toHaveLength(1);
    expect(mock.recorded).toHaveLength(2);
  });

  it('a booking is not repeated after a 500 or a time-out', async () => {
    const supplier = duffel();
    const [offer] = await supplier.search(request);
    mock.fail({ operation: 'create order', ...duffelError(500, 'api_error', 'internal_server_error', 'Internal server error') });
    expect(await supplier.book(offer!, passengers, { contact }).catch((e: unknown) => e)).toMatchObject({ reason: 'failed' });
    mock.fail({ operation: 'create order', hang: true });
    expect(await supplier.book(offer!, passengers, { contact }).catch((e: unknown) => e)).toMatchObject({ reason: 'timeout' });
    expect(mock.recorded.filter((r) => r.operation === 'create order')).toHaveLength(2);
  });
});
