// Builds a simulator's raw offers from timetable options: fares per passenger type, fare family
// rules (baggage, penalties, fare basis), seats, time limits and accepted documents.
import { minorDigits } from '@/domain/currency';
import type { CabinClass } from '@/domain/flights/shopping';
import { CABIN_CODES } from '../map-offer';
import type { SimulatorProfile } from './profiles';
import { adultBaseCny, adultTaxesCny, type FareFamily, type TaxesCny } from './pricing';
import type { RawLeg, RawOffer, RawPenalty } from './raw-offer';
import { intOf, unitOf } from './random';
import type { FlightOption, Geography } from './schedule';

const BOOKING_CLASSES: Record<CabinClass, Record<FareFamily, string>> = {
  economy: { basic: 'V', standard: 'M', flex: 'Y' },
  premium_economy: { basic: 'E', standard: 'W', flex: 'W' },
  business: { basic: 'I', standard: 'D', flex: 'C' },
  premium_business: { basic: 'Z', standard: 'J', flex: 'J' },
  first: { basic: 'A', standard: 'A', flex: 'F' },
  premium_first: { basic: 'R', standard: 'P', flex: 'P' },
};

const PERMITS_CN_HK_MO = ['eep', 'hk-macao-travel-permit'];
const PERMITS_CN_TW = ['taiwan-compatriot-permit', 'taiwan-resident-travel-permit'];
const PASSPORTS = ['passport', 'chinese-passport'];
const CHINA_DOMESTIC_DOCS = [
  'idcard',
  'passport',
  'chinese-passport',
  'hk-macao-return-permit',
  'taiwan-compatriot-permit',
  'foreigner-residence-permit',
];

export function decimal(amountInCurrency: number, currency: string): string {
  return amountInCurrency.toFixed(minorDigits(currency));
}

function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

export function countriesOf(options: FlightOption[], geo: Geography): Set<string> {
  return new Set(options.flatMap((o) => o.legs.flatMap((l) => [geo.airport(l.origin)!.country, geo.airport(l.destination)!.country])));
}

/** Which travel documents the fare accepts, from the countries it touches. */
export function documentsFor(countries: Set<string>): string[] {
  if (countries.size === 1 && countries.has('CN')) return CHINA_DOMESTIC_DOCS;
  const docs = [...PASSPORTS];
  if (countries.has('CN') && (countries.has('HK') || countries.has('MO')) && countries.size === 2) docs.push(...PERMITS_CN_HK_MO);
  if (countries.has('CN') && countries.has('TW') && countries.size === 2) docs.push(...PERMITS_CN_TW);
  return docs;
}

function penalties(family: FareFamily, baseFare: number, currency: string): RawPenalty[] {
  const fee = (share: number) => decimal(Math.round(baseFare * share), currency);
  const rule = (type: RawPenalty['type'], allowed: boolean, applies: RawPenalty['applies'], hours: number, amount: string): RawPenalty => ({
    type,
    allowed,
    applies,
    hours,
    amount,
  });
  switch (family) {
    case 'basic':
      return [
        rule('REFUND', false, 'BEFORE_DEPARTURE', 0, '0'),
        rule('REFUND', false, 'AFTER_DEPARTURE', 0, '0'),
        rule('CHANGE', true, 'BEFORE_DEPARTURE', 24, fee(0.3)),
        rule('CHANGE', false, 'AFTER_DEPARTURE', 0, '0'),
        rule('NOSHOW', false, 'AFTER_DEPARTURE', 0, '0'),
        rule('VOID', true, 'BEFORE_DEPARTURE', 2, '0'),
      ];
    case 'standard':
      return [
        rule('REFUND', true, 'BEFORE_DEPARTURE', 4, fee(0.2)),
        rule('REFUND', true, 'AFTER_DEPARTURE', 0, fee(0.35)),
        rule('CHANGE', true, 'BEFORE_DEPARTURE', 4, fee(0.1)),
        rule('CHANGE', true, 'AFTER_DEPARTURE', 0, fee(0.2)),
        rule('NOSHOW', true, 'AFTER_DEPARTURE', 0, fee(0.15)),
        rule('VOID', true, 'BEFORE_DEPARTURE', 2, '0'),
      ];
    default:
      return [
        rule('REFUND', true, 'BEFORE_DEPARTURE', 0, fee(0.05)),
        rule('REFUND', true, 'AFTER_DEPARTURE', 0, fee(0.1)),
        rule('CHANGE', true, 'BEFORE_DEPARTURE', 0, '0'),
        rule('CHANGE', true, 'AFTER_DEPARTURE', 0, fee(0.05)),
        rule('NOSHOW', true, 'AFTER_DEPARTURE', 0, fee(0.05)),
        rule('VOID', true, 'BEFORE_DEPARTURE', 2, '0'),
      ];
  }
}

export interface BuildContext {
  profile: SimulatorProfile;
  geo: Geography;
  cabin: CabinClass;
  passengers: { adult: number; child: number; infant: number };
  today: string;
  now: Date;
}

/** One raw offer for a combination of journey options in one fare family. */
export function buildRawOffer(ctx: BuildContext, options: FlightOption[], family: FareFamily): RawOffer {
  const { profile, cabin, passengers, geo } = ctx;
  const knobs = profile.knobs;
  const countries = countriesOf(options, geo);
  const domesticChina = countries.size === 1 && countries.has('CN');
  const roundTripDiscount = options.length > 1 ? 0.92 : 1;
  const firstLeg = options[0]!.legs[0]!;
  const key = options.map((o) => o.legs.map((l) => `${l.flightNumber}.${l.departure}`).join('+')).join('/');
  const adultBase = options.reduce((sum, o) => sum + adultBaseCny(o, cabin, family, ctx.today), 0) * roundTripDiscount * profile.margin;
  const adultTax = options.reduce<TaxesCny>(
    (sum, o) => {
      const t = adultTaxesCny(o, domesticChina, adultBaseCny(o, cabin, family, ctx.today));
      return { airport: sum.airport + t.airport, fuel: sum.fuel + t.fuel, other: sum.other + t.other };
    },
    { airport: 0, fuel: 0, other: 0 },
  );
  const scale = 10 ** minorDigits(profile.currency);
  const inCurrency = (cny: number) => Math.round(cny * profile.cnyRate * scale) / scale;
  /** The taxes line by code in the offer's currency; the total is the sum of the converted codes. */
  const taxLines = (share: number) => {
    const lines = [
      { code: 'CN', cny: adultTax.airport },
      { code: 'YQ', cny: adultTax.fuel },
      { code: 'XT', cny: adultTax.other },
    ]
      .map((l) => ({ code: l.code, amount: inCurrency(l.cny * share) }))
      .filter((l) => l.amount > 0);
    const total = lines.reduce((sum, l) => sum + Math.round(l.amount * scale), 0) / scale;
    return {
      tax: decimal(total, profile.currency),
      taxes: lines.map((l) => ({ code: l.code, amount: decimal(l.amount, profile.currency) })),
    };
  };
  const childShare = domesticChina ? 0.5 : 0.75;
  const paxFares: RawOffer['paxFares'] = [
    { ptc: 'ADT', qty: passengers.adult, base: decimal(inCurrency(adultBase), profile.currency), ...taxLines(1) },
  ];
  if (passengers.child > 0)
    paxFares.push({
      ptc: 'CHD',
      qty: passengers.child,
      base: decimal(inCurrency(adultBase * childShare), profile.currency),
      ...taxLines(domesticChina ? 0.5 : 1),
    });
  if (passengers.infant > 0)
    paxFares.push({
      ptc: 'INF',
      qty: passengers.infant,
      base: decimal(inCurrency(adultBase * 0.1), profile.currency),
      tax: '0',
      taxes: [],
    });
  const withoutBags = family === 'basic' && unitOf(knobs.seed, profile.code, key, 'bags') < knobs.noBaggageRate * 3;
  const bag = withoutBags ? '0PC' : family === 'flex' ? '2PC' : domesticChina ? '20K' : '1PC';
  const rbd = BOOKING_CLASSES[cabin][family];
  const withFareBasis = unitOf(knobs.seed, profile.code, key, 'fbc') >= knobs.noFareBasisRate;
  const created = ctx.now.getTime();
  const departureMs = Date.parse(`${firstLeg.departure}:00Z`);
  const expires = Math.min(created + knobs.offerTtlSeconds * 1000, departureMs);
  const ticketingLimit = Math.min(created + 24 * 3600_000, departureMs - 3 * 3600_000);
  return {
    offerId: `${profile.code}-${hashKey(key, family, cabin)}-${passengers.adult}${passengers.child}${passengers.infant}`,
    plating: firstLeg.carrier,
    cabinCode: CABIN_CODES[cabin],
    journeys: options.map((o) => ({
      journeyMinutes: o.durationMinutes,
      legs: o.legs.map((l): RawLeg => ({
        mkt: l.carrier,
        num: l.flightNumber,
        op: null,
        from: l.origin,
        to: l.destination,
        dep: l.departure,
        arr: l.arrival,
        dur: isoDuration(l.durationMinutes),
        equip: l.aircraft,
        rbd,
      })),
    })),
    currency: profile.currency,
    paxFares,
    fbc: withFareBasis ? `${rbd}${family === 'basic' ? 'LOW' : family === 'flex' ? 'FLX' : 'STD'}${domesticChina ? 'CN' : 'IT'}` : null,
    bag,
    cabinBag: cabin === 'economy' || cabin === 'premium_economy' ? '7K' : '10K',
    penalties: penalties(family, inCurrency(adultBase), profile.currency),
    remarks: family === 'basic' ? 'Non-refundable fare; name changes not permitted.' : null,
    seats: intOf(1, 9, knobs.seed, profile.code, key, family, 'seats'),
    tktl: new Date(Math.max(ticketingLimit, created + 30 * 60_000)).toISOString(),
    exp: new Date(expires).toISOString(),
    docs: documentsFor(countries),
  };
}

function hashKey(...parts: string[]): string {
  // Short, stable and readable enough for logs; collisions only matter within one search.
  return (
    parts
      .join('|')
      .split('')
      .reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7)
      .toString(36) + intOf(0, 1295, ...parts).toString(36)
  );
}
