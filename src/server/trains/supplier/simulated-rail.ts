// The simulated rail supplier: answers from the timetable (real stations, real G/D/C times, derived
// Z/T/K trains), prices by distance, and keeps seats sold per train, date and class in
// train_inventory, so seats left fall as seats sell and a booking that does not fit is refused.
// Bookings live in supplier_bookings like the flight simulators'. Latency, failures and "sold out at
// booking" come from the knobs (src/server/flights/suppliers/simulator/rail-profile.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PRESALE_DAYS, chinaToday, saleOpensAt } from '@/domain/trains/presale';
import type { SeatClass } from '@/domain/trains/schemas';
import type { Db } from '../../db/client';
import { supplierBookings, trainInventory } from '../../db/schema';
import { rowsOf, type Executor } from '@/server/db/executor';
import { ambientExecutor } from '../../flights/suppliers/booking-store';
import { hashOf, intOf, unitOf } from '../../flights/suppliers/simulator/random';
import type { RailKnobs } from '../../flights/suppliers/simulator/rail-profile';
import { adultFare, capacityOf, passengerFare, seatClassesOf, seatOf } from './fares';
import { railTimetable, type TimetableTrain } from './timetable';
import { RailSupplierError, type RailBooking, type RailBookingRequest, type RailStop, type RailSupplier, type RailTrain } from './types';

export const RAIL_SIMULATOR_CODE = 'RAILSIM';

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

function addMinutes(date: string, minutes: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}

function dayShift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export class SimulatedRailSupplier implements RailSupplier {
  readonly code = RAIL_SIMULATOR_CODE;
  readonly name = 'China Rail content (simulator)';
  readonly currency = 'CNY';

  constructor(
    private readonly db: Db,
    /** Public so a test can turn a knob on a running server (sold out at booking, failures). */
    readonly knobs: RailKnobs,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private wait(range: [number, number], ...parts: Array<string | number>) {
    return sleep(intOf(range[0], range[1], this.knobs.seed, 'latency', ...parts));
  }

  private get executor(): Executor {
    return ambientExecutor(this.db);
  }

  /** The date the train leaves its first station, for a departure from stop `s` on `date`. */
  private originDate(train: TimetableTrain, s: number, date: string): string {
    return dayShift(date, -Math.floor(train.stops[s]!.dep / 1440));
  }

  private runs(train: TimetableTrain, originDate: string): boolean {
    return unitOf(this.knobs.seed, 'runs', train.no, originDate) < this.knobs.runRate;
  }

  /** Seats others bought before us (deterministic), plus what sold through this simulator. */
  private presold(trainNo: string, date: string, seatClass: SeatClass): number {
    const daysAhead = Math.max(0, (Date.parse(date) - Date.parse(chinaToday(this.now()))) / 86_400_000);
    const busy = unitOf(this.knobs.seed, 'busy', trainNo, date, seatClass);
    // Nearer dates are fuller; one class in ten is sold out.
    if (busy < 0.1) return capacityOf(seatClass);
    const share = Math.min(0.97, busy * (1 - daysAhead / (PRESALE_DAYS * 1.5)));
    return Math.floor(capacityOf(seatClass) * share);
  }

  private async soldHere(trainNo: string, date: string): Promise<Map<string, number>> {
    const rows = await this.executor
      .select({ seatClass: trainInventory.seatClass, sold: trainInventory.sold })
      .from(trainInventory)
      .where(and(eq(trainInventory.supplier, this.code), eq(trainInventory.trainNo, trainNo), eq(trainInventory.date, date)));
    return new Map(rows.map((r) => [r.seatClass, r.sold]));
  }

  /** Seats sold here on a date, per train and class, in one query. */
  private async soldOn(trainNos: string[], date: string): Promise<Map<string, Map<string, number>>> {
    const out = new Map<string, Map<string, number>>();
    if (!trainNos.length) return out;
    const rows = await this.executor
      .select()
      .from(trainInventory)
      .where(
        and(eq(trainInventory.supplier, this.code), eq(trainInventory.date, date), inArray(trainInventory.trainNo, [...new Set(trainNos)])),
      );
    for (const r of rows) out.set(r.trainNo, (out.get(r.trainNo) ?? new Map<string, number>()).set(r.seatClass, r.sold));
    return out;
  }

  async search(request: { from: string[]; to: string[]; date: string }, nonce: string): Promise<RailTrain[]> {
    await this.wait(this.knobs.latencyMs, 'search', nonce, request.date);
    if (unitOf(this.knobs.seed, 'fail', nonce, request.date) < this.knobs.failureRate)
      throw new RailSupplierError('failure', 'rail supplier unavailable');
    if (saleOpensAt(request.date, this.now())) throw new RailSupplierError('not_on_sale');
    const table = railTimetable();
    const found: Array<{ train: TimetableTrain; s: number; e: number }> = [];
    const to = new Set(request.to);
    for (const code of request.from) {
      for (const [t, s] of table.calls.get(code) ?? []) {
        const train = table.trains[t]!;
        const e = train.stops.findIndex((stop, i) => i > s && to.has(stop.code));
        if (e > s && this.runs(train, this.originDate(train, s, request.date))) found.push({ train, s, e });
      }
    }
    const answers: RailTrain[] = [];
    const soldByTrain = await this.soldOn(
      found.map((f) => f.train.no),
      request.date,
    );
    for (const { train, s, e } of found) {
      const origin = this.originDate(train, s, request.date);
      const sold = soldByTrain.get(train.no) ?? new Map<string, number>();
      const km = train.stops[e]!.km - train.stops[s]!.km;
      answers.push({
        trainNo: train.no,
        trainType: train.type,
        from: train.stops[s]!.code,
        to: train.stops[e]!.code,
        departure: addMinutes(origin, train.stops[s]!.dep),
        arrival: addMinutes(origin, train.stops[e]!.arr),
        stopsBetween: e - s - 1,
        seats: seatClassesOf(train.type).map((seatClass) => ({
          seatClass,
          price: adultFare(train.type, seatClass, Math.max(km, 20)),
          seatsLeft: Math.max(0, capacityOf(seatClass) - this.presold(train.no, request.date, seatClass) - (sold.get(seatClass) ?? 0)),
        })),
      });
    }
    return answers;
  }

  async stops(trainNo: string, date: string): Promise<RailStop[] | null> {
    const train = railTimetable().byNo.get(trainNo);
    if (!train) return null;
    return train.stops.map((stop, i) => ({
      station: stop.code,
      arrival: i === 0 ? null : addMinutes(date, stop.arr),
      departure: i === train.stops.length - 1 ? null : addMinutes(date, stop.dep),
    }));
  }

  async book(request: RailBookingRequest): Promise<RailBooking> {
    await this.wait(this.knobs.bookLatencyMs, 'book', request.trainNo, request.date, request.passengers.length);
    if (saleOpensAt(request.date, this.now())) throw new RailSupplierError('not_on_sale');
    const train = railTimetable().byNo.get(request.trainNo);
    const s = train?.stops.findIndex((x) => x.code === request.from) ?? -1;
    const e = train?.stops.findIndex((x) => x.code === request.to) ?? -1;
    if (!train || s < 0 || e <= s || !seatClassesOf(train.type).includes(request.seatClass)) throw new RailSupplierError('unknown_train');
    const origin = this.originDate(train, s, request.date);
    if (!this.runs(train, origin)) throw new RailSupplierError('unknown_train');
    const n = request.passengers.length;
    const left = capacityOf(request.seatClass) - this.presold(train.no, request.date, request.seatClass);
    // Someone else bought the last seats between the search and this booking.
    const sold = await this.soldHere(train.no, request.date);
    if (n > left - (sold.get(request.seatClass) ?? 0)) throw new RailSupplierError('sold_out');
    if (
      unitOf(this.knobs.seed, 'soldout', train.no, request.date, request.seatClass, sold.get(request.seatClass) ?? 0, n) <
      this.knobs.soldOutAtBookingRate
    ) {
      throw new RailSupplierError('sold_out');
    }
    // One conditional upsert decides concurrent bookings of the last seats.
    const [taken] = rowsOf<{ sold: number }>(
      await this.executor.execute(sql`
      INSERT INTO train_inventory (supplier, train_no, date, seat_class, sold) VALUES (${this.code}, ${train.no}, ${request.date}, ${request.seatClass}, ${n})
      ON CONFLICT (supplier, train_no, date, seat_class) DO UPDATE SET sold = train_inventory.sold + ${n} WHERE train_inventory.sold + ${n} <= ${left}
      RETURNING sold`),
    );
    if (!taken || Number(taken.sold) > left) throw new RailSupplierError('sold_out');
    const first = Number(taken.sold) - n;
    const km = Math.max(train.stops[e]!.km - train.stops[s]!.km, 20);
    const adult = adultFare(train.type, request.seatClass, km);
    const bookingRef = `R${hashOf(this.knobs.seed, train.no, request.date, request.seatClass, first, Date.now(), Math.random()).toString(36).toUpperCase().padStart(7, '0')}`;
    const booking: RailBooking = {
      bookingRef,
      status: 'held',
      request,
      departure: addMinutes(origin, train.stops[s]!.dep),
      arrival: addMinutes(origin, train.stops[e]!.arr),
      tickets: request.passengers.map((p, i) => ({
        passengerIndex: i,
        ...seatOf(request.seatClass, capacityOf(request.seatClass) - left + first + i, p.seatPreference),
        price: passengerFare(adult, p.type, request.seatClass),
      })),
      holdUntil: new Date(this.now().getTime() + this.knobs.holdMinutes * 60_000).toISOString(),
    };
    await this.save(booking);
    return booking;
  }

  private async load(bookingRef: string): Promise<RailBooking> {
    const [row] = await this.executor
      .select()
      .from(supplierBookings)
      .where(and(eq(supplierBookings.supplier, this.code), eq(supplierBookings.bookingRef, bookingRef)));
    if (!row) throw new RailSupplierError('refused', `no booking ${bookingRef}`);
    return row.booking as RailBooking;
  }

  private async save(booking: RailBooking): Promise<void> {
    await this.executor
      .insert(supplierBookings)
      .values({ supplier: this.code, bookingRef: booking.bookingRef, booking })
      .onConflictDoUpdate({ target: [supplierBookings.supplier, supplierBookings.bookingRef], set: { booking, updatedAt: sql`now()` } });
  }

  private async giveBack(booking: RailBooking, count: number): Promise<void> {
    await this.executor
      .update(trainInventory)
      .set({ sold: sql`greatest(0, ${trainInventory.sold} - ${count})` })
      .where(
        and(
          eq(trainInventory.supplier, this.code),
          eq(trainInventory.trainNo, booking.request.trainNo),
          eq(trainInventory.date, booking.request.date),
          eq(trainInventory.seatClass, booking.request.seatClass),
        ),
      );
  }

  async issue(bookingRef: string): Promise<{ ticketNumbers: string[] }> {
    const booking = await this.load(bookingRef);
    await this.wait(this.knobs.ticketLatencyMs, 'ticket', bookingRef);
    if (booking.status === 'issued') return { ticketNumbers: booking.ticketNumbers ?? [] };
    if (booking.status !== 'held') throw new RailSupplierError('refused', `booking ${bookingRef} is ${booking.status}`);
    if (unitOf(this.knobs.seed, 'ticketing', bookingRef) < this.knobs.ticketFailureRate)
      throw new RailSupplierError('refused', 'ticketing refused by the railway');
    // E + 6 digits of the station office + the booking's sequence: the railway's ticket number shape.
    const ticketNumbers = booking.tickets.map((t) => `E${String(hashOf(bookingRef, t.passengerIndex) % 1_000_000_000).padStart(9, '0')}`);
    await this.save({ ...booking, status: 'issued', ticketNumbers });
    return { ticketNumbers };
  }

  async cancel(bookingRef: string): Promise<void> {
    const booking = await this.load(bookingRef);
    if (booking.status !== 'held') return;
    await this.giveBack(booking, booking.tickets.length);
    await this.save({ ...booking, status: 'canceled' });
  }

  async refund(bookingRef: string, passengerIndexes: number[]): Promise<void> {
    const booking = await this.load(bookingRef);
    if (booking.status !== 'issued') throw new RailSupplierError('refused', `booking ${bookingRef} is ${booking.status}`);
    const fresh = passengerIndexes.filter((i) => !(booking.refunded ?? []).includes(i));
    if (!fresh.length) return;
    await this.giveBack(booking, fresh.length);
    await this.save({ ...booking, refunded: [...(booking.refunded ?? []), ...fresh] });
  }
}
