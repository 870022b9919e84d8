// The simulated rail supplier's knobs, beside the flight simulators'. Changed without code through a
// JSON file named by TRAIN_SUPPLIER_CONFIG ({"latencyMs": [0, 50], "soldOutAtBookingRate": 0.1}) and
// TRAIN_SIM_SEED; tests pass knobs directly.
import { readFileSync } from 'node:fs';

export interface RailKnobs {
  seed: string;
  /** Search answer time per leg, milliseconds [min, max]. */
  latencyMs: [number, number];
  /** Booking (prebook) answer time. */
  bookLatencyMs: [number, number];
  /** Share of searches the supplier fails to answer. */
  failureRate: number;
  /** Share of bookings refused because the last seats sold meanwhile (the search still showed them). */
  soldOutAtBookingRate: number;
  /** Ticketing answer time and the share of bookings whose ticketing the supplier refuses. */
  ticketLatencyMs: [number, number];
  ticketFailureRate: number;
  /** Share of a day's scheduled trains that run (the others are not offered that day). */
  runRate: number;
  /** How long held seats wait for payment. */
  holdMinutes: number;
}

export const DEFAULT_RAIL_KNOBS: RailKnobs = {
  seed: 'tessera-rail',
  latencyMs: [150, 900],
  bookLatencyMs: [100, 400],
  failureRate: 0.02,
  soldOutAtBookingRate: 0.03,
  ticketLatencyMs: [200, 800],
  ticketFailureRate: 0.02,
  runRate: 0.97,
  holdMinutes: 30,
};

export function railKnobsWith(overrides: Partial<RailKnobs> = {}): RailKnobs {
  return { ...DEFAULT_RAIL_KNOBS, ...overrides };
}

/** Knobs from the environment (TRAIN_SUPPLIER_CONFIG file, TRAIN_SIM_SEED). */
export function railKnobsFromEnv(env: NodeJS.ProcessEnv = process.env): RailKnobs {
  const file = env.TRAIN_SUPPLIER_CONFIG;
  const overrides = file ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<RailKnobs>) : {};
  return railKnobsWith({ ...overrides, ...(env.TRAIN_SIM_SEED ? { seed: env.TRAIN_SIM_SEED } : {}) });
}
