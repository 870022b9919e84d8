// Paying an order by any channel. The wallet holds the amount at once (payOrder). A gateway channel
// answers the gateway's hosted page; the order moves when the gateway's signed notification says
// the money arrived (orderPaid, registered as the owner of flight payables), in that notification's
// transaction. A payment that arrives when the order can no longer take it stays in the wallet.
import { and, desc, eq } from 'drizzle-orm';
import { note } from '@/domain/flights/history-note';
import type { FlightOrderStatus } from '@/domain/flights/flight-order-status';
import type { PaymentChannel } from '@/domain/schemas/wallet';
import type { Identity } from '../../auth/identity';
import { flightOrderEvents, flightOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Tx } from '@/server/db/executor';
import type { PaymentGateway } from '../../wallet/gateway/gateway';
import { resumeGatewayPayment, startGatewayPayment, type SurchargeTerms } from '../../wallet/gateway-payments';
import type { PaidHandler } from '../../wallet/payment-owners';
import { actorOf } from './actions';
import { PAID_TO } from './allowed-actions';
import type { OrdersContext } from './context';
import { renewedPayable } from './order-money';
import { orderRow, type OrderRow } from './order-row';
import { assertNotLockedAgainst, noteHistory, transitionIn } from './transition';

/** The business types of flight order payables (origin bookings and change differences). */
export const FLIGHT_PAYABLES = ['flight_origin', 'flight_change'] as const;

/** Sends the payer to the gateway's page for this order's payable (resumes one under way). In the caller's transaction. */
export async function startOrderGatewayPayment(
  tx: Tx,
  gateway: PaymentGateway,
  identity: Identity,
  order: OrderRow,
  channel: Exclude<PaymentChannel, 'balance'>,
  returnUrl: string,
  ip?: string,
  terms: SurchargeTerms = { rule: null },
): Promise<string> {
  if (!PAID_TO[order.status as FlightOrderStatus]) throw new ApiError('ORDER_ACTION_NOT_ALLOWED', { status: order.status, action: 'pay' });
  const current = await orderRow(tx, order.id, true);
  if (current.status !== order.status) throw new ApiError('ORDER_CHANGED_MEANWHILE');
  const actor = actorOf(identity, ip);
  await assertNotLockedAgainst(tx, current, actor);
  const payable = await renewedPayable(tx, current);
  if (!payable) throw new ApiError('ORDER_ALREADY_PAID');
  if (payable.status === 'awaiting') return resumeGatewayPayment(tx, gateway, payable.id, channel, returnUrl, terms.shown);
  const started = await startGatewayPayment(tx, gateway, payable.id, channel, returnUrl, terms);
  await noteHistory(tx, current.id, 'note', actor, note('gatewayStarted', { channel }));
  return started.redirectUrl;
}

/** Who started the gateway payment (the history's last "payment started" line), else the booker. */
async function payerOf(tx: Tx, order: OrderRow): Promise<number> {
  const [started] = await tx
    .select({ userId: flightOrderEvents.userId })
    .from(flightOrderEvents)
    .where(and(eq(flightOrderEvents.orderId, order.id), eq(flightOrderEvents.noteKey, 'gatewayStarted')))
    .orderBy(desc(flightOrderEvents.id))
    .limit(1);
  return started?.userId ?? order.userId;
}

/** The order of a flight payable, locked: the first lock of any path that pays it. */
export async function lockOrderOf(tx: Tx, payable: { orderRef: string }): Promise<void> {
  await tx.select({ id: flightOrders.id }).from(flightOrders).where(eq(flightOrders.orderNo, payable.orderRef)).for('update');
}

/** The owner of flight payables: the paid order moves on (to_be_paid -> proceeding, chg_to_be_paid -> chg_proceeding). */
export function orderPaid(ctx: OrdersContext): PaidHandler {
  return async (tx, payment, settlement) => {
    const [found] = await tx.select({ id: flightOrders.id }).from(flightOrders).where(eq(flightOrders.orderNo, payment.orderRef));
    if (!found) return 'settled'; // a payable of no order of ours: nothing to move
    const order = await orderRow(tx, found.id, true);
    const to = PAID_TO[order.status as FlightOrderStatus];
    if (!to) return 'refused';
    const channel = payment.channel ?? 'balance';
    const said = channel === 'balance' ? note('paidFromWallet') : note('paidByGateway', { channel, reference: settlement.reference ?? '' });
    const payerId = settlement.payerId ?? (await payerOf(tx, order));
    try {
      // A savepoint: a refusal (the order locked by someone else) leaves the payment's transaction whole.
      await tx.transaction((inner) =>
        transitionIn(inner, ctx, {
          orderId: order.id,
          to,
          actor: { kind: 'agency', userId: payerId },
          expectedFrom: order.status as FlightOrderStatus,
          note: said,
          set: { paymentStatus: 'paid', paymentChannel: channel },
        }),
      );
      return 'settled';
    } catch (error) {
      if (error instanceof ApiError) return 'refused';
      throw error;
    }
  };
}
