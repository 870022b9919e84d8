// The three simulated suppliers and their knobs. Knobs can be changed without code: a JSON file named
// by FLIGHT_SUPPLIERS_CONFIG ({"SKYLINK": {"failureRate": 0}, "*": {"latencyMs": [0, 50]}}), and
// FLIGHT_SIM_SEED for the seed. Tests pass knobs directly.
import { readFileSync } from 'node:fs';
import type { FareFamily } from './pricing';

export interface SimulatorKnobs {
  enabled: boolean;
  seed: string;
  /** Search answer time, milliseconds [min, max]. */
  latencyMs: [number, number];
  /** Price check and booking answer time. */
  checkLatencyMs: [number, number];
  failureRate: number;
  /** How long an offer stays bookable after the search. */
  offerTtlSeconds: number;
  priceChangeRate: number;
  packageChangeRate: number;
  unavailableRate: number;
  documentChangeRate: number;
  /** Price checks that hang (the caller's timeout answers "timed out"). */
  checkTimeoutRate: number;
  noFareBasisRate: number;
  noBaggageRate: number;
  /** Ticketing answer time and the share of bookings whose ticketing the supplier refuses. */
  ticketLatencyMs: [number, number];
  ticketFailureRate: number;
  /** Manual mode: tickets are issued by platform staff by hand (the ticketing job leaves them). */
  manualTicketing: boolean;
}

export interface SimulatorProfile {
  code: string;
  name: string;
  currency: string;
  /** Units of the supplier's currency per 1 CNY (its own booking rate). */
  cnyRate: number;
  /** Price level against the market (0.96 = 4 % cheaper). */
  margin: number;
  /** Carriers this supplier has content for; empty = all. */
  carriers: string[];
  families: FareFamily[];
  knobs: SimulatorKnobs;
}

const base = (overrides: Partial<SimulatorKnobs>): SimulatorKnobs => ({
  enabled: true,
  seed: 'tessera',
  latencyMs: [300, 1200],
  checkLatencyMs: [150, 600],
  failureRate: 0.03,
  offerTtlSeconds: 30 * 60,
  priceChangeRate: 0.12,
  packageChangeRate: 0.04,
  unavailableRate: 0.04,
  documentChangeRate: 0.03,
  checkTimeoutRate: 0.02,
  noFareBasisRate: 0,
  noBaggageRate: 0.15,
  ticketLatencyMs: [200, 800],
  ticketFailureRate: 0.03,
  manualTicketing: false,
  ...overrides,
});

export const DEFAULT_PROFILES: SimulatorProfile[] = [
  {
    code: 'SKYLINK',
    name: 'SkyLink GDS (simulator)',
    currency: 'USD',
    cnyRate: 0.1387,
    margin: 1,
    carriers: [],
    families: ['basic', 'standard', 'flex'],
    knobs: base({}),
  },
  {
    code: 'DRAGONFARE',
    name: 'DragonFare consolidator (simulator)',
    currency: 'CNY',
    cnyRate: 1,
    margin: 0.96,
    carriers: ['CA', 'MU', 'CZ', 'HU', '3U', 'ZH', 'MF', 'FM', 'SC', 'HO', '9C', 'CX', 'HX', 'NX', 'CI', 'BR'],
    families: ['basic', 'standard'],
    knobs: base({
      latencyMs: [150, 700],
      failureRate: 0.02,
      offerTtlSeconds: 20 * 60,
      priceChangeRate: 0.2,
      noFareBasisRate: 0.35,
      noBaggageRate: 0.25,
    }),
  },
  {
    code: 'ORIENTNDC',
    name: 'Orient NDC (simulator)',
    currency: 'HKD',
    cnyRate: 1.079,
    margin: 1.02,
    carriers: [
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
    ],
    families: ['standard', 'flex'],
    knobs: base({
      latencyMs: [500, 2200],
      failureRate: 0.06,
      offerTtlSeconds: 15 * 60,
      priceChangeRate: 0.08,
      noFareBasisRate: 0.1,
      noBaggageRate: 0.1,
    }),
  },
];

export type KnobOverrides = Record<string, Partial<SimulatorKnobs>>;

/** Profiles with overrides applied: "*" first, then each supplier's own. */
export function profilesWith(overrides: KnobOverrides = {}, seed?: string): SimulatorProfile[] {
  return DEFAULT_PROFILES.map((profile) => ({
    ...profile,
    knobs: { ...profile.knobs, ...(seed ? { seed } : {}), ...overrides['*'], ...overrides[profile.code] },
  }));
}

/** Knob overrides from the environment (FLIGHT_SUPPLIERS_CONFIG file, FLIGHT_SIM_SEED). */
export function profilesFromEnv(env: NodeJS.ProcessEnv = process.env): SimulatorProfile[] {
  const file = env.FLIGHT_SUPPLIERS_CONFIG;
  const overrides = file ? (JSON.parse(readFileSync(file, 'utf8')) as KnobOverrides) : {};
  return profilesWith(overrides, env.FLIGHT_SIM_SEED);
}
