// Sample flight data for stories and component tests: an airport lookup, a priced solution and
// price-check answers, shaped exactly like the API's.
import type { AirportLookupResult, Airport } from '@/domain/schemas/airports';
import type { Quote, VerificationAnswer } from '@/domain/flights/booking';
import type { Solution } from '@/domain/flights/shopping';

const airport = (
  code: string,
  name: string,
  chineseName: string,
  cityCode: string,
  cityName: string,
  cityChineseName: string,
  country: string,
  underCity = false,
): Airport => ({
  type: 'airport',
  code,
  name,
  chineseName,
  traditionalName: chineseName,
  country,
  timeZone: 'Asia/Shanghai',
  cityCode,
  cityName,
  cityChineseName,
  cityTraditionalName: cityChineseName,
  underCity,
});

export const SAMPLE_AIRPORTS: Airport[] = [
  airport('PVG', 'Shanghai Pudong International Airport', '上海浦东国际机场', 'SHA', 'Shanghai', '上海', 'CN', true),
  airport('SHA', 'Shanghai Hongqiao International Airport', '上海虹桥国际机场', 'SHA', 'Shanghai', '上海', 'CN', true),
  airport('HKG', 'Hong Kong International Airport', '香港国际机场', 'HKG', 'Hong Kong', '香港', 'HK'),
];

export async function sampleLookup(q: string): Promise<AirportLookupResult> {
  const text = q.trim().toLowerCase();
  const airports = SAMPLE_AIRPORTS.filter(
    (a) => !text || a.code.toLowerCase() === text || a.name.toLowerCase().includes(text) || a.chineseName.includes(q),
  );
  const shanghai = airports.filter((a) => a.cityCode === 'SHA');
  return {
    cities: shanghai.length
      ? [{ type: 'city', code: 'SHA', name: 'Shanghai', chineseName: '上海', traditionalName: '上海', country: 'CN', airports: shanghai }]
      : [],
    airports,
  };
}

const segment = (flightNumber: string, origin: string, destination: string, departure: string, arrival: string, minutes: number) => ({
  carrier: flightNumber.slice(0, 2),
  flightNumber,
  operatingCarrier: null,
  origin,
  destination,
  departure,
  arrival,
  durationMinutes: minutes,
  aircraft: 'A321',
  cabin: 'economy' as const,
  bookingClass: 'M',
});

export const SAMPLE_SOLUTION: Solution = {
  id: 'Sdemo.SKYLINK-1',
  itineraryKey: 'CX365@2026-12-01T08:00/CX368@2026-12-08T18:30|economy',
  stops: 0,
  supplier: 'SKYLINK',
  validatingCarrier: 'CX',
  cabin: 'economy',
  journeys: [
    { durationMinutes: 155, segments: [segment('CX365', 'PVG', 'HKG', '2026-12-01T08:00', '2026-12-01T10:35', 155)] },
    { durationMinutes: 150, segments: [segment('CX368', 'HKG', 'PVG', '2026-12-08T18:30', '2026-12-08T21:00', 150)] },
  ],
  priceDetail: {
    productType: 'flight',
    currency: 'CNY',
    total: 584_300,
    priceList: [
      {
        passengerType: 'adult',
        count: 2,
        price: 198_000,
        taxes: 28_500,
        airportTax: 14_000,
        fuelSurcharge: 11_900,
        otherTaxes: 2_600,
        markup: 2_000,
        salePrice: 228_500,
        currency: 'CNY',
      },
      {
        passengerType: 'child',
        count: 1,
        price: 98_800,
        taxes: 28_500,
        airportTax: 14_000,
        fuelSurcharge: 11_900,
        otherTaxes: 2_600,
        markup: 0,
        salePrice: 127_300,
        currency: 'CNY',
      },
    ],
  },
  fareBasis: 'MSTDIT',
  baggage: {
    carryOn: { pieces: 1, weightKg: 7, dimensions: '55x40x20 cm' },
    checked: { pieces: 1, weightKg: 23, dimensions: '158 cm (L+W+H)' },
  },
  cancellation: {
    currency: 'CNY',
    remarks: null,
    rules: [
      { kind: 'refund', allowed: true, when: 'before', hours: 4, fee: 39_600 },
      { kind: 'refund', allowed: true, when: 'after', hours: 0, fee: 69_300 },
      { kind: 'change', allowed: true, when: 'before', hours: 4, fee: 19_800 },
      { kind: 'noShow', allowed: true, when: 'after', hours: 0, fee: 29_700 },
      { kind: 'void', allowed: true, when: 'before', hours: 2, fee: 0 },
    ],
  },
  seatsLeft: 4,
  ticketingTimeLimit: '2026-11-30T12:00:00Z',
  expiresAt: '2026-11-21T12:30:00Z',
  alternatives: [
    { id: 'Sdemo.SKYLINK-1', supplier: 'SKYLINK', total: 584_300, fareBasis: 'MSTDIT', checkedPieces: 1 },
    { id: 'Sdemo.ORIENTNDC-1', supplier: 'ORIENTNDC', total: 596_100, fareBasis: 'MSTDIT', checkedPieces: 1 },
  ],
};

export const SAMPLE_CONNECTION: Solution = {
  ...SAMPLE_SOLUTION,
  id: 'Sdemo.DRAGONFARE-2',
  itineraryKey: 'MU|economy',
  stops: 1,
  supplier: 'DRAGONFARE',
  validatingCarrier: 'MU',
  fareBasis: null,
  journeys: [
    {
      durationMinutes: 1085,
      segments: [
        segment('MU5101', 'PVG', 'PEK', '2026-12-01T21:00', '2026-12-01T23:20', 140),
        segment('MU571', 'PEK', 'LHR', '2026-12-02T01:50', '2026-12-02T06:05', 735),
      ],
    },
  ],
  baggage: { carryOn: { pieces: 1, weightKg: 7, dimensions: null }, checked: { pieces: 0, weightKg: null, dimensions: null } },
  alternatives: [{ id: 'Sdemo.DRAGONFARE-2', supplier: 'DRAGONFARE', total: 584_300, fareBasis: null, checkedPieces: 0 }],
};

export const SAMPLE_QUOTE: Quote = {
  id: 'Qdemo',
  searchId: 'Sdemo',
  offer: SAMPLE_SOLUTION,
  passengers: { adult: 2, child: 1, infant: 0 },
  documentTypes: ['passport', 'chinese-passport', 'eep', 'hk-macao-travel-permit'],
  validUntil: '2026-11-21T12:15:00Z',
};

const base = {
  quote: null,
  originalQuote: null,
  previousTotal: 572_000,
  previousBaggage: SAMPLE_SOLUTION.baggage,
  previousDocumentTypes: SAMPLE_QUOTE.documentTypes,
};

export const SAMPLE_CHECKS: Record<string, VerificationAnswer> = {
  price_changed: { ...base, outcome: 'price_changed', quote: SAMPLE_QUOTE },
  package_changed: {
    ...base,
    outcome: 'package_changed',
    previousTotal: 584_300,
    quote: { ...SAMPLE_QUOTE, offer: { ...SAMPLE_SOLUTION, baggage: SAMPLE_CONNECTION.baggage } },
  },
  unavailable: { ...base, outcome: 'unavailable' },
  document_changed: {
    ...base,
    outcome: 'document_changed',
    quote: { ...SAMPLE_QUOTE, documentTypes: ['passport', 'chinese-passport'] },
    originalQuote: SAMPLE_QUOTE,
  },
  timeout: { ...base, outcome: 'timeout' },
};
