// The ledger's primitives. Every movement is a transfer whose entries sum to zero. A wallet's cached
// balance moves in the same transaction as its entries, by a conditional UPDATE that refuses to go
// below minus the credit limit (the row lock serialises concurrent spenders; a CHECK backs it up).
// Holds are pending transfers: the amount is reserved (held) and later posted or voided, once.
import { sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../http/api-error';
import { rowsOf, type Executor } from '@/server/db/executor';

export type SystemAccountKind = 'outside' | 'supplier' | 'fee' | 'gateway';
export type TransferKind = 'top_up' | 'payment' | 'refund' | 'void' | 'reimbursement' | 'reversal' | 'deposit' | 'payout' | 'provider_fee';

/** An account as the ledger needs it: wallets have a cached balance and a limit; system accounts do not. */
export interface LedgerAccount {
  id: number;
  wallet: boolean;
}

export interface Leg {
  account: LedgerAccount;
  /** Positive credits the account, negative debits it. */
  amount: number;
}

export interface TransferDetails {
  agencyId?: number | null;
  orderRef?: string | null;
  businessType?: string | null;
  paymentMethod?: string | null;
  invoiceType?: string | null;
  reference?: string | null;
  description?: string | null;
  remark?: string | null;
  receivedAmount?: number | null;
  receivedCurrency?: string | null;
  rate?: string | null;
  feePercent?: string | null;
  feeAmount?: number;
  reversesTransferId?: number | null;
  createdBy?: number | null;
}

export interface TransferSpec extends TransferDetails {
  kind: TransferKind;
  currency: string;
  /** The principal moved from `debit` to `credit`. */
  amount: number;
  debit: LedgerAccount;
  credit: LedgerAccount;
  /** Extra legs (a fee split); default: debit -amount, credit +amount. Must sum to zero. */
  legs?: Leg[];
}

export interface TransferRow {
  id: number;
  kind: TransferKind;
  businessType: string | null;
  paymentMethod: string | null;
  status: string;
  currency: string;
  amount: number;
  debitAccountId: number;
  creditAccountId: number;
  createdAt: string;
}

interface RawTransfer {
  id: string | number;
  kind: string;
  business_type: string | null;
  payment_method: string | null;
  status: string;
  currency: string;
  amount: string | number;
  debit_account_id: string | number;
  credit_account_id: string | number;
  created_at: Date | string;
}

function transferOf(row: RawTransfer): TransferRow {
  return {
    id: Number(row.id),
    kind: row.kind as TransferKind,
    businessType: row.business_type,
    paymentMethod: row.payment_method,
    status: row.status,
    currency: row.currency,
    amount: Number(row.amount),
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: Number(row.credit_account_id),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The system account of a kind and currency, created on first use. */
export async function systemAccount(tx: Executor, kind: SystemAccountKind, currency: string): Promise<LedgerAccount> {
  const find = async () =>
    rowsOf<{ id: string }>(
      await tx.execute(sql`SELECT id FROM ledger_accounts WHERE kind = ${kind} AND agency_id IS NULL AND currency = ${currency}`),
    )[0];
  let row = await find();
  if (!row) {
    await tx.execute(
      sql`INSERT INTO ledger_accounts (kind, currency) VALUES (${kind}, ${currency}) ON CONFLICT (kind, currency) WHERE agency_id IS NULL DO NOTHING`,
    );
    row = await find();
  }
  return { id: Number(row!.id), wallet: false };
}

function assertAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger amounts are positive integers of minor units: ${amount}`);
}

/** The database's own refusal (CHECK) reads as the same business answer as the conditional update's. */
async function asLedgerError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const pg = cause.code ? cause : cause.cause;
    if (pg?.code === '23514' && pg.constraint === 'ledger_accounts_spend_limit_ck') throw new ApiError('INSUFFICIENT_BALANCE');
    throw error;
  }
}

/** Moves a wallet's balance; a debit only if it keeps balance - held >= -credit limit. */
async function moveWallet(tx: Executor, accountId: number, delta: number): Promise<void> {
  const rows = rowsOf<{ id: string }>(
    delta < 0
      ? await tx.execute(sql`
          UPDATE ledger_accounts SET balance = balance + ${delta}, updated_at = now()
          WHERE id = ${accountId} AND kind = 'agency' AND balance + ${delta}::bigint - held >= -credit_limit RETURNING id`)
      : await tx.execute(
          sql`UPDATE ledger_accounts SET balance = balance + ${delta}, updated_at = now() WHERE id = ${accountId} AND kind = 'agency' RETURNING id`,
        ),
  );
  if (rows.length === 0) throw new ApiError('INSUFFICIENT_BALANCE');
}

/** Applies the legs to the wallets among them, in account order (one lock order: no deadlocks). */
async function applyToWallets(tx: Executor, legs: Leg[]): Promise<void> {
  const byWallet = new Map<number, number>();
  for (const leg of legs) if (leg.account.wallet) byWallet.set(leg.account.id, (byWallet.get(leg.account.id) ?? 0) + leg.amount);
  for (const [accountId, delta] of [...byWallet.entries()].sort((a, b) => a[0] - b[0])) {
    if (delta !== 0) await moveWallet(tx, accountId, delta);
  }
}

function transferValues(spec: TransferSpec, status: 'posted' | 'pending', expiresAt: Date | null) {
  return sql`(
    ${spec.kind}, ${status}, ${spec.currency}, ${spec.amount}, ${spec.debit.id}, ${spec.credit.id}, ${spec.agencyId ?? null},
    ${spec.orderRef ?? null}, ${spec.businessType ?? null}, ${spec.paymentMethod ?? null}, ${spec.invoiceType ?? null}, ${spec.reference ?? null},
    ${spec.description ?? null}, ${spec.remark ?? null}, ${spec.receivedAmount ?? null}, ${spec.receivedCurrency ?? null},
    ${spec.rate ?? null}, ${spec.feePercent ?? null}, ${spec.feeAmount ?? 0}, ${spec.reversesTransferId ?? null},
    ${expiresAt ? expiresAt.toISOString() : null}::timestamptz, ${spec.createdBy ?? null})`;
}

const TRANSFER_COLUMNS = sql`(
  kind, status, currency, amount, debit_account_id, credit_account_id, agency_id, order_ref, business_type, payment_method,
  invoice_type, reference, description, remark, received_amount, received_currency, rate, fee_percent, fee_amount, reverses_transfer_id,
  expires_at, created_by)`;
const RETURNING = sql`RETURNING id, kind, business_type, payment_method, status, currency, amount, debit_account_id, credit_account_id, created_at`;

async function insertTransfer(
  tx: Executor,
  spec: TransferSpec,
  status: 'posted' | 'pending',
  expiresAt: Date | null,
): Promise<TransferRow> {
  const [row] = rowsOf<RawTransfer>(
    await tx.execute(sql`INSERT INTO ledger_transfers ${TRANSFER_COLUMNS} VALUES ${transferValues(spec, status, expiresAt)} ${RETURNING}`),
  );
  return transferOf(row!);
}

/**
 * A record written in the same statement as a transfer (a payment): `cte` is one more WITH entry that
 * may read `t` (the new transfer), `select` its result as one JSON value, `accept` checks it (and may
 * refuse) before any wallet moves.
 */
export interface Alongside {
  cte: SQL;
  select: SQL;
  accept(value: unknown): void;
}

/** A posted transfer, its entries (and `alongside`) in one statement: one round trip. */
async function insertPostedTransfer(tx: Executor, spec: TransferSpec, legs: Leg[], alongside?: Alongside): Promise<TransferRow> {
  const entries = sql.join(
    legs.filter((l) => l.amount !== 0).map((l) => sql`(${l.account.id}::bigint, ${l.amount}::bigint)`),
    sql`, `,
  );
  const [row] = rowsOf<RawTransfer & { alongside: unknown }>(
    await tx.execute(sql`
      WITH t AS (INSERT INTO ledger_transfers ${TRANSFER_COLUMNS} VALUES ${transferValues(spec, 'posted', null)} ${RETURNING}),
           e AS (INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, movement_type, created_at)
                 SELECT t.id, v.account_id, t.currency, v.amount, ledger_movement_type(t.kind, t.business_type, t.payment_method, v.amount), clock_timestamp()
                 FROM t, (VALUES ${entries}) AS v(account_id, amount))
           ${alongside ? sql`, ${alongside.cte}` : sql``}
      SELECT t.*, ${alongside ? alongside.select : sql`NULL`} AS alongside FROM t`),
  );
  alongside?.accept(row!.alongside);
  return transferOf(row!);
}

/** The movement type an entry of this amount carries (`ledger_movement_type` of migration 0036, which the commit rule checks). */
function movementTypeOf(transfer: TransferRow, amount: number): SQL {
  return sql`ledger_movement_type(${transfer.kind}::text, ${transfer.businessType}::text, ${transfer.paymentMethod}::text, ${amount}::bigint)`;
}

async function insertEntries(tx: Executor, transfer: TransferRow, legs: Leg[]): Promise<void> {
  const values = legs
    .filter((l) => l.amount !== 0)
    .map(
      (l) =>
        sql`(${transfer.id}, ${l.account.id}, ${transfer.currency}, ${l.amount}, ${movementTypeOf(transfer, l.amount)}, clock_timestamp())`,
    );
  await tx.execute(
    sql`INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, movement_type, created_at) VALUES ${sql.join(values, sql`, `)}`,
  );
}

function legsOf(spec: TransferSpec): Leg[] {
  const legs = spec.legs ?? [
    { account: spec.debit, amount: -spec.amount },
    { account: spec.credit, amount: spec.amount },
  ];
  for (const leg of legs) if (!Number.isSafeInteger(leg.amount)) throw new Error(`ledger leg is not an integer: ${leg.amount}`);
  if (legs.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error('ledger legs must sum to zero');
  return legs;
}

/**
 * Books a final transfer: the transfer, its entries and `alongside` in one statement, then the
 * wallets, debits only within their limit. The wallets come last so their row locks are held for as
 * short a time as possible; a refusal rolls the whole transaction back.
 */
export async function postTransfer(tx: Executor, spec: TransferSpec, alongside?: Alongside): Promise<TransferRow> {
  assertAmount(spec.amount);
  const legs = legsOf(spec);
  return asLedgerError(async () => {
    const transfer = await insertPostedTransfer(tx, spec, legs, alongside);
    await applyToWallets(tx, legs);
    return transfer;
  });
}

/** Reserves `amount` on the debit wallet (a hold) until posted or voided; refused beyond the limit. */
export async function holdTransfer(tx: Executor, spec: TransferSpec, expiresAt: Date): Promise<TransferRow> {
  assertAmount(spec.amount);
  if (!spec.debit.wallet) throw new Error('only a wallet can hold money');
  return asLedgerError(async () => {
    const held = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE ledger_accounts SET held = held + ${spec.amount}, updated_at = now()
        WHERE id = ${spec.debit.id} AND kind = 'agency' AND balance - held - ${spec.amount}::bigint >= -credit_limit RETURNING id`),
    );
    if (held.length === 0) throw new ApiError('INSUFFICIENT_BALANCE');
    return insertTransfer(tx, spec, 'pending', expiresAt);
  });
}

/** Resolves a pending transfer exactly once: the status change is the claim; a second caller finds nothing. */
async function claimPending(tx: Executor, transferId: number, to: 'posted' | 'voided'): Promise<TransferRow> {
  const [row] = rowsOf<RawTransfer>(
    await tx.execute(sql`
      UPDATE ledger_transfers SET status = ${to}, resolved_at = now() WHERE id = ${transferId} AND status = 'pending'
      ${RETURNING}`),
  );
  if (!row) throw new ApiError('PAYMENT_ALREADY_RESOLVED');
  return transferOf(row);
}

async function isWallet(tx: Executor, accountId: number): Promise<boolean> {
  const [row] = rowsOf<{ kind: string }>(await tx.execute(sql`SELECT kind FROM ledger_accounts WHERE id = ${accountId}`));
  return row?.kind === 'agency';
}

/** Posts a hold: the reservation becomes the movement (balance - held is unchanged, so no limit check). */
export async function postPending(tx: Executor, transferId: number): Promise<TransferRow> {
  const transfer = await claimPending(tx, transferId, 'posted');
  await tx.execute(sql`
    UPDATE ledger_accounts SET held = held - ${transfer.amount}, balance = balance - ${transfer.amount}, updated_at = now()
    WHERE id = ${transfer.debitAccountId}`);
  if (await isWallet(tx, transfer.creditAccountId)) await moveWallet(tx, transfer.creditAccountId, transfer.amount);
  await insertEntries(tx, transfer, [
    { account: { id: transfer.debitAccountId, wallet: true }, amount: -transfer.amount },
    { account: { id: transfer.creditAccountId, wallet: false }, amount: transfer.amount },
  ]);
  return transfer;
}

/** Voids a hold: the reservation is released; nothing was ever posted, so no entries. */
export async function voidPending(tx: Executor, transferId: number): Promise<TransferRow> {
  const transfer = await claimPending(tx, transferId, 'voided');
  await tx.execute(
    sql`UPDATE ledger_accounts SET held = held - ${transfer.amount}, updated_at = now() WHERE id = ${transfer.debitAccountId}`,
  );
  return transfer;
}

/** A posted transfer's legs, for reversing it. */
export async function legsOfTransfer(tx: Executor, transferId: number): Promise<Leg[]> {
  const rows = rowsOf<{ account_id: string; amount: string; kind: string }>(
    await tx.execute(sql`
      SELECT e.account_id, e.amount, a.kind FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.transfer_id = ${transferId} ORDER BY e.id`),
  );
  return rows.map((r) => ({ account: { id: Number(r.account_id), wallet: r.kind === 'agency' }, amount: Number(r.amount) }));
}
