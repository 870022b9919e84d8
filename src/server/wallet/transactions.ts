// Wallet movements as the console lists them (the transaction list and its detail): one
// row per entry on an agency's wallet, with its transfer's details. Filters run on the entries'
// (account, time, amount) index, so a wallet with a million entries still pages quickly.
import { sql, type SQL } from 'drizzle-orm';
import type { TransactionFilter, WalletTransaction } from '@/domain/schemas/wallet';
import { BUSINESS_UTC_OFFSET_HOURS } from '@/domain/credit-period';
import { ApiError } from '../http/api-error';
import { rowsOf, type Executor } from '@/server/db/executor';

interface Row {
  id: string | number;
  transfer_id: string | number;
  agency_id: number;
  agency_name: string;
  amount: string | number;
  currency: string;
  payment_time: Date | string;
  kind: string;
  status: string;
  business_type: string | null;
  order_ref: string | null;
  payment_method: string | null;
  invoice_type: string | null;
  reference: string | null;
  description: string | null;
  remark: string | null;
  received_amount: string | number | null;
  received_currency: string | null;
  rate: string | null;
  fee_percent: string | null;
  fee_amount: string | number;
  reverses_transfer_id: string | number | null;
  created_on: Date | string;
}

const nullableNumber = (v: string | number | null) => (v === null ? null : Number(v));

function transactionOf(row: Row): WalletTransaction {
  const amount = Number(row.amount);
  const transferId = Number(row.transfer_id);
  const receivedAmount = nullableNumber(row.received_amount);
  return {
    id: Number(row.id),
    transferId,
    agencyId: Number(row.agency_id),
    agencyName: row.agency_name,
    type: row.business_type ?? row.kind,
    status: row.status,
    originalId: row.order_ref ?? transactionNumber(transferId),
    orderId: row.order_ref,
    referenceId: row.reference,
    paymentMethod: row.payment_method,
    invoiceType: row.invoice_type,
    amount,
    currency: row.currency,
    totalAmountPaid: receivedAmount ?? Math.abs(amount),
    totalAmountPaidCurrency: row.received_currency ?? row.currency,
    receivedAmount,
    receivedCurrency: row.received_currency,
    rate: row.rate,
    feePercent: row.fee_percent,
    handlingFee: Number(row.fee_amount),
    description: row.description,
    remark: row.remark,
    reversesTransferId: nullableNumber(row.reverses_transfer_id),
    paymentTime: new Date(row.payment_time).toISOString(),
    createdOn: new Date(row.created_on).toISOString(),
  };
}

/** The number a person reads for a transfer that belongs to no order. */
export function transactionNumber(transferId: number): string {
  return `T${String(transferId).padStart(8, '0')}`;
}

// A top-up a parent pays from its own wallet is a transfer between the two agencies: each side reads it
// as what it is (out to the sub-agency, in from the parent), never as a negative top-up.
const MOVEMENT_TYPE = sql`CASE WHEN t.payment_method = 'parent' THEN (CASE WHEN e.amount < 0 THEN 'transfer_to_sub_agency' ELSE 'transfer_from_parent' END)
  ELSE coalesce(t.business_type, t.kind) END`;

const SELECT = sql`
  SELECT e.id, e.transfer_id, a.agency_id, ag.name AS agency_name, e.amount, e.currency, e.created_at AS payment_time,
         t.kind, t.status, ${MOVEMENT_TYPE} AS business_type, t.order_ref, t.payment_method, t.invoice_type, t.reference, t.description, t.remark,
         t.received_amount, t.received_currency, t.rate, t.fee_percent, t.fee_amount, t.reverses_transfer_id, t.created_at AS created_on
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transfers t ON t.id = e.transfer_id
  JOIN agencies ag ON ag.id = a.agency_id`;

/** Midnight (business time zone) of a yyyy-MM-dd date, as an instant. */
export function businessMidnight(date: string, plusDays = 0): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + plusDays) - BUSINESS_UTC_OFFSET_HOURS * 3_600_000);
}

function conditions(agencyId: number, f: Omit<TransactionFilter, 'agencyId'>): SQL {
  const parts: SQL[] = [sql`e.account_id IN (SELECT id FROM ledger_accounts WHERE kind = 'agency' AND agency_id = ${agencyId})`];
  if (f.from) parts.push(sql`e.created_at >= ${businessMidnight(f.from).toISOString()}`);
  if (f.to) parts.push(sql`e.created_at < ${businessMidnight(f.to, 1).toISOString()}`);
  if (f.amount_gte !== undefined) parts.push(sql`e.amount >= ${f.amount_gte}`);
  if (f.amount_lte !== undefined) parts.push(sql`e.amount <= ${f.amount_lte}`);
  if (f.type) parts.push(sql`${MOVEMENT_TYPE} = ${f.type}`);
  if (f.orderId) parts.push(sql`t.order_ref = ${f.orderId}`);
  return sql.join(parts, sql` AND `);
}

const ORDER_COLUMNS: Record<string, SQL> = { paymentTime: sql`e.created_at`, amount: sql`e.amount`, id: sql`e.id` };

export interface TransactionPage {
  rows: WalletTransaction[];
  total: number;
}

export async function listTransactions(
  db: Executor,
  agencyId: number,
  filter: Omit<TransactionFilter, 'agencyId'>,
  page: { offset: number; limit: number; sort?: string; order?: 'asc' | 'desc' },
): Promise<TransactionPage> {
  const where = conditions(agencyId, filter);
  const column = ORDER_COLUMNS[page.sort ?? 'paymentTime'] ?? ORDER_COLUMNS.paymentTime!;
  const direction = page.order === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = rowsOf<Row>(
    await db.execute(
      sql`${SELECT} WHERE ${where} ORDER BY ${column} ${direction}, e.id ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`SELECT count(*) AS n FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id WHERE ${where}`),
  );
  return { rows: rows.map(transactionOf), total: Number(count?.n ?? 0) };
}

/** One wallet movement by its id (the caller's reach is checked by the route). */
export async function transactionById(db: Executor, entryId: number): Promise<WalletTransaction> {
  const [row] = rowsOf<Row>(await db.execute(sql`${SELECT} WHERE e.id = ${entryId} AND a.kind = 'agency'`));
  if (!row) throw new ApiError('NOT_FOUND');
  return transactionOf(row);
}

/** The wallet movement a transfer made on one agency's wallet (after a top-up, a payment). */
export async function transactionOfTransfer(db: Executor, transferId: number, agencyId: number): Promise<WalletTransaction> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`${SELECT} WHERE e.transfer_id = ${transferId} AND a.kind = 'agency' AND a.agency_id = ${agencyId}`),
  );
  if (!row) throw new ApiError('NOT_FOUND');
  return transactionOf(row);
}

/** Every movement of one wallet between two instants, oldest first (statements and their export). */
export async function movementsBetween(
  db: Executor,
  accountId: number,
  from: Date,
  to: Date,
  page?: { offset: number; limit: number },
): Promise<WalletTransaction[]> {
  const paging = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`${SELECT} WHERE e.account_id = ${accountId} AND e.created_at >= ${from.toISOString()} AND e.created_at < ${to.toISOString()}
      ORDER BY e.created_at, e.id ${paging}`),
  );
  return rows.map(transactionOf);
}
