// The Amadeus adapter against a mock built from Amadeus's published API documents: every request it
// sends must pass the document's schema, every published answer is mapped field by field, and each
// provider error becomes our error or a retry.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AmadeusSupplier } from '@/server/flights/suppliers/amadeus/amadeus-supplier';
import { mapAmadeusOffer } from '@/server/flights/suppliers/amadeus/map';
import type { AmadeusFlightOffer } from '@/server/flights/suppliers/amadeus/wire';
import { MemoryBookingStore } from '@/server/flights/suppliers/booking-store';
import { SupplierError, type BookingPassenger, type SupplierSearchRequest } from '@/server/flights/suppliers/types';
import { AMADEUS_TEST_CLIENT, amadeusError, amadeusExample, startAmadeusMock, type AmadeusMock } from './mock-server';

const NOW = new Date('2023-10-01T08:00:00Z');
const EXPIRES = '2023-10-01T08:30:00.000Z';

let mock: AmadeusMock;
let store: MemoryBookingStore;
const supplier = () =>
  new AmadeusSupplier(
    {
      ...AMADEUS_TEST_CLIENT,
      hostname: 'test',
      baseUrl: mock.url,
      timeoutMs: 400,
      policy: { attempts: 3, baseDelayMs: 10, maxDelayMs: 1500 },
    },
    store,
    () => NOW,
  );

beforeAll(async () => {
  mock = await startAmadeusMock();
});
afterAll(async () => {
  await mock.close();
});
afterEach(() => {
  const violations = mock.violations().map((v) => `${v.operation}: ${v.problems.join('; ')}`);
  mock.recorded.length = 0;
  store = new MemoryBookingStore();
  // No request the adapter sent may break Amadeus's schema.
  expect(violations).toEqual([]);
});
store = new MemoryBookingStore();

const oneWay: SupplierSearchRequest = {
  journeys: [{ origins: ['EWR', 'JFK', 'LGA'], destinations: ['MAD'], date: '2023-11-01' }],
  passengers: { adult: 2, child: 1, infant: 1 },
  cabin: 'business',
};

const lastBody = (operation: string) => mock.recorded.filter((r) => r.operation.endsWith(operation)).at(-1)!.body as Record<string, any>;

describe('Flight Offers Search', () => {
  it('asks for the journeys, cabin and passenger types in Amadeus terms', async () => {
    await supplier().search(oneWay);
    const body = lastBody('POST /v2/shopping/flight-offers');
    expect(body.originDestinations).toEqual([
      {
        id: '1',
        originLocationCode: 'EWR',
        alternativeOriginsCodes: ['JFK', 'LGA'],
        destinationLocationCode: 'MAD',
        departureDateTimeRange: { date: '2023-11-01' },
      },
    ]);
    expect(body.travelers).toEqual([
      { id: '1', travelerType: 'ADULT' },
      { id: '2', travelerType: 'ADULT' },
      { id: '3', travelerType: 'CHILD' },
      { id: '4', travelerType: 'HELD_INFANT', associatedAdultId: '1' },
    ]);
    expect(body.sources).toEqual(['GDS']);
    expect(body.searchCriteria.flightFilters.cabinRestrictions).toEqual([
      { cabin: 'BUSINESS', coverage: 'MOST_SEGMENTS', originDestinationIds: ['1'] },
    ]);
    expect(mock.recorded[0]!.headers['x-http-method-override']).toBe('GET');
  });

  it('sends a return and a multi-city search as valid requests, one origin-destination per journey', async () => {
    await supplier().search({
      ...oneWay,
      cabin: 'premium_economy',
      journeys: [
        { origins: ['PEK'], destinations: ['HKG'], date: '2023-11-01' },
        { origins: ['HKG'], destinations: ['PEK'], date: '2023-11-08' },
      ],
    });
    expect(
      lastBody('POST /v2/shopping/flight-offers').originDestinations.map((o: any) => [
        o.originLocationCode,
        o.destinationLocationCode,
        o.departureDateTimeRange.date,
      ]),
    ).toEqual([
      ['PEK', 'HKG', '2023-11-01'],
      ['HKG', 'PEK', '2023-11-08'],
    ]);
    await supplier().search({
      ...oneWay,
      cabin: 'first',
      journeys: [
        { origins: ['PVG'], destinations: ['NRT'], date: '2023-11-01' },
        { origins: ['NRT'], destinations: ['SIN'], date: '2023-11-04' },
        { origins: ['SIN'], destinations: ['PVG'], date: '2023-11-09' },
      ],
    });
    const body = lastBody('POST /v2/shopping/flight-offers');
    expect(body.originDestinations).toHaveLength(3);
    expect(body.searchCriteria.flightFilters.cabinRestrictions[0]).toMatchObject({ cabin: 'FIRST', originDestinationIds: ['1', '2', '3'] });
  });

  it('maps the published answer field by field, in the offer currency', async () => {
    const offers = await supplier().search(oneWay);
    expect(offers).toHaveLength(2);
    const { supplierData, ...first } = offers[0]!;
    expect(first).toEqual({
      supplier: 'AMADEUS',
      ref: '1',
      validatingCarrier: '6X',
      cabin: 'business',
      currency: 'USD',
      journeys: [
        {
          durationMinutes: 550,
          segments: [
            {
              carrier: '6X',
              flightNumber: '6X188',
              operatingCarrier: '6X',
              origin: 'EWR',
              destination: 'LHR',
              departure: '2023-11-01T21:50',
              arrival: '2023-11-02T08:45',
              durationMinutes: 355,
              aircraft: '777',
              cabin: 'business',
              bookingClass: 'J',
            },
            {
              carrier: '6X',
              flightNumber: '6X9931',
              operatingCarrier: '6X',
              origin: 'LHR',
              destination: 'MAD',
              departure: '2023-11-02T10:30',
              arrival: '2023-11-02T13:00',
              durationMinutes: 90,
              aircraft: '320',
              cabin: 'business',
              bookingClass: 'J',
            },
          ],
        },
      ],
      fares: [{ passengerType: 'adult', count: 1, base: 29400, taxes: 4820 }],
      fareBasis: 'J6XQSMIX',
      baggage: { carryOn: { pieces: 0, weightKg: null, dimensions: null }, checked: { pieces: 8, weightKg: null, dimensions: null } },
      cancellation: { currency: 'USD', remarks: null, rules: [] },
      seatsLeft: 9,
      ticketingTimeLimit: '2023-11-01T23:59:00.000Z',
      expiresAt: EXPIRES,
      documentTypes: ['passport', 'chinese-passport', 'idcard'],
    });
    // The provider's whole offer is kept (sent back at price check and booking).
    expect(supplierData).toEqual((amadeusExample('FlightOffersSearch_v2', 'returnAirOffers') as any).data[0]);
    expect(offers[1]!.journeys[0]!.segments.map((s) => s.flightNumber)).toEqual(['6X172', '6X9931']);
  });

  it('prices nothing for booking by PNR (Flight Offers Search cannot be asked for exact flights)', async () => {
    expect(await supplier().search({ ...oneWay, exactSegments: [[]] })).toEqual([]);
    expect(mock.recorded).toHaveLength(0);
  });
});

const priced = () => (amadeusExample('FlightOffersPrice_v1', 'returnQuotation') as any).data.flightOffers[0] as AmadeusFlightOffer;
const searchedFrom = (raw: AmadeusFlightOffer) => mapAmadeusOffer('AMADEUS', raw, EXPIRES);

describe('Flight Offers Price (our price check)', () => {
  it('maps the published priced offer field by field: fares and named taxes per traveller type, mixed cabins, bags', () => {
    const { supplierData: _kept, journeys, ...offer } = searchedFrom(priced());
    expect(offer).toEqual({
      supplier: 'AMADEUS',
      ref: '1',
      validatingCarrier: 'AT',
      cabin: 'business',
      currency: 'USD',
      fares: [
        { passengerType: 'adult', count: 1, base: 152000, taxes: 10549, airportTax: 0, fuelSurcharge: 0 },
        { passengerType: 'child', count: 1, base: 104800, taxes: 10549, airportTax: 0, fuelSurcharge: 0 },
      ],
      fareBasis: 'DA0R0BRA/XL0R0BRA',
      baggage: { carryOn: { pieces: 0, weightKg: null, dimensions: null }, checked: { pieces: 3, weightKg: null, dimensions: null } },
      cancellation: { currency: 'USD', remarks: null, rules: [] },
      seatsLeft: 0,
      ticketingTimeLimit: '2020-03-01T23:59:00.000Z',
      expiresAt: EXPIRES,
      documentTypes: ['passport', 'chinese-passport', 'idcard'],
    });
    expect(
      journeys.map((j) =>
        j.segments.map((s) => `${s.flightNumber} ${s.origin}-${s.destination} ${s.departure} ${s.cabin} ${s.bookingClass}`),
      ),
    ).toEqual([
      ['AT212 GIG-CMN 2020-03-01T23:30 business D', 'AT970 CMN-MAD 2020-03-02T15:45 business D'],
      ['AT971 MAD-CMN 2020-03-05T18:40 economy X', 'AT213 CMN-GIG 2020-03-06T16:40 economy X'],
    ]);
    // No itinerary duration in the priced answer: the segments' own durations are added.
    expect(journeys.map((j) => j.durationMinutes)).toEqual([520 + 115, 110 + 560]);
  });

  it('sends the offer back as Amadeus gave it and answers unchanged when Amadeus confirms it', async () => {
    const answer = await supplier().priceCheck(searchedFrom(priced()), NOW);
    expect(answer.outcome).toBe('unchanged');
    expect(lastBody('POST /v1/shopping/flight-offers/pricing')).toEqual({
      data: { type: 'flight-offers-pricing', flightOffers: [priced()] },
    });
  });

  it('answers price_changed with the confirmed fares when the searched price differs', async () => {
    const stale = priced();
    stale.travelerPricings[0]!.price.base = '1490.00';
    stale.travelerPricings[0]!.price.total = '1595.49';
    const answer = await supplier().priceCheck(searchedFrom(stale), NOW);
    expect(answer.outcome).toBe('price_changed');
    if (answer.outcome !== 'price_changed') return;
    expect(answer.offer.fares[0]).toMatchObject({ base: 152000, taxes: 10549 });
  });

  it('answers package_changed when the bags Amadeus confirms differ', async () => {
    const searched = searchedFrom(priced());
    const answer = await supplier().priceCheck(
      { ...searched, baggage: { ...searched.baggage, checked: { pieces: 1, weightKg: null, dimensions: null } } },
      NOW,
    );
    expect(answer.outcome).toBe('package_changed');
  });

  it('answers unavailable when Amadeus confirms other flights, refuses the offer (400), or the offer expired', async () => {
    const [searched] = await supplier().search(oneWay);
    expect((await supplier().priceCheck(searched!, NOW)).outcome).toBe('unavailable');
    mock.fail({
      operation: 'FlightOffersPrice_v1: POST /v1/shopping/flight-offers/pricing',
      ...amadeusError(400, 4926, 'INVALID DATA RECEIVED'),
    });
    expect((await supplier().priceCheck(searchedFrom(priced()), NOW)).outcome).toBe('unavailable');
    const before = mock.recorded.length;
    expect((await supplier().priceCheck(searchedFrom(priced()), new Date('2023-10-01T09:00:00Z'))).outcome).toBe('unavailable');
    expect(mock.recorded).toHaveLength(before);
  });
});

const passengers: BookingPassenger[] = [
  {
    type: 'adult',
    surname: 'Gonzales',
    givenNames: 'Jorge',
    birthday: '1982-01-16',
    gender: 'male',
    documentType: 'passport',
    documentNumber: 'E12345678',
  },
  {
    type: 'child',
    surname: 'Gonzales',
    givenNames: 'Adriana',
    birthday: '2012-10-11',
    gender: 'female',
    documentType: 'passport',
    documentNumber: 'E87654321',
  },
];

describe('Flight Create Orders and Flight Order Management', () => {
  it('books: travellers matched to the priced traveller ids, the record locator becomes the PNR, the order is kept', async () => {
    const booking = await supplier().book(searchedFrom(priced()), passengers, {
      reference: 'T2311010001',
      contact: { name: 'Jorge', areaCode: '34', phone: '480080076', email: 'jorge@example.com' },
    });
    const body = lastBody('POST /v1/booking/flight-orders');
    expect(body.data.travelers).toEqual([
      {
        id: '1',
        dateOfBirth: '1982-01-16',
        name: { firstName: 'JORGE', lastName: 'GONZALES' },
        gender: 'MALE',
        contact: { emailAddress: 'jorge@example.com', phones: [{ deviceType: 'MOBILE', countryCallingCode: '34', number: '480080076' }] },
        documents: [{ documentType: 'PASSPORT', number: 'E12345678', holder: true }],
      },
      {
        id: '2',
        dateOfBirth: '2012-10-11',
        name: { firstName: 'ADRIANA', lastName: 'GONZALES' },
        gender: 'FEMALE',
        documents: [{ documentType: 'PASSPORT', number: 'E87654321', holder: true }],
      },
    ]);
    expect(body.data.remarks).toEqual({ general: [{ subType: 'GENERAL_MISCELLANEOUS', text: 'TESSERA T2311010001' }] });
    expect(body.data.flightOffers).toEqual([priced()]);
    expect(booking).toMatchObject({
      bookingRef: 'MlpZVkFMfFdBVFNPTnwyMDE1LTExLTAy',
      pnr: '2ZYVAL',
      status: 'booked',
      tickets: [],
      ticketingTimeLimit: '2020-03-01T23:59:00.000Z',
    });
    expect((await store.get('AMADEUS', booking.bookingRef))?.supplierData).toEqual(
      (amadeusExample('FlightCreateOrders_v1', 'returnFlightOrders') as any).data,
    );
  });

  it('retrieves and cancels the order; tickets typed in from the consolidator are kept', async () => {
    const amadeus = supplier();
    const booking = await amadeus.book(searchedFrom(priced()), passengers);
    expect((await amadeus.retrieve(booking.bookingRef))?.status).toBe('booked');
    await amadeus.recordManualTickets(booking.bookingRef, ['147-1234567890', '147-1234567891']);
    expect((await amadeus.ticket(booking.bookingRef)).tickets).toEqual(['147-1234567890', '147-1234567891']);
    expect((await amadeus.void(booking.bookingRef)).status).toBe('voided');
    expect(mock.recorded.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/v1/booking/flight-orders/${booking.bookingRef}`,
    ]);
    expect(amadeus.manualTicketing).toBe(true);
  });

  it('quotes a refund from the fare rules kept with the booking', async () => {
    const amadeus = supplier();
    const booking = await amadeus.book(searchedFrom(priced()), passengers);
    // No refund rule from Amadeus: only the taxes come back.
    expect(await amadeus.refundQuote(booking.bookingRef)).toEqual({ refundable: 21098, fee: 0, currency: 'USD' });
  });
});

describe('provider errors', () => {
  const search = 'FlightOffersSearch_v2: POST /v2/shopping/flight-offers';

  it('a 400 with Amadeus codes is a refusal of ours naming them, not retried', async () => {
    mock.fail({ operation: search, ...amadeusError(400, 425, 'INVALID DATE', 'Date/Time is in the past') });
    const error = await supplier()
      .search(oneWay)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as SupplierError).reason).toBe('failed');
    expect((error as SupplierError).message).toContain('[425]');
    expect(mock.recorded.filter((r) => r.operation === search)).toHaveLength(1);
  });

  it('an expired token (401) is fetched again and the call goes through', async () => {
    const amadeus = supplier();
    await amadeus.search(oneWay);
    const tokens = mock.tokensIssued();
    mock.expireTokens();
    expect(await amadeus.search(oneWay)).toHaveLength(2);
    expect(mock.tokensIssued()).toBe(tokens + 1);
  });

  it('a 429 waits what Retry-After says, then retries', async () => {
    mock.fail({ operation: search, ...amadeusError(429, 38194, 'Too many requests'), headers: { 'retry-after': '1' } });
    const started = Date.now();
    expect(await supplier().search(oneWay)).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(mock.recorded.filter((r) => r.operation === search).map((r) => r.status)).toEqual([429, 200]);
  });

  it('a 500 is retried; three in a row fail the call', async () => {
    mock.fail({ operation: search, ...amadeusError(500, 38189, 'Internal error') });
    expect(await supplier().search(oneWay)).toHaveLength(2);
    mock.fail(...Array.from({ length: 3 }, () => ({ operation: search, ...amadeusError(500, 38189, 'Internal error') })));
    const error = await supplier()
      .search(oneWay)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'failed' });
    expect((error as Error).message).toContain('(500) [38189]');
  });

  it('no answer in time is retried, then a time-out of ours', async () => {
    mock.fail({ operation: search, hang: true });
    expect(await supplier().search(oneWay)).toHaveLength(2);
    mock.fail(...Array.from({ length: 3 }, () => ({ operation: search, hang: true })));
    expect(
      await supplier()
        .search(oneWay)
        .catch((e: unknown) => e),
    ).toMatchObject({ reason: 'timeout' });
  });

  it('an answer that is not JSON is retried', async () => {
    mock.fail({ operation: search, malformed: true });
    expect(await supplier().search(oneWay)).toHaveLength(2);
    expect(mock.recorded.filter((r) => r.operation === search)).toHaveLength(2);
  });

  it('a booking is not repeated after a 500 (Amadeus takes no idempotency key), only after a 429', async () => {
    const book = 'FlightCreateOrders_v1: POST /v1/booking/flight-orders';
    mock.fail({ operation: book, ...amadeusError(500, 38189, 'Internal error') });
    expect(
      await supplier()
        .book(searchedFrom(priced()), passengers)
        .catch((e: unknown) => e),
    ).toMatchObject({ reason: 'failed' });
    expect(mock.recorded.filter((r) => r.operation === book)).toHaveLength(1);
    mock.fail({ operation: book, ...amadeusError(429, 38194, 'Too many requests'), headers: { 'retry-after': '0' } });
    expect((await supplier().book(searchedFrom(priced()), passengers)).pnr).toBe('2ZYVAL');
  });

  it('a request Amadeus would refuse fails here too (the mock validates against the schema)', async () => {
    // Not through the adapter: a raw request with a cabin Amadeus does not know.
    const token = (await fetch(`${mock.url}/v1/security/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: AMADEUS_TEST_CLIENT.clientId,
        client_secret: AMADEUS_TEST_CLIENT.clientSecret,
      }),
    }).then((r) => r.json())) as { access_token: string };
    const answer = await fetch(`${mock.url}/v2/shopping/flight-offers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/vnd.amadeus+json',
        'x-http-method-override': 'GET',
      },
      body: JSON.stringify({
        originDestinations: [
          { id: '1', originLocationCode: 'PEK', destinationLocationCode: 'HKG', departureDateTimeRange: { date: '2023-11-01' } },
        ],
        travelers: [{ id: '1', travelerType: 'ADULT' }],
        sources: ['GDS'],
        searchCriteria: { flightFilters: { cabinRestrictions: [{ cabin: 'PREMIUM_BUSINESS' }] } },
      }),
    });
    expect(answer.status).toBe(400);
    expect(mock.violations()).toHaveLength(1);
    mock.recorded.length = 0;
  });
});
