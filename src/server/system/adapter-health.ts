// How each supplier and payment provider has answered this server since it started: fed by every
// observed adapter call, kept in memory (a few numbers per adapter), read by the system page and by the
// supplier alert. In cluster mode each worker knows its own calls; the alert's incident row is shared.
import { builtAdapters, onAdapterCall, type AdapterCall, type AdapterKind } from '../metrics/observed-adapter';

/** Answer times kept per adapter for its percentiles: the last this many calls. */
const KEPT = 100;

export interface AdapterHealth {
  kind: AdapterKind;
  name: string;
  calls: number;
  failures: number;
  recentMs: number[];
  failingSince: number | null;
  lastOkAt: number | null;
  lastError: string | null;
  lastErrorAt: number | null;
}

export class AdapterHealthBook {
  private readonly byKey = new Map<string, AdapterHealth>();
  private readonly listeners = new Set<(health: AdapterHealth) => void>();

  constructor(private readonly now: () => number = Date.now) {}

  record(call: AdapterCall): void {
    const key = `${call.kind}:${call.name}`;
    let health = this.byKey.get(key);
    if (!health) {
      health = {
        kind: call.kind,
        name: call.name,
        calls: 0,
        failures: 0,
        recentMs: [],
        failingSince: null,
        lastOkAt: null,
        lastError: null,
        lastErrorAt: null,
      };
      this.byKey.set(key, health);
    }
    const at = this.now();
    health.calls++;
    health.recentMs.push(Math.round(call.seconds * 1000));
    if (health.recentMs.length > KEPT) health.recentMs.shift();
    if (call.outcome === 'ok') {
      health.lastOkAt = at;
      health.failingSince = null;
    } else {
      health.failures++;
      health.lastError = call.error ?? call.outcome;
      health.lastErrorAt = at;
      health.failingSince ??= at;
    }
    for (const listener of this.listeners) listener(health);
  }

  /** Told after every call with the adapter's health as it now stands. */
  listen(listener: (health: AdapterHealth) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every adapter built in this process, with what is known of its calls. */
  all(): AdapterHealth[] {
    const known = new Map(this.byKey);
    for (const { kind, name } of builtAdapters()) {
      const key = `${kind}:${name}`;
      if (!known.has(key))
        known.set(key, {
          kind,
          name,
          calls: 0,
          failures: 0,
          recentMs: [],
          failingSince: null,
          lastOkAt: null,
          lastError: null,
          lastErrorAt: null,
        });
    }
    return [...known.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  }
}

/** This process's book, fed by every observed adapter. */
export const adapterHealth = new AdapterHealthBook();
onAdapterCall((call) => adapterHealth.record(call));

/** The p-th percentile (0-100) of some answer times, or null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
