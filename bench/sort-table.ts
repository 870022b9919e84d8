// What the sort benches share (bench/order-sorts.ts, bench/admin-list-sorts.ts): one user's median of
// sequential requests, p99 at a few connections, and the table of each case as a ratio to its list's
// unfiltered first page at every size of the book.
import { availableParallelism, loadavg } from 'node:os';
import { percentile, runLoad } from './load';
import { formatTable, ms } from './table';

export const REQUESTS = 40;
const WARMUP = 5;
export const LOADED_CONNECTIONS = 10;
const LOADED_SECONDS = 3;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Median and p99 ms of sequential requests, or null when the server does not answer it (200). */
export async function timed(url: string, token: string): Promise<{ median: number; p99: number } | null> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...HEADERS } });
    await response.arrayBuffer();
    if (!response.ok) return null;
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99) };
}

export interface Loaded {
  p99: number;
  rps: number;
}

/** p99 and throughput at LOADED_CONNECTIONS closed-loop connections. */
export async function loaded(url: string, token: string): Promise<Loaded> {
  const result = await runLoad({
    url,
    connections: LOADED_CONNECTIONS,
    durationSeconds: LOADED_SECONDS,
    warmupSeconds: 1,
    setupClient: (client) => client.setHeaders({ authorization: `Bearer ${token}`, ...HEADERS }),
  });
  return { p99: result.p99Ms, rps: result.requestsPerSecond };
}

/** One list's cases: the first is the reference (its unfiltered first page). */
export interface SortTable {
  heading: string;
  cases: readonly string[];
  /** Median ms per case, one per size measured (null: not answered). */
  medians: Map<string, Array<number | null>>;
  /** At `loadedSize` (0: none measured). */
  loaded: Map<string, Loaded>;
  loadedSize: number;
}

export function printSortTable(table: SortTable, sizes: readonly string[]): void {
  const reference = table.medians.get(table.cases[0]!)!;
  console.log(
    `\n${table.heading}; one user, median of ${REQUESTS} sequential requests (ms, and x the first page at that size);` +
      ` ${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} at the end`,
  );
  const loadedColumn = table.loadedSize ? [`p99 ms, ${LOADED_CONNECTIONS} conn, ${table.loadedSize.toLocaleString('en')}`] : [];
  console.log(
    formatTable(
      ['case', ...sizes, ...loadedColumn],
      table.cases.map((name) => [
        name,
        ...(table.medians.get(name) ?? []).map((m, i) => (m === null ? 'n/a' : `${ms(m)} (${(m / reference[i]!).toFixed(1)}x)`)),
        ...(table.loadedSize ? [((r) => (r ? `${ms(r.p99)} (${r.rps.toFixed(0)} req/s)` : 'n/a'))(table.loaded.get(name))] : []),
      ]),
    ),
  );
}
