// Database primitives shared by every area: code runs either on the database or inside a caller's
// transaction (an order service that pays within its own transaction, the agency service that opens a
// wallet while creating an agency), so functions take an Executor and callers pass either.
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Rows of a raw query: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The driver behind a drizzle handle: a pg Pool on PostgreSQL, the PGlite thread's client on the
 * embedded database (whose handle is typed as node-postgres's, the one shape the code is written
 * against), or nothing on a transaction. Read here, once, as what it really may be.
 */
export function driverOf(db: Executor): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}
