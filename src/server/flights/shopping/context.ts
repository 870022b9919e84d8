// What the shopping and booking services need: the database, the suppliers (built once over the
// airport directory), the search result cache of this process, and timing knobs.
import type { Db } from '../../db/client';
import { airportDirectory, type AirportDirectory } from '../../airports/directory';
import { DbBookingStore } from '../suppliers/booking-store';
import type { SupplierFactory } from '../suppliers/registry';
import type { FlightSupplier } from '../suppliers/types';
import { SearchCache } from './search-cache';
import { observedAdapter } from '../../metrics/observed-adapter';

export interface ShoppingOptions {
  suppliers: SupplierFactory;
  /** A price check that takes longer answers "timed out". */
  verifyTimeoutMs?: number;
  /** Clock for tests. */
  now?: () => Date;
}

export class ShoppingContext {
  readonly cache = new SearchCache();
  readonly verifyTimeoutMs: number;
  readonly now: () => Date;
  private supplierList?: Promise<FlightSupplier[]>;
  /** Supplier calls still running, so shutdown can wait for them. */
  readonly running = new Set<Promise<unknown>>();

  constructor(
    readonly db: Db,
    private readonly options: ShoppingOptions,
  ) {
    this.verifyTimeoutMs = options.verifyTimeoutMs ?? Number(process.env.FLIGHT_VERIFY_TIMEOUT_MS ?? 8000);
    this.now = options.now ?? (() => new Date());
  }

  directory(): Promise<AirportDirectory> {
    return airportDirectory(this.db);
  }

  suppliers(): Promise<FlightSupplier[]> {
    // Every supplier is observed (metrics, spans, its state for staff) however its factory built it.
    this.supplierList ??= this.directory().then((d) =>
      this.options.suppliers(d, new DbBookingStore(this.db)).map((s) => observedAdapter('supplier', s.code, s)),
    );
    return this.supplierList;
  }

  async supplier(code: string): Promise<FlightSupplier | undefined> {
    return (await this.suppliers()).find((s) => s.code === code);
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => {});
    return work;
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
