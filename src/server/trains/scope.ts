// Which train orders a caller sees: the rule of every order kind (orders/scope.ts, visibleInScope).
import type { Identity } from '../auth/identity';
import { visibleInScope } from '../flights/orders/scope';
import type { Executor } from '@/server/db/executor';
import { trainOrderRow, type TrainOrderRow } from './order-row';

export async function visibleTrainOrder(db: Executor, identity: Identity, orderId: number): Promise<TrainOrderRow> {
  return visibleInScope(db, identity, await trainOrderRow(db, orderId).catch(() => null));
}
