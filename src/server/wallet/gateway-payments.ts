// Paying a payable through a gateway channel. The payment waits ('awaiting') for the gateway's
// signed notification for at most PAYMENT_WINDOW_MINUTES. Success books two transfers: the money
// arriving from the gateway into the agency's wallet (a deposit), and the order paid from it, so the
// wallet shows both and later refunds go back to it. A decline fails the payment; silence times it
// out. The payable's owner (an order) moves with the payment, or, when it can no longer take it,
// the money is credited to the wallet instead. Every notification is handled once: a duplicate
// changes nothing, and money arriving after the timeout is credited to the wallet (never lost)
// without paying the order.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_WINDOW_MINUTES, type PaymentChannel } from '@/domain/schemas/wallet';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import { ApiError } from '../http/api-error';
import { walletOf } from './balance';
import { rowsOf, type Tx } from '@/server/db/executor';
import type { GatewayEvent, PaymentGateway } from './gateway/gateway';
import type { PaymentOwners } from './payment-owners';
import { countPayment } from '../metrics/service-metrics';
import { crashPoint } from './crash-point';
import { postTransfer, systemAccount, type Leg } from './ledger';
import { paymentById, paymentOf, type PaymentRecord } from './payments';
import { surchargeOf, type SurchargeRule } from '@/domain/card-surcharge';
import { plainAmount } from './top-up';
import { isTopUpPayment, TOP_UP_BUSINESS_TYPE } from './top-up-payment';

export { PAYMENT_WINDOW_MINUTES };
/** Where the payment routes are mounted; the gateway is told the notification's absolute path. */
export const PAYMENT_API_PREFIX = '/api/payment/v2';
export const NOTIFY_ROUTE = '/gateway/notify';
export const NOTIFY_PATH = `${PAYMENT_API_PREFIX}${NOTIFY_ROUTE}`;
const LATE_CREDIT = 'late payment credited to the wallet';

type PaymentRaw = Parameters<typeof paymentOf>[0];

/** A card channel's surcharge: its rule, and the figure the payer was shown (when the client sent it). */
export interface SurchargeTerms {
  rule: SurchargeRule | null;
  shown?: number;
}

/** Sends the payable to the gateway; answers the hosted page's address. */
export async function startGatewayPayment(
  tx: Tx,
  gateway: PaymentGateway,
  paymentId: number,
  channel: Exclude<PaymentChannel, 'balance'>,
  returnUrl: string,
  terms: SurchargeTerms = { rule: null },
): Promise<{ payment: PaymentRecord; redirectUrl: string }> {
  const session = `GW${randomBytes(12).toString('hex')}`;
  const payable = await paymentById(tx, paymentId);
  // Priced on the amount by the same function the pay dialog used: what was shown is what is charged.
  const surcharge = surchargeOf(payable.amount, payable.currency, terms.rule);
  if (terms.shown !== undefined && terms.shown !== surcharge)
    throw new ApiError('CARD_SURCHARGE_CHANGED', { surcharge: plainAmount(surcharge, payable.currency) });
  const [row] = rowsOf<PaymentRaw>(
    await tx.execute(sql`
      UPDATE payments SET status = 'awaiting', channel = ${channel}, gateway_session = ${session}, surcharge = ${surcharge},
        expires_at = now() + make_interval(mins => ${PAYMENT_WINDOW_MINUTES}), updated_at = now()
      WHERE id = ${paymentId} AND status = 'unpaid' AND (expires_at IS NULL OR expires_at > now())
      RETURNING *`),
  );
  if (!row) {
    const current = await paymentById(tx, paymentId);
    throw new ApiError(
      current.status === 'unpaid' ? (current.part === 'full' ? 'PAYMENT_TIMEOUT' : 'GROUP_PAYMENT_EXPIRED') : 'ORDER_ALREADY_PAID',
    );
  }
  const payment = paymentOf(row);
  const redirectUrl = checkoutUrlOf(gateway, payment, returnUrl);
  countPayment(channel, 'started');
  return { payment, redirectUrl };
}

/** The hosted page of a payment's gateway session; the payer comes back to returnUrl?payment=<id>. */
function checkoutUrlOf(gateway: PaymentGateway, payment: PaymentRecord, returnUrl: string): string {
  const back = new URL(returnUrl, 'http://tessera.local');
  back.searchParams.set('payment', String(payment.id));
  return gateway.checkoutUrl({
    sessionId: payment.gatewaySession!,
    channel: payment.channel as PaymentChannel,
    amount: payment.amount + payment.surcharge,
    currency: payment.currency,
    description: payment.description ?? payment.orderRef,
    notifyUrl: NOTIFY_PATH,
    returnUrl: `${back.pathname}${back.search}`,
    expiresAt: new Date(payment.expiresAt!),
  });
}

/** The page of a checkout under way (the same session, so its notification still finds the payment). */
export async function resumeGatewayPayment(
  tx: Tx,
  gateway: PaymentGateway,
  paymentId: number,
  channel: PaymentChannel,
  returnUrl: string,
  shown?: number,
): Promise<string> {
  const payment = await paymentById(tx, paymentId);
  if (payment.status !== 'awaiting' || payment.channel !== channel) throw new ApiError('PAYMENT_IN_PROGRESS');
  if (shown !== undefined && shown !== payment.surcharge)
    throw new ApiError('CARD_SURCHARGE_CHANGED', { surcharge: plainAmount(payment.surcharge, payment.currency) });
  return checkoutUrlOf(gateway, payment, returnUrl);
}

/** What arriving money does: pays the payable, is only credited (it came too late), or is a wallet top-up. */
type ArrivalUse = 'pay' | 'credit' | 'top-up';

async function bookArrival(tx: Tx, payment: PaymentRecord, event: GatewayEvent, use: ArrivalUse) {
  const andPay = use === 'pay';
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, payment.agencyId));
  const wallet = await walletOf(tx, agency!);
  const details = {
    agencyId: payment.agencyId,
    orderRef: payment.orderRef,
    paymentMethod: payment.channel,
    reference: event.reference,
    invoiceType: payment.invoiceType,
  };
  const gatewayAccount = await systemAccount(tx, 'gateway', payment.currency);
  const charged = payment.amount + payment.surcharge;
  // The card's surcharge is the platform's (a leg to the fee account) when the payable is paid; money
  // that pays nothing (a late payment) all reaches the wallet, surcharge included.
  const surchargeKept = andPay ? payment.surcharge : 0;
  const legs: Leg[] = [
    { account: gatewayAccount, amount: -charged },
    { account: wallet.account, amount: charged - surchargeKept },
  ];
  if (surchargeKept > 0) legs.push({ account: await systemAccount(tx, 'fee', payment.currency), amount: surchargeKept });
  await postTransfer(tx, {
    ...details,
    kind: 'deposit',
    businessType: use === 'top-up' ? TOP_UP_BUSINESS_TYPE : 'deposit',
    currency: payment.currency,
    amount: charged,
    debit: gatewayAccount,
    credit: wallet.account,
    legs,
    receivedAmount: surchargeKept > 0 ? charged : undefined,
    receivedCurrency: surchargeKept > 0 ? payment.currency : undefined,
    feeAmount: surchargeKept,
    description:
      use === 'top-up'
        ? `Top-up by ${payment.channel}`
        : surchargeKept > 0
          ? `Paid by ${payment.channel} (card surcharge ${plainAmount(surchargeKept, payment.currency)})`
          : `Paid by ${payment.channel}`,
  });
  if (!andPay) return;
  await postTransfer(tx, {
    ...details,
    kind: 'payment',
    businessType: payment.businessType,
    currency: payment.currency,
    amount: payment.amount,
    debit: wallet.account,
    credit: await systemAccount(tx, 'supplier', payment.currency),
    description: payment.description,
  });
}

export type NotificationResult = 'paid' | 'failed' | 'duplicate' | 'late-credited' | 'ignored' | 'unknown' | 'flagged';

/** The key a notification is kept under: the provider's event id, else what the sandbox's event says. */
function notificationKey(event: GatewayEvent): { provider: string; eventId: string } {
  return {
    provider: event.provider ?? 'sandbox',
    eventId: (event.eventId ?? `${event.sessionId}:${event.outcome}:${event.reference}:${event.amount}:${event.currency}`).slice(0, 128),
  };
}

/**
 * Handles one verified notification, once: its provider event id is claimed first (a replay, even a
 * concurrent one, finds the claim and changes nothing). A notification for no payment of ours, or
 * whose amount or currency is not the payment's, posts nothing: the first is noted, the second is
 * flagged for staff. Every outcome is an answer, never an error, so a provider does not retry it.
 */
export async function handleGatewayEvent(db: Db, event: GatewayEvent, owners: PaymentOwners): Promise<NotificationResult> {
  // Counted once the transaction has committed, so a rolled-back notification is not a payment outcome.
  const { result, channel } = await settleNotification(db, event, owners);
  countPayment(channel ?? 'unknown', result);
  return result;
}

async function channelOfSession(tx: Tx, sessionId: string): Promise<string | null> {
  const [row] = rowsOf<{ channel: string | null }>(
    await tx.execute(sql`SELECT channel FROM payments WHERE gateway_session = ${sessionId}`),
  );
  return row?.channel ?? null;
}

async function settleNotification(
  db: Db,
  event: GatewayEvent,
  owners: PaymentOwners,
): Promise<{ result: NotificationResult; channel: string | null }> {
  return db.transaction(async (tx) => {
    const key = notificationKey(event);
    const [claimed] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO gateway_notifications (provider, event_id, session, reference, amount, currency, result)
        VALUES (${key.provider}, ${key.eventId}, ${event.sessionId.slice(0, 64)}, ${event.reference.slice(0, 128)}, ${event.amount}, ${event.currency.slice(0, 3)}, 'received')
        ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`),
    );
    await tx.execute(sql`
      INSERT INTO gateway_provider_state (provider, last_notification_at) VALUES (${key.provider}, now())
      ON CONFLICT (provider) DO UPDATE SET last_notification_at = now()`);
    if (!claimed) return { result: 'duplicate', channel: await channelOfSession(tx, event.sessionId) };
    await crashPoint('notification-claimed');
    const { result, paymentId, detail } = await applyEvent(tx, event, owners);
    await tx.execute(
      sql`UPDATE gateway_notifications SET result = ${result}, payment_id = ${paymentId}, detail = ${detail} WHERE id = ${claimed.id}`,
    );
    return { result, channel: paymentId === null ? null : await channelOfSession(tx, event.sessionId) };
  });
}

async function applyEvent(
  tx: Tx,
  event: GatewayEvent,
  owners: PaymentOwners,
): Promise<{ result: NotificationResult; paymentId: number | null; detail: string | null }> {
  if (event.outcome === 'ignored') return { result: 'ignored', paymentId: null, detail: null };
  // Lock order: the payable's owner (an order) first, then the payment row.
  const [found] = rowsOf<PaymentRaw>(await tx.execute(sql`SELECT * FROM payments WHERE gateway_session = ${event.sessionId}`));
  if (!found) return { result: 'unknown', paymentId: null, detail: null };
  await owners.lock(tx, paymentOf(found));
  const [row] = rowsOf<PaymentRaw>(await tx.execute(sql`SELECT * FROM payments WHERE id = ${found.id} FOR UPDATE`));
  const payment = paymentOf(row!);
  const charged = payment.amount + payment.surcharge;
  if (event.amount !== charged || event.currency !== payment.currency) {
    const detail = `expected ${payment.currency} ${charged}, notified ${event.currency} ${event.amount}`;
    return { result: 'flagged', paymentId: payment.id, detail };
  }
  return { result: await settleEvent(tx, payment, event, owners), paymentId: payment.id, detail: null };
}

async function settleEvent(tx: Tx, payment: PaymentRecord, event: GatewayEvent, owners: PaymentOwners): Promise<NotificationResult> {
  if (event.outcome === 'failed') {
    const failed = rowsOf(
      await tx.execute(
        sql`UPDATE payments SET status = 'failed', failure_reason = 'declined', updated_at = now() WHERE id = ${payment.id} AND status = 'awaiting' RETURNING id`,
      ),
    );
    return failed.length ? 'failed' : 'duplicate';
  }
  if (isTopUpPayment(payment)) return creditTopUp(tx, payment, event);
  const [paidRow] = rowsOf<PaymentRaw>(
    await tx.execute(
      sql`UPDATE payments SET status = 'paid', updated_at = now() WHERE id = ${payment.id} AND status = 'awaiting' AND expires_at > now() RETURNING *`,
    ),
  );
  if (paidRow) {
    // The money arrives in the wallet and pays the payable; its owner moves its record (an order
    // to proceeding) in this same transaction, or refuses it and the money stays in the wallet.
    if ((await owners.settle(tx, paymentOf(paidRow), { reference: event.reference, payerId: null })) === 'settled') {
      await bookArrival(tx, payment, event, 'pay');
      return 'paid';
    }
    await tx.execute(
      sql`UPDATE payments SET status = 'failed', failure_reason = ${LATE_CREDIT}, updated_at = now() WHERE id = ${payment.id}`,
    );
    await bookArrival(tx, payment, event, 'credit');
    return 'late-credited';
  }
  if (payment.status === 'paid') return 'duplicate';
  // The money arrived after the payment timed out (or was declined): keep it for the agency, once.
  const late = rowsOf(
    await tx.execute(sql`
      UPDATE payments SET status = CASE WHEN status = 'awaiting' THEN 'expired' ELSE status END, failure_reason = ${LATE_CREDIT}, updated_at = now()
      WHERE id = ${payment.id} AND failure_reason IS DISTINCT FROM ${LATE_CREDIT} RETURNING id`),
  );
  if (!late.length) return 'duplicate';
  await bookArrival(tx, payment, event, 'credit');
  return 'late-credited';
}

/** A top-up's money is the wallet's whenever it arrives (late, or after a decline): credited once. */
async function creditTopUp(tx: Tx, payment: PaymentRecord, event: GatewayEvent): Promise<NotificationResult> {
  const credited = rowsOf(
    await tx.execute(sql`
      UPDATE payments SET status = 'paid', failure_reason = NULL, updated_at = now()
      WHERE id = ${payment.id} AND status IN ('awaiting', 'expired', 'failed') RETURNING id`),
  );
  if (!credited.length) return 'duplicate';
  await bookArrival(tx, payment, event, 'top-up');
  return 'paid';
}

/**
 * Gateway payments nobody confirmed in time time out, so their payable can be paid again. Channels
 * of a real provider are left to the provider query (gateway-query.ts), which asks before it gives up.
 */
export async function expireGatewayPayments(db: Db, providerChannels: readonly string[] = []): Promise<number> {
  const skip = providerChannels.length
    ? sql`AND channel NOT IN (${sql.join(
        providerChannels.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf<{ channel: string | null }>(
    await db.execute(
      sql`UPDATE payments SET status = 'expired', failure_reason = 'payment timeout', updated_at = now() WHERE status = 'awaiting' AND expires_at < now() ${skip} RETURNING id, channel`,
    ),
  );
  for (const row of rows) countPayment(row.channel ?? 'unknown', 'expired');
  return rows.length;
}
