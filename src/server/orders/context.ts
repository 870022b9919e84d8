// What the order services need: the database, the suppliers (through the shopping context), the job
// queue, and knobs (clock, notification signing and retries) tests can set.
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { outboundPolicy, type OutboundPolicy } from '../outbound/address-policy';
import type { ShoppingContext } from '../shopping/context';
import type { Tx } from '../wallet/executor';
import type { OrderRow, TransitionActorInfo } from './order-row';
import type { Transition } from '@/domain/orders/flight-order-status';

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

export class OrdersContext {
  followUp: FollowUp = async () => {};
  constructor(
    readonly db: Db,
    readonly shopping: ShoppingContext,
    readonly jobs: JobQueue,
    readonly options: OrdersOptions = {},
  ) {}

  get outbound(): OutboundPolicy {
    return this.options.outbound ?? PUBLIC_ONLY;
  }

  now(): Date {
    return this.shopping.now();
  }
}
