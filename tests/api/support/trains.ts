// Helpers for the train suites: a calm, fast rail simulator (knobs per suite), searching until
// complete, booking two passengers, and reading train orders straight from the database.
import { eq } from 'drizzle-orm';
import { mainlandIdCheckCharacter } from '@/domain/mainland-id';
import type { TrainOrderDetail, TrainResults } from '@/domain/trains/schemas';
import { trainOrders } from '@/server/db/schema';
import type { AppOptions } from '@/server/app';
import type { RailKnobs } from '@/server/flights/suppliers/simulator/rail-profile';
import { bearer, startTestApp, type TestApp } from './harness';

export const CALM_RAIL: Partial<RailKnobs> = {
  latencyMs: [0, 5],
  bookLatencyMs: [0, 0],
  ticketLatencyMs: [0, 0],
  failureRate: 0,
  soldOutAtBookingRate: 0,
  ticketFailureRate: 0,
  runRate: 1,
};

export async function startTrainApp(knobs: Partial<RailKnobs> = {}, app: Partial<AppOptions> = {}): Promise<TestApp> {
  return startTestApp({ ...app, trains: { ...app.trains, knobs: { ...CALM_RAIL, ...knobs } } });
}

/** A date `days` ahead in China (UTC+8). */
export function chinaDay(days: number, from = new Date()): string {
  return new Date(from.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export async function searchTrains(t: TestApp, token: string, body: Record<string, unknown>, query = ''): Promise<TrainResults> {
  const started = await t.call<{ id: string }>({
    method: 'POST',
    url: '/api/shopping/v2/train/search',
    headers: bearer(token),
    payload: body,
  });
  if (started.body.code !== 0) throw new Error(`train search failed: ${started.body.message}`);
  await Promise.all([...t.app.trains.running]);
  const res = await t.call<TrainResults>({
    method: 'GET',
    url: `/api/shopping/v2/train/search/${started.body.data.id}${query}`,
    headers: bearer(token),
  });
  if (res.body.code !== 0) throw new Error(`train results failed: ${res.body.message}`);
  return res.body.data;
}

let issued = 0;

/** A valid mainland ID number (check character computed) no other call of this process returns. */
export function freshMainlandId(birth = '19850615'): string {
  issued += 1;
  const first17 = `110101${birth}${String(issued % 1000).padStart(3, '0')}`;
  return `${first17}${mainlandIdCheckCharacter(first17)}`;
}

/**
 * Two real-name adults with documents no earlier booking of this process used: one document holds
 * one ticket per train and date, and the helpers book the same train again and again.
 */
export function freshPassengers() {
  issued += 1;
  return [
    { name: '张伟', type: 'adult', documentType: 'idcard', documentNumber: freshMainlandId(), seatPreference: 'F' },
    {
      name: 'SMITH JOHN',
      type: 'adult',
      documentType: 'passport',
      documentNumber: `E${String(10_000_000 + issued)}`,
      birthday: '1980-04-02',
      nationality: 'GB',
      gender: 'male',
    },
  ];
}

export interface Booked {
  order: TrainOrderDetail;
  searchId: string;
  results: TrainResults;
}

/** Books the first G train with second-class seats from Beijing to Shanghai `days` ahead. */
export async function bookTrain(
  t: TestApp,
  token: string,
  options: { days?: number; payment?: 'balance' | 'hold'; passengers?: unknown[]; key?: string; seatClass?: string } = {},
): Promise<Booked> {
  const results = await searchTrains(
    t,
    token,
    { from: 'beijing', to: 'shanghai', date: chinaDay(options.days ?? 10) },
    '?trainTypes=G&seatClasses=second',
  );
  const offer = results.trains[0];
  if (!offer) throw new Error('no train found');
  const res = await t.call<TrainOrderDetail>({
    method: 'POST',
    url: '/api/order/v2/train/orders',
    headers: { ...bearer(token), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: {
      searchId: results.id,
      journeys: [{ offerId: offer.offerId, seatClass: options.seatClass ?? 'second' }],
      passengers: options.passengers ?? freshPassengers(),
      contact: { name: '李娜', phone: '+8613800000000' },
      payment: options.payment ?? 'balance',
    },
  });
  if (res.body.code !== 0) throw new Error(`train booking failed: ${res.body.message}`);
  return { order: res.body.data, searchId: results.id, results };
}

export function runTrainJobs(t: TestApp) {
  return t.app.jobs.runUntilIdle();
}

export async function trainOrderDetail(t: TestApp, token: string, id: number): Promise<TrainOrderDetail> {
  const res = await t.call<TrainOrderDetail>({ method: 'GET', url: `/api/order/v2/train/orders/${id}`, headers: bearer(token) });
  if (res.body.code !== 0) throw new Error(`train order ${id}: ${res.body.message}`);
  return res.body.data;
}

export async function trainStatusOf(t: TestApp, id: number): Promise<string> {
  const [row] = await t.database.db.select({ status: trainOrders.status }).from(trainOrders).where(eq(trainOrders.id, id));
  return row!.status;
}
