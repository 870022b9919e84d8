// The statement (bill) as an Excel file: a summary block (period, opening balance, money in and out,
// closing balance, amount due) and every movement of the period. Labels come from the console in
// the reader's language; the invoice-type column appears only when the agency's setting says so.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { walletTransactionSchema, type Statement, type WalletTransaction } from '@/domain/schemas/wallet';
import { minorToMajor } from '@/domain/wallet-math';
import { businessDate } from '@/domain/credit-period';
import { exportBodyOf } from '../http/xlsx';

export const STATEMENT_LABEL_KEYS = [
  'title',
  'agency',
  'period',
  'currency',
  'openingBalance',
  'totalCredits',
  'totalDebits',
  'closingBalance',
  'amountDue',
  'creditLimit',
  'generatedAt',
  'invoiceType',
] as const;

/** Movements export the fields of a wallet movement. */
export const transactionExportSchema = exportBodyOf(
  walletTransactionSchema.keyof().options as [keyof WalletTransaction, ...Array<keyof WalletTransaction>],
);

export const statementExportSchema = transactionExportSchema.extend({
  labels: z
    .object(
      Object.fromEntries(STATEMENT_LABEL_KEYS.map((k) => [k, text().trim().min(1).max(64)])) as Record<
        (typeof STATEMENT_LABEL_KEYS)[number],
        z.ZodString
      >,
    )
    .strict(),
});
export type StatementExport = z.infer<typeof statementExportSchema>;

export async function statementWorkbook(
  statement: Statement,
  movements: WalletTransaction[],
  request: StatementExport,
  showInvoiceType: boolean,
): Promise<Buffer> {
  const { labels } = request;
  const currency = statement.currency;
  const major = (amount: number) => Number(minorToMajor(amount, currency));
  const columns = request.columns.filter((c) => c.key !== 'invoiceType');
  if (showInvoiceType) columns.push({ key: 'invoiceType', title: labels.invoiceType });

  // Loaded on the first export: the library is large and slow to load, and most starts never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(labels.title.slice(0, 31));
  const summary: Array<[string, string | number]> = [
    [labels.agency, statement.agencyName],
    [
      labels.period,
      `${businessDate(new Date(statement.periodStart))} - ${businessDate(new Date(new Date(statement.cutoffAt).getTime() - 1))}`,
    ],
    [labels.currency, currency],
    [labels.openingBalance, major(statement.openingBalance)],
    [labels.totalCredits, major(statement.totalCredits)],
    [labels.totalDebits, major(statement.totalDebits)],
    [labels.closingBalance, major(statement.closingBalance)],
    [labels.amountDue, major(statement.amountDue)],
    [labels.creditLimit, major(statement.creditLimit)],
    [labels.generatedAt, new Date(statement.generatedAt).toISOString().replace('T', ' ').slice(0, 19)],
  ];
  sheet.addRow([labels.title]).font = { bold: true, size: 14 };
  for (const [label, value] of summary) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (typeof value === 'number') row.getCell(2).numFmt = '#,##0.00';
  }
  sheet.addRow([]);
  const header = sheet.addRow(columns.map((c) => c.title));
  header.font = { bold: true };
  for (const m of movements) {
    const cells: Record<string, string | number | null> = {
      ...m,
      amount: major(m.amount),
      handlingFee: major(m.handlingFee),
      totalAmountPaid: Number(minorToMajor(m.totalAmountPaid, m.totalAmountPaidCurrency)),
      paymentTime: m.paymentTime.replace('T', ' ').slice(0, 19),
      createdOn: m.createdOn.replace('T', ' ').slice(0, 19),
    };
    sheet.addRow(columns.map((c) => cells[c.key] ?? null));
  }
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 22 : 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
