// What the train services need: the database, the rail supplier, the job queue, a clock, and the
// notification knobs the flight orders use (train events go through the same notifier).
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { OutboundPolicy } from '../outbound/address-policy';
import type { RailKnobs } from '../flights/suppliers/simulator/rail-profile';
import type { Tx } from '@/server/db/executor';
import type { TrainTransition } from '@/domain/trains/order-status';
import type { TrainOrderRow } from './order-row';
import type { RailSupplier } from './supplier/types';

export interface TrainOptions {
  /** Simulator knobs (tests make it calm and fast). */
  knobs?: Partial<RailKnobs>;
  /** Another supplier in place of the simulator. */
  supplier?: (db: Db, now: () => Date) => RailSupplier;
  /** Clock for tests: presale, time limits and refund fees are judged against it. */
  now?: () => Date;
}

export interface TrainsContext {
  db: Db;
  jobs: JobQueue;
  supplier: RailSupplier;
  outbound: OutboundPolicy;
  now: () => Date;
  /** Work that follows a transition in its transaction; given, not imported, since it may move the origin too. */
  followUp: (tx: Tx, ctx: TrainsContext, order: TrainOrderRow, row: TrainTransition) => Promise<void>;
  /** Searches still running on this server (drained at close). */
  running: Set<Promise<unknown>>;
}
