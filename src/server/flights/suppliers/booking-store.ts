// Where a simulated supplier keeps its bookings. In the database (supplier_bookings), so a restart or
// another server sees the same bookings; in memory for unit tests. PGlite is one connection: a call
// made inside a business transaction must write through that transaction, so callers that hold one
// run the supplier call inside withExecutor(tx, ...).
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierBookings } from '../../db/schema';
import type { Executor } from '@/server/db/executor';
import type { SupplierBooking } from './types';

export interface BookingStore {
  get(supplier: string, bookingRef: string): Promise<SupplierBooking | undefined>;
  put(supplier: string, booking: SupplierBooking): Promise<void>;
}

export class MemoryBookingStore implements BookingStore {
  private readonly rows = new Map<string, SupplierBooking>();
  async get(supplier: string, bookingRef: string) {
    const found = this.rows.get(`${supplier}/${bookingRef}`);
    return found ? structuredClone(found) : undefined;
  }
  async put(supplier: string, booking: SupplierBooking) {
    this.rows.set(`${supplier}/${booking.bookingRef}`, structuredClone(booking));
  }
}

const ambient = new AsyncLocalStorage<Executor>();

/** The executor a supplier call writes through: the caller's transaction when there is one. */
export function ambientExecutor(fallback: Executor): Executor {
  return ambient.getStore() ?? fallback;
}

/** Runs supplier calls so their booking writes join the caller's transaction. */
export function withExecutor<T>(executor: Executor, work: () => Promise<T>): Promise<T> {
  return ambient.run(executor, work);
}

export class DbBookingStore implements BookingStore {
  constructor(private readonly db: Db) {}
  private get executor(): Executor {
    return ambient.getStore() ?? this.db;
  }
  async get(supplier: string, bookingRef: string) {
    const [row] = await this.executor
      .select()
      .from(supplierBookings)
      .where(and(eq(supplierBookings.supplier, supplier), eq(supplierBookings.bookingRef, bookingRef)));
    return row ? (row.booking as SupplierBooking) : undefined;
  }
  async put(supplier: string, booking: SupplierBooking) {
    await this.executor
      .insert(supplierBookings)
      .values({ supplier, bookingRef: booking.bookingRef, booking })
      .onConflictDoUpdate({ target: [supplierBookings.supplier, supplierBookings.bookingRef], set: { booking, updatedAt: sql`now()` } });
  }
}
