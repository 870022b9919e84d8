// The payment module the order services call (flight, group, train). An order that awaits payment
// is a payable (requestPayment); paying it from the wallet places a hold (pending transfer) that the
// order service posts when the ticket is issued (capturePayment) or voids when ticketing fails
// (releasePayment); unresolved holds are voided when they expire. pay() is hold + post at once.
// Refunds, voids and failed-ticketing reimbursements credit the wallet with transfers that point at
// the payment's transfer, never more than was paid. Every state change is a conditional UPDATE, so
// each happens exactly once whatever the concurrency.
import { countPayment } from '../metrics/service-metrics';
import { eq, sql } from 'drizzle-orm';
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import type { Payment } from '@/domain/schemas/wallet';
import type { AgencyRow } from '@/server/db/rows';
import { settingsOf } from '../agencies/settings';
import { agencies } from '../db/schema';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { openAgencyWallet, settlementCurrencySql } from './agency-balances';
import { walletOf } from './balance';
import { rowsOf, type Executor, type Tx } from '@/server/db/executor';
import { holdTransfer, postPending, postTransfer, systemAccount, voidPending, type Leg } from './ledger';
import { surchargeRefundOf } from '@/domain/card-surcharge';
import { queueProviderRefund } from './gateway-refunds';
import { plainAmount } from './top-up';

export const DEFAULT_HOLD_MINUTES = 24 * 60;

export interface PayableInput {
  agencyId: number;
  orderRef: string;
  /** 'full', or a group instalment ('deposit-1', 'deposit-2', 'deposit-3', 'final'). */
  part?: string;
  amount: number;
  currency: string;
  businessType?: string;
  /** The order's invoice type (invoice, itinerary, both, none): shown in the bill's Excel. */
  invoiceType?: string | null;
  description?: string;
  createdBy?: number | null;
  /** A deadline after which the payable cannot be paid (group deposits). */
  payBefore?: Date;
}

interface PaymentRaw {
  id: string | number;
  agency_id: number;
  order_ref: string;
  part: string;
  amount: string | number;
  currency: string;
  channel: string | null;
  status: Payment['status'];
  hold_transfer_id: string | number | null;
  refunded_amount: string | number;
  surcharge: string | number;
  surcharge_refunded: string | number;
  gateway_session: string | null;
  failure_reason: string | null;
  description: string | null;
  business_type: string;
  invoice_type: string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
}

export interface PaymentRecord extends Payment {
  holdTransferId: number | null;
  gatewaySession: string | null;
  businessType: string;
  invoiceType: string | null;
}

const COLUMNS = sql`id, agency_id, order_ref, part, amount, currency, channel, status, hold_transfer_id, refunded_amount, surcharge, surcharge_refunded, gateway_session,
  failure_reason, description, business_type, invoice_type, expires_at, created_at`;

export function paymentOf(row: PaymentRaw): PaymentRecord {
  return {
    id: Number(row.id),
    agencyId: Number(row.agency_id),
    orderRef: row.order_ref,
    part: row.part,
    amount: Number(row.amount),
    currency: row.currency,
    channel: row.channel,
    status: row.status,
    refundedAmount: Number(row.refunded_amount),
    surcharge: Number(row.surcharge ?? 0),
    surchargeRefunded: Number(row.surcharge_refunded ?? 0),
    failureReason: row.failure_reason,
    description: row.description,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    holdTransferId: row.hold_transfer_id === null ? null : Number(row.hold_transfer_id),
    gatewaySession: row.gateway_session,
    businessType: row.business_type,
    invoiceType: row.invoice_type,
  };
}

/** Public view of a payment (no internal transfer ids or gateway session). */
export function publicPayment(p: PaymentRecord): Payment {
  const { holdTransferId: _h, gatewaySession: _g, businessType: _b, invoiceType: _i, ...rest } = p;
  return rest;
}

async function agencyRow(tx: Executor, agencyId: number): Promise<AgencyRow> {
  const [row] = await (tx as Db).select().from(agencies).where(eq(agencies.id, agencyId));
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.code ? e : e.cause;
  return pg?.code === '23505' && pg.constraint === constraint;
}

/**
 * What paying needs, in one small query (payments are the hot path): the agency's settings, its
 * wallet and the supplier account; the general helpers open what does not exist yet.
 */
async function payingAccounts(tx: Tx, agencyId: number, currency: string) {
  const [row] = rowsOf<{
    settings: AgencyRow['settings'];
    common_config: AgencyRow['commonConfig'];
    wallet: string | null;
    supplier: string | null;
  }>(
    await tx.execute(sql`
      SELECT agencies.settings, agencies.common_config,
        (SELECT w.id FROM ledger_accounts w WHERE w.kind = 'agency' AND w.agency_id = agencies.id AND w.currency = ${settlementCurrencySql}) AS wallet,
        (SELECT s.id FROM ledger_accounts s WHERE s.kind = 'supplier' AND s.agency_id IS NULL AND s.currency = ${currency}) AS supplier
      FROM agencies WHERE agencies.id = ${agencyId}`),
  );
  if (!row) throw new ApiError('NOT_FOUND');
  const settings = settingsOf({ settings: row.settings, commonConfig: row.common_config });
  const walletCurrency = settings.general.settlementCurrency;
  const walletId = row.wallet ? Number(row.wallet) : await openAgencyWallet(tx, agencyId, walletCurrency);
  const supplier = row.supplier ? { id: Number(row.supplier), wallet: false } : await systemAccount(tx, 'supplier', currency);
  return { settings, wallet: { account: { id: walletId, wallet: true }, currency: walletCurrency }, supplier };
}

/** A refusal the order flow expects, raised before anything is written. */
function assertPayable(settings: AgencySettings, walletCurrency: string, input: { currency: string }) {
  if (settings.general.disablePayment) throw new ApiError('PAYMENT_DISABLED');
  if (input.currency !== walletCurrency) throw new ApiError('CURRENCY_MISMATCH', { currency: input.currency, wallet: walletCurrency });
}

export async function paymentById(db: Executor, paymentId: number, lock = false): Promise<PaymentRecord> {
  const [row] = rowsOf<PaymentRaw>(
    await db.execute(sql`SELECT ${COLUMNS} FROM payments WHERE id = ${paymentId} ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  if (!row) throw new ApiError('NOT_FOUND');
  return paymentOf(row);
}

/** An order awaiting payment. One live payable per order part: a second is refused. */
export async function requestPayment(tx: Tx, input: PayableInput): Promise<PaymentRecord> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error(`payment amount must be positive minor units: ${input.amount}`);
  try {
    return await tx.transaction(async (sp) => {
      const [row] = rowsOf<PaymentRaw>(
        await sp.execute(sql`
          INSERT INTO payments (agency_id, order_ref, part, amount, currency, status, business_type, invoice_type, description, expires_at, created_by)
          VALUES (${input.agencyId}, ${input.orderRef}, ${input.part ?? 'full'}, ${input.amount}, ${input.currency}, 'unpaid',
                  ${input.businessType ?? 'flight_origin'}, ${input.invoiceType ?? null}, ${input.description ?? null}, ${input.payBefore?.toISOString() ?? null}, ${input.createdBy ?? null})
          RETURNING ${COLUMNS}`),
      );
      return paymentOf(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payments_live_part_uq')) throw new ApiError('ORDER_ALREADY_PAID');
    throw error;
  }
}

/** Holds the payable's amount on the agency's wallet (insufficient balance changes nothing). */
export async function holdPayment(
  tx: Tx,
  paymentId: number,
  options: { holdMinutes?: number; createdBy?: number | null } = {},
): Promise<PaymentRecord> {
  const claimed = rowsOf<PaymentRaw>(
    await tx.execute(sql`
      UPDATE payments SET status = 'held', channel = 'balance', updated_at = now()
      WHERE id = ${paymentId} AND status = 'unpaid' AND (expires_at IS NULL OR expires_at > now()) RETURNING ${COLUMNS}`),
  );
  if (claimed.length === 0) {
    const current = await paymentById(tx, paymentId);
    if (current.status === 'unpaid') throw new ApiError(current.part === 'full' ? 'PAYMENT_TIMEOUT' : 'GROUP_PAYMENT_EXPIRED');
    throw new ApiError('ORDER_ALREADY_PAID');
  }
  const payment = paymentOf(claimed[0]!);
  const agency = await agencyRow(tx, payment.agencyId);
  const wallet = await walletOf(tx, agency);
  assertPayable(settingsOf(agency), wallet.currency, payment);
  const supplier = await systemAccount(tx, 'supplier', payment.currency);
  const expiresAt = new Date(Date.now() + (options.holdMinutes ?? DEFAULT_HOLD_MINUTES) * 60_000);
  const hold = await holdTransfer(
    tx,
    {
      kind: 'payment',
      currency: payment.currency,
      amount: payment.amount,
      debit: wallet.account,
      credit: supplier,
      agencyId: agency.id,
      orderRef: payment.orderRef,
      businessType: payment.businessType,
      paymentMethod: 'balance',
      invoiceType: payment.invoiceType,
      description: payment.description,
      createdBy: options.createdBy ?? null,
    },
    expiresAt,
  );
  const [row] = rowsOf<PaymentRaw>(
    await tx.execute(
      sql`UPDATE payments SET hold_transfer_id = ${hold.id}, expires_at = ${expiresAt.toISOString()} WHERE id = ${payment.id} RETURNING ${COLUMNS}`,
    ),
  );
  countPayment('balance', 'held');
  return paymentOf(row!);
}

/** Withdraws an unpaid payable (the order was canceled or closed before payment). Exactly once. */
export async function withdrawPayable(tx: Tx, paymentId: number, reason: string): Promise<PaymentRecord> {
  const [row] = rowsOf<PaymentRaw>(
    await tx.execute(sql`
      UPDATE payments SET status = 'voided', failure_reason = ${reason}, updated_at = now()
      WHERE id = ${paymentId} AND status = 'unpaid' RETURNING ${COLUMNS}`),
  );
  if (!row) throw new ApiError('PAYMENT_ALREADY_RESOLVED');
  return paymentOf(row);
}

/** Posts the hold: the order was fulfilled. Exactly once; a second call is refused. */
export async function capturePayment(tx: Tx, paymentId: number): Promise<PaymentRecord> {
  const [row] = rowsOf<PaymentRaw>(
    await tx.execute(
      sql`UPDATE payments SET status = 'paid', updated_at = now() WHERE id = ${paymentId} AND status = 'held' RETURNING ${COLUMNS}`,
    ),
  );
  if (!row) throw new ApiError('PAYMENT_ALREADY_RESOLVED');
  const payment = paymentOf(row);
  await postPending(tx, payment.holdTransferId!);
  return payment;
}

/** Voids the hold: the order was not fulfilled; the money is available again. Exactly once. */
export async function releasePayment(tx: Tx, paymentId: number, reason = 'released'): Promise<PaymentRecord> {
  const [row] = rowsOf<PaymentRaw>(
    await tx.execute(sql`
      UPDATE payments SET status = 'voided', failure_reason = ${reason}, updated_at = now()
      WHERE id = ${paymentId} AND status = 'held' RETURNING ${COLUMNS}`),
  );
  if (!row) throw new ApiError('PAYMENT_ALREADY_RESOLVED');
  const payment = paymentOf(row);
  await voidPending(tx, payment.holdTransferId!);
  return payment;
}

/**
 * pay(order ref, amount) from the wallet in one step: the payment is recorded paid together with its
 * posted transfer, and the wallet moves last by a conditional update (refused below the limit: the
 * whole transaction, payment included, is rolled back). A second live payment of the same order part
 * is refused by the unique index. Four round trips; no hold is needed when nothing is in flight.
 */
export async function pay(tx: Tx, input: PayableInput): Promise<PaymentRecord> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error(`payment amount must be positive minor units: ${input.amount}`);
  const { settings, wallet, supplier } = await payingAccounts(tx, input.agencyId, input.currency);
  assertPayable(settings, wallet.currency, input);
  let payment: PaymentRecord | undefined;
  await postTransfer(
    tx,
    {
      kind: 'payment',
      currency: input.currency,
      amount: input.amount,
      debit: wallet.account,
      credit: supplier,
      agencyId: input.agencyId,
      orderRef: input.orderRef,
      businessType: input.businessType ?? 'flight_origin',
      paymentMethod: 'balance',
      invoiceType: input.invoiceType ?? null,
      description: input.description ?? null,
      createdBy: input.createdBy ?? null,
    },
    {
      // The payment row rides in the transfer's statement; the unique index turns a second live
      // payment of the same order part into no row (refused below, before any wallet moves).
      cte: sql`p AS (
        INSERT INTO payments (agency_id, order_ref, part, amount, currency, channel, status, hold_transfer_id, business_type, invoice_type, description, created_by)
        SELECT ${input.agencyId}, ${input.orderRef}, ${input.part ?? 'full'}, ${input.amount}, ${input.currency}, 'balance', 'paid', t.id,
               ${input.businessType ?? 'flight_origin'}, ${input.invoiceType ?? null}, ${input.description ?? null}, ${input.createdBy ?? null}::int FROM t
        ON CONFLICT (order_ref, part) WHERE status IN ('unpaid', 'awaiting', 'held', 'paid') DO NOTHING
        RETURNING ${COLUMNS})`,
      select: sql`(SELECT row_to_json(p) FROM p)`,
      accept: (value) => {
        if (!value) throw new ApiError('ORDER_ALREADY_PAID');
        payment = paymentOf((typeof value === 'string' ? JSON.parse(value) : value) as PaymentRaw);
      },
    },
  );
  return payment!;
}

export type RefundKind = 'refund' | 'void' | 'reimbursement';

/** Credits the wallet back for a paid order (refund, void, failed-ticketing reimbursement). */
export async function refundPayment(
  tx: Tx,
  input: { paymentId: number; amount: number; kind: RefundKind; businessType?: string; reason?: string; createdBy?: number | null },
): Promise<PaymentRecord> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error(`refund amount must be positive minor units: ${input.amount}`);
  // Locked first: the card surcharge's share is priced on what was refunded before this refund.
  const current = await paymentById(tx, input.paymentId, true);
  const left = current.status === 'paid' ? current.amount - current.refundedAmount : 0;
  if (input.amount > left) throw new ApiError('REFUND_EXCEEDS_PAYMENT', { left: plainAmount(left, current.currency) });
  const surchargeBack = surchargeRefundOf(current, input.amount);
  const [row] = rowsOf<PaymentRaw>(
    await tx.execute(sql`
      UPDATE payments SET refunded_amount = refunded_amount + ${input.amount}, surcharge_refunded = surcharge_refunded + ${surchargeBack}, updated_at = now()
      WHERE id = ${input.paymentId} AND status = 'paid' AND refunded_amount + ${input.amount} <= amount RETURNING ${COLUMNS}`),
  );
  const payment = paymentOf(row!);
  const agency = await agencyRow(tx, payment.agencyId);
  const wallet = await walletOf(tx, agency);
  const supplier = await systemAccount(tx, 'supplier', payment.currency);
  const original = await paymentTransferId(tx, payment);
  // The surcharge's share comes back from the fee account in the same transfer (its own leg), so the
  // card gets back what it paid for the part refunded.
  const legs: Leg[] | undefined =
    surchargeBack > 0
      ? [
          { account: supplier, amount: -input.amount },
          { account: await systemAccount(tx, 'fee', payment.currency), amount: -surchargeBack },
          { account: wallet.account, amount: input.amount + surchargeBack },
        ]
      : undefined;
  await postTransfer(tx, {
    kind: input.kind,
    currency: payment.currency,
    amount: input.amount,
    debit: supplier,
    credit: wallet.account,
    legs,
    feeAmount: surchargeBack,
    agencyId: agency.id,
    orderRef: payment.orderRef,
    businessType: input.businessType ?? refundType(payment.businessType, input.kind),
    paymentMethod: payment.channel ?? 'balance',
    invoiceType: payment.invoiceType,
    description: input.reason ?? null,
    reversesTransferId: original,
    createdBy: input.createdBy ?? null,
  });
  // Money a real provider brought in goes back out through it (held on the wallet until it answers).
  await queueProviderRefund(tx, payment, input.amount + surchargeBack, input.createdBy ?? null);
  return payment;
}

function refundType(businessType: string, kind: RefundKind): string {
  if (kind === 'reimbursement') return 'reimbursement';
  const product = businessType.startsWith('train') ? 'train' : 'flight';
  return product === 'train' ? 'train_refund' : kind === 'void' ? 'flight_void' : 'flight_refund';
}

/** The posted transfer that took the payment's money (the hold, or the gateway payment). */
async function paymentTransferId(tx: Executor, payment: PaymentRecord): Promise<number | null> {
  if (payment.holdTransferId) return payment.holdTransferId;
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(
      sql`SELECT id FROM ledger_transfers WHERE kind = 'payment' AND order_ref = ${payment.orderRef} AND status = 'posted' ORDER BY id DESC LIMIT 1`,
    ),
  );
  return row ? Number(row.id) : null;
}

/**
 * Voids holds whose time ran out. Only holds nobody owns: a hold under an order (a registered
 * business type, `ownedTypes`) lives exactly as long as the order's own state says, and is captured
 * or released by the order's transition, never behind its back (a voided payment under a paid order
 * is the one thing the books must never show). Safe on every server at once.
 */
export async function voidExpiredHolds(db: Db, ownedTypes: readonly string[] = [], limit = 100): Promise<number> {
  const owned = ownedTypes.length
    ? sql`AND business_type NOT IN (${sql.join(
        ownedTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const due = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM payments WHERE status = 'held' AND expires_at < now() ${owned} ORDER BY expires_at LIMIT ${limit}`),
  );
  let voided = 0;
  for (const { id } of due) {
    try {
      await db.transaction((tx) => releasePayment(tx, Number(id), 'hold expired'));
      voided++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error; // resolved meanwhile by someone else: fine
    }
  }
  return voided;
}
