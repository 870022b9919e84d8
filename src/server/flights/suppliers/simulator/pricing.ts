// Simulated fares: a believable price from distance, cabin, fare family, days before departure and
// time of day, in CNY "world" terms; each simulator then quotes it in its own currency and margin.
import type { CabinClass } from '@/domain/flights/shopping';
import type { FlightOption } from './schedule';
import { unitOf } from './random';

export const FARE_FAMILIES = ['basic', 'standard', 'flex'] as const;
export type FareFamily = (typeof FARE_FAMILIES)[number];

const CABIN_FACTOR: Record<CabinClass, number> = {
  economy: 1,
  premium_economy: 1.6,
  premium_business: 3,
  business: 3.6,
  first: 6,
  premium_first: 8,
};
const FAMILY_FACTOR: Record<FareFamily, number> = { basic: 0.85, standard: 1, flex: 1.35 };

/** Piecewise rate per kilometre: short hops cost more per kilometre than long hauls. */
function distanceFare(km: number): number {
  const bands: Array<[number, number]> = [
    [1000, 0.85],
    [3000, 0.6],
    [8000, 0.42],
    [Infinity, 0.36],
  ];
  let rest = km;
  let fare = 280;
  let previous = 0;
  for (const [limit, rate] of bands) {
    const span = Math.min(rest, limit - previous);
    fare += span * rate;
    rest -= span;
    previous = limit;
    if (rest <= 0) break;
  }
  return fare;
}

function advanceFactor(daysBefore: number): number {
  if (daysBefore < 3) return 1.6;
  if (daysBefore < 7) return 1.35;
  if (daysBefore < 14) return 1.15;
  if (daysBefore < 30) return 1;
  return 0.9;
}

function hourFactor(departure: string): number {
  const hour = Number(departure.slice(11, 13));
  return (hour >= 7 && hour < 10) || (hour >= 17 && hour < 20) ? 1.08 : hour < 7 || hour >= 21 ? 0.92 : 1;
}

/** Adult base fare of one flight option, CNY yuan (whole), before the simulator's own margin. */
export function adultBaseCny(option: FlightOption, cabin: CabinClass, family: FareFamily, today: string): number {
  const first = option.legs[0]!;
  const daysBefore = Math.max(
    0,
    Math.round((Date.parse(`${first.departure.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000),
  );
  const noise = 0.9 + unitOf(first.flightNumber, first.departure, cabin, 'fare') * 0.2;
  const stops = option.legs.length > 1 ? 0.86 : 1;
  const fare =
    distanceFare(option.distanceKm) *
    CABIN_FACTOR[cabin] *
    FAMILY_FACTOR[family] *
    advanceFactor(daysBefore) *
    hourFactor(first.departure) *
    stops *
    noise;
  return Math.max(100, Math.round(fare / 10) * 10);
}

/** Taxes per adult by kind, CNY yuan. */
export interface TaxesCny {
  airport: number;
  fuel: number;
  other: number;
}

/**
 * Taxes per adult, CNY yuan: mainland flights pay an airport construction fee and a fuel surcharge per
 * leg; international ones per-leg airport taxes, a fuel surcharge that grows with the fare, and other
 * per-leg charges (security, passenger service).
 */
export function adultTaxesCny(option: FlightOption, domesticChina: boolean, base: number): TaxesCny {
  const legs = option.legs.length;
  if (domesticChina) return { airport: legs * 50, fuel: legs * 30, other: 0 };
  return { airport: legs * 70, fuel: Math.round(base * 0.06), other: legs * 50 };
}
