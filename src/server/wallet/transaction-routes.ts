// HTTP face of All Transactions (the bills menu): the
// caller's wallet movements or those of an agency it administers, filtered and paged on the server,
// one movement's detail, and the Excel of the current filter.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import { TRANSACTION_SORT_FIELDS, transactionFilterSchema, walletTransactionSchema, type WalletTransaction } from '@/domain/schemas/wallet';
import { minorToMajor } from '@/domain/wallet-math';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { cursorQuery, keysetPageOf, listQueryOf, setNextCursor, setTotal } from '../http/list-sort';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { EXPORT_MAX_ROWS, sendXlsx } from '../http/xlsx';
import { transactionExportSchema } from './statement-excel';
import { invoicesShown, invoiceTypeInExcel } from './invoice-visibility';
import { viewableAgency } from './scope';
import { listTransactions, transactionById, transactionRows } from './transactions';

const tags = ['wallet'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:wallet', act: 'read' } };
const exportQuery = listQueryOf(TRANSACTION_SORT_FIELDS, transactionFilterSchema);
const listQuery = exportQuery.extend(cursorQuery);

/** A movement as spreadsheet cells: amounts as plain major-unit numbers. */
export function transactionCells(t: WalletTransaction): Record<string, string | number | null> {
  const major = (amount: number | null, currency: string | null) =>
    amount === null || !currency ? null : Number(minorToMajor(amount, currency));
  return {
    ...t,
    amount: major(t.amount, t.currency),
    totalAmountPaid: major(t.totalAmountPaid, t.totalAmountPaidCurrency),
    receivedAmount: major(t.receivedAmount, t.receivedCurrency),
    handlingFee: major(t.handlingFee, t.currency),
  };
}

function sortOf(query: { _sort?: string; _order?: string }) {
  return {
    sort: query._sort?.split(',')[0],
    order: (query._order?.split(',')[0]?.toLowerCase() === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc',
  };
}

export async function transactionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Wallet movements (filter by type, dates, amount, order; paged by offset or by cursor)',
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(walletTransactionSchema)) },
      },
    },
    async (request, reply) => {
      const { agencyId, _start, _end, _sort, _order, cursor, ...filter } = request.query;
      const identity = identityOf(request);
      const agency = await viewableAgency(db, identity, agencyId);
      const page = keysetPageOf({ _start, _end, cursor });
      const { rows, total, atLeast } = await listTransactions(db, agency.id, filter, { ...page, ...sortOf({ _sort, _order }) });
      setTotal(reply, total, atLeast);
      setNextCursor(reply, rows, page.limit);
      return ok(invoicesShown(identity, agency, rows));
    },
  );

  r.get(
    '/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'One wallet movement',
        params: idParamsSchema,
        response: { 200: envelopeOf(walletTransactionSchema) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const transaction = await transactionById(db, request.params.id);
      const agency = await viewableAgency(db, identity, transaction.agencyId);
      return ok(invoicesShown(identity, agency, [transaction])[0]!);
    },
  );

  r.post(
    '/export',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Excel of the movements matching the current filter',
        querystring: exportQuery,
        body: transactionExportSchema,
      },
    },
    async (request, reply) => {
      const { agencyId, _start: _s, _end: _e, _sort, _order, ...filter } = request.query;
      const identity = identityOf(request);
      const agency = await viewableAgency(db, identity, agencyId);
      // The rows only: the list's count (up to ten times the page) is of no use to a file.
      const rows = await transactionRows(db, agency.id, filter, { offset: 0, limit: EXPORT_MAX_ROWS, ...sortOf({ _sort, _order }) });
      noteAudit(request, { action: 'wallet.transactions.export', target: String(agency.id) });
      // The Excel bill carries the invoice type only where the agency's settings put it.
      const columns = invoiceTypeInExcel(identity, agency)
        ? request.body.columns
        : request.body.columns.filter((c) => c.key !== 'invoiceType');
      return sendXlsx(
        reply,
        request.body.filename ?? 'transactions',
        'Transactions',
        columns,
        invoicesShown(identity, agency, rows).map(transactionCells),
      );
    },
  );
}
