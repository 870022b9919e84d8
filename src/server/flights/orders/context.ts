// What the order services need: the database, the suppliers (through the shopping context), the job
// queue, and knobs (clock, notification signing and retries) tests can set.
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { outboundPolicy, type OutboundPolicy } from '../../outbound/address-policy';
import type { ShoppingContext } from '../shopping/context';
import type { Tx } from '@/server/db/executor';
import type { OrderRow, TransitionActorInfo } from './order-row';
import type { Transition } from '@/domain/flights/flight-order-status';

export interface OrdersOptions {
  /** Notification delivery: first retry after this many seconds, doubling (pg-boss backoff). */
  notifyRetryDelaySeconds?: number;
  notifyRetryLimit?: number;
  notifyTimeoutMs?: number;
  /** Which addresses notifications may reach (default: public addresses only). */
  outbound?: OutboundPolicy;
}

const PUBLIC_ONLY = outboundPolicy();

/** Work that follows a transition in the same transaction (jobs, notifications, the origin's move). */
export type FollowUp = (tx: Tx, ctx: OrdersContext, order: OrderRow, row: Transition, actor: TransitionActorInfo) => Promise<void>;

/** For writers of history that must not start jobs or notifications (the demo seed). */
export const NO_FOLLOW_UP: FollowUp = async () => {};

export class OrdersContext {
  constructor(
    readonly db: Db,
    readonly shopping: ShoppingContext,
    readonly jobs: JobQueue,
    /** Given, not imported: a follow-up may itself move an order (the origin of an after-sale order). */
    readonly followUp: FollowUp,
    readonly options: OrdersOptions = {},
  ) {}

  get outbound(): OutboundPolicy {
    return this.options.outbound ?? PUBLIC_ONLY;
  }

  now(): Date {
    return this.shopping.now();
  }
}
