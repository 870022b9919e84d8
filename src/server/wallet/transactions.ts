// Wallet movements as the console lists them (the transaction list and its detail): one
// row per entry on an agency's wallet, with its transfer's details. A page is found as entry ids
// first, by one ordered walk of the entries' (account, time, id) or (account, amount, id) index per
// wallet of the agency, then its rows are read, so a wallet with a million entries still pages
// quickly (docs/admin-lists-performance.md).
import { sql, type SQL } from 'drizzle-orm';
import type { TransactionFilter, WalletTransaction } from '@/domain/schemas/wallet';
import { BUSINESS_UTC_OFFSET_HOURS } from '@/domain/credit-period';
import { ApiError } from '../http/api-error';
import { rowsOf, type Executor } from '@/server/db/executor';
import { cappedCountSql, cappedTotal, countLimitOf } from '@/server/db/capped-count';
import { afterCursor, mergedWalksSql, orderSql, sortTerms, type ListPage, type SortColumns } from '@/server/db/list-order';

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
  movement_type: string;
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
    type: row.movement_type,
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

const SELECT = sql`
  SELECT e.id, e.transfer_id, a.agency_id, ag.name AS agency_name, e.amount, e.currency, e.created_at AS payment_time,
         t.kind, t.status, e.movement_type, t.order_ref, t.payment_method, t.invoice_type, t.reference, t.description, t.remark,
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

/** The agency's wallets (one per currency): the list walks each one's entries. */
const walletsOf = (agencyId: number) => sql`SELECT id FROM ledger_accounts WHERE kind = 'agency' AND agency_id = ${agencyId}`;

/** The filters as conditions on an entry `o`. */
function conditions(f: Omit<TransactionFilter, 'agencyId'>): SQL[] {
  const parts: SQL[] = [];
  if (f.from) parts.push(sql`o.created_at >= ${businessMidnight(f.from).toISOString()}`);
  if (f.to) parts.push(sql`o.created_at < ${businessMidnight(f.to, 1).toISOString()}`);
  if (f.amount_gte !== undefined) parts.push(sql`o.amount >= ${f.amount_gte}`);
  if (f.amount_lte !== undefined) parts.push(sql`o.amount <= ${f.amount_lte}`);
  // The type the list shows, written on the entry (a parent's transfer to its sub-agency reads by the
  // entry's sign): one walk of the wallet's (account, type, time) index.
  if (f.type) parts.push(sql`o.movement_type = ${f.type}`);
  if (f.orderId) parts.push(sql`o.transfer_id IN (SELECT id FROM ledger_transfers WHERE order_ref = ${f.orderId})`);
  return parts;
}

/** Sort fields as entry columns (`createdAt` is the fallback sortTerms needs); the entry id breaks ties. */
const SORT_COLUMNS: SortColumns = { createdAt: ['created_at'], paymentTime: ['created_at'], amount: ['amount'], id: [] };

export interface TransactionPage {
  rows: WalletTransaction[];
  total: number;
  /** The count stopped at its cap: at least `total` movements match. */
  atLeast: boolean;
}

/** The ids of a page of the agency's movements (tests read its plan). */
export function transactionPageStatement(
  agencyId: number,
  filter: Omit<TransactionFilter, 'agencyId'>,
  page: ListPage,
): { ids: SQL; order: ReturnType<typeof sortTerms> } {
  const terms = sortTerms(SORT_COLUMNS, page.sort ?? 'paymentTime', page.order ?? 'desc');
  const parts = [sql`o.account_id = w.id`, ...conditions(filter)];
  if (page.after) parts.push(afterCursor('ledger_entries', terms, page.after, sql`x.account_id IN (${walletsOf(agencyId)})`));
  return { ids: mergedWalksSql('ledger_entries', sql`(${walletsOf(agencyId)}) w`, sql.join(parts, sql` AND `), terms, page), order: terms };
}

/** The number of the agency's movements under the filter, up to `limit` (tests read its plan). */
export function transactionCountStatement(agencyId: number, filter: Omit<TransactionFilter, 'agencyId'>, limit: number): SQL {
  const parts = [sql`o.account_id IN (${walletsOf(agencyId)})`, ...conditions(filter)];
  return cappedCountSql(sql`SELECT 1 FROM ledger_entries o WHERE ${sql.join(parts, sql` AND `)}`, limit);
}

/** A page of the agency's movements without their count (the list counts beside it; an export needs none). */
export async function transactionRows(
  db: Executor,
  agencyId: number,
  filter: Omit<TransactionFilter, 'agencyId'>,
  page: ListPage,
): Promise<WalletTransaction[]> {
  const { ids, order } = transactionPageStatement(agencyId, filter, page);
  return rowsOf<Row>(await db.execute(sql`${SELECT} WHERE e.id IN (${ids}) ORDER BY ${orderSql(order, 'e')}`)).map(transactionOf);
}

export async function listTransactions(
  db: Executor,
  agencyId: number,
  filter: Omit<TransactionFilter, 'agencyId'>,
  page: ListPage,
): Promise<TransactionPage> {
  const limit = countLimitOf(page);
  const [rows, counted] = await Promise.all([
    transactionRows(db, agencyId, filter, page),
    db.execute(transactionCountStatement(agencyId, filter, limit)),
  ]);
  const [count] = rowsOf<{ n: string | number }>(counted);
  return { rows, ...cappedTotal(Number(count?.n ?? 0), limit) };
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
