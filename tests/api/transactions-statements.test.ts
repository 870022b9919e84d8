// All Transactions (filters, server paging, detail, Excel), statements (generate, list, detail,
// Excel with and without the invoice-type column, spend per period) and exchange rates.
import { readWorkbook } from '../support/workbook';
import { parse as parseDisposition } from 'content-disposition';
import type ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRate, Spend, Statement, StatementDetail, WalletTransaction } from '@/domain/schemas/wallet';
import { callerFor, type Caller } from './support/admin';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { agencyIdOf, topUpBody, walletRow } from './support/money';

let t: TestApp;
let finance: Caller;
let admin: Caller;
let harbour: number;
let kowloon: number;
const T = '/api/base/v2/transactions';
const S = '/api/base/v2/sub/statements';

beforeAll(async () => {
  t = await startTestApp();
  finance = await callerFor(t, 'harbour.finance');
  admin = await callerFor(t, 'admin');
  harbour = await agencyIdOf(t, 'HARBOUR');
  kowloon = await agencyIdOf(t, 'KOWLOON');
});
afterAll(() => t?.close());

async function download(url: string, body: unknown): Promise<ExcelJS.Worksheet> {
  return (await downloadNamed(url, body)).sheet;
}

/** The first sheet of an Excel download, and the file name the browser saves it under. */
async function downloadNamed(url: string, body: unknown): Promise<{ sheet: ExcelJS.Worksheet; savedAs: string | undefined }> {
  const token = await t.login('harbour.finance');
  const res = await t.app.inject({ method: 'POST', url, payload: body as InjectOptions['payload'], headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = await readWorkbook(res.rawPayload);
  return { sheet: workbook.worksheets[0]!, savedAs: parseDisposition(String(res.headers['content-disposition'])).parameters.filename };
}

const LABELS = {
  title: 'Statement',
  agency: 'Agency',
  period: 'Period',
  currency: 'Currency',
  openingBalance: 'Opening balance',
  totalCredits: 'Money in',
  totalDebits: 'Money out',
  closingBalance: 'Closing balance',
  amountDue: 'Amount due',
  creditLimit: 'Credit limit',
  generatedAt: 'Generated',
  invoiceType: 'Invoice type',
};
const COLUMNS = [
  { key: 'paymentTime', title: 'Payment Time' },
  { key: 'originalId', title: 'Original ID' },
  { key: 'type', title: 'Type' },
  { key: 'amount', title: 'Amount' },
];

/** Sets general settings of an agency straight in the database. */
async function setGeneral(agencyId: number, values: Record<string, boolean>) {
  await t.database.db.execute(
    sql`UPDATE agencies SET settings = jsonb_set(settings, '{general}', coalesce(settings -> 'general', '{}'::jsonb) || ${JSON.stringify(values)}::jsonb) WHERE id = ${agencyId}`,
  );
}

function valueBeside(sheet: ExcelJS.Worksheet, label: string): unknown {
  let found: unknown;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label) found = row.getCell(2).value;
  });
  return found;
}

describe('all transactions', () => {
  it('lists the wallet movements newest first with the SPEC columns and a total', async () => {
    const res = await finance<WalletTransaction[]>('GET', `${T}?_start=0&_end=3`);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({
      type: 'flight_refund',
      amount: 96_000,
      originalId: 'TF2611000145',
      paymentMethod: 'balance',
      currency: 'CNY',
    });
    const top = (await finance<WalletTransaction[]>('GET', `${T}?type=top_up&_sort=amount&_order=desc`)).body.data;
    // Funding the sub-agency is a transfer, named as one, not a negative top-up.
    expect(top.map((r) => r.amount)).toEqual([19_919_900, 10_000_000]);
    const transfers = (await finance<WalletTransaction[]>('GET', `${T}?type=transfer_to_sub_agency`)).body.data;
    expect(transfers.map((r) => [r.type, r.amount, r.paymentMethod])).toEqual([['transfer_to_sub_agency', -2_000_000, 'parent']]);
    expect(top[0]).toMatchObject({
      referenceId: 'SWIFT-20261101-HB',
      totalAmountPaid: 2_800_000,
      totalAmountPaidCurrency: 'USD',
      handlingFee: 100_100,
      rate: '7.15',
      originalId: expect.stringMatching(/^T\d{8}$/),
    });
  });

  it('filters by amount, order and date, and refuses an unknown sort field', async () => {
    const out = await finance<WalletTransaction[]>('GET', `${T}?amount_lte=-100000`);
    expect(out.body.data.map((r) => r.amount).sort()).toEqual([-2_000_000, -345_600, -128_000].sort());
    const order = await finance<WalletTransaction[]>('GET', `${T}?orderId=TF2611000145`);
    expect(order.body.data.map((r) => r.amount)).toEqual([96_000, -128_000]);
    const future = await finance<WalletTransaction[]>('GET', `${T}?from=2099-01-01`);
    expect(future.headers['x-total-count']).toBe('0');
    expect((await finance('GET', `${T}?_sort=password`)).status).toBe(400);
    expect((await finance('GET', `${T}?type=lottery`)).status).toBe(400);
  });

  it("shows a sub-agency's movements to its manager, and one movement's detail; never another agency's", async () => {
    const sub = await finance<WalletTransaction[]>('GET', `${T}?agencyId=${kowloon}`);
    // The sub-agency's side of the parent's transfer: money in from the parent.
    expect(sub.body.data.map((r) => r.type).sort()).toEqual(['flight_origin', 'transfer_from_parent']);
    const detail = await finance<WalletTransaction>('GET', `${T}/${sub.body.data[0]!.id}`);
    expect(detail.body.data).toEqual(sub.body.data[0]);
    const kowloonSuper = await callerFor(t, 'kowloon.super');
    expect((await kowloonSuper('GET', `${T}/${sub.body.data[0]!.id}`)).status).toBe(403);
    const platform = await agencyIdOf(t, 'PLATFORM');
    expect((await finance('GET', `${T}?agencyId=${platform}`)).status).toBe(404);
    expect((await finance('GET', `${T}/999999999`)).status).toBe(404);
  });

  it("exports the current filter to Excel with the console's column titles", async () => {
    const sheet = await download(`${T}/export?type=top_up`, {
      columns: [
        { key: 'referenceId', title: 'Reference ID' },
        { key: 'amount', title: 'Amount' },
      ],
      filename: 'tx',
    });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Reference ID', 'Amount']);
    expect(sheet.rowCount).toBe(3);
    expect([2, 3].map((n) => sheet.getRow(n).getCell(2).value).sort()).toEqual([100000, 199199].sort());
  });

  it('saves the export under the name the user typed, in Chinese too', async () => {
    const columns = [{ key: 'referenceId', title: '参考号' }];
    const named = await downloadNamed(`${T}/export?type=top_up`, { columns, filename: '十一月 充值(对账)' });
    expect(named.savedAs).toBe('十一月 充值(对账).xlsx');
    expect(named.sheet.getRow(1).values).toEqual([undefined, '参考号']);
  });
});

describe('statements', () => {
  let statement: Statement;

  it('generates the current period to date: opening + in - out = closing', async () => {
    await finance('POST', `/api/base/v2/agencies/${kowloon}/balance`, topUpBody({ receivedAmount: 5_000 }));
    const res = await finance<Statement>('POST', S, {});
    expect(res.status, res.body.message).toBe(200);
    statement = res.body.data;
    const wallet = await walletRow(t, harbour);
    expect(statement).toMatchObject({
      agencyId: harbour,
      currency: 'CNY',
      periodUnit: 'month',
      closed: false,
      openingBalance: 0,
      closingBalance: wallet.balance,
      amountDue: 0,
      creditLimit: 5_000_000,
      entryCount: 8,
      source: 'manual',
    });
    expect(statement.openingBalance + statement.totalCredits - statement.totalDebits).toBe(statement.closingBalance);
    // Regenerating the same period replaces the statement instead of adding one.
    const again = await finance<Statement>('POST', S, {});
    expect(again.body.data.id).toBe(statement.id);
    expect((await finance<Statement[]>('GET', S)).body.data.map((s) => s.id)).toEqual([statement.id]);
  });

  it("carries the previous period's closing balance as the next opening balance", async () => {
    const lastMonth = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const earlier = await finance<Statement>('POST', S, { at: lastMonth });
    expect(earlier.body.data).toMatchObject({ closed: true, entryCount: 0, openingBalance: 0, closingBalance: 0 });
    expect((await finance('POST', S, { at: '2999-01-01T00:00:00Z' })).status).toBe(400);
  });

  it('shows the detail with its movements, and exports them with the totals', async () => {
    const detail = await finance<StatementDetail>('GET', `${S}/${harbour}/${statement.id}?_start=0&_end=50`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.movements).toHaveLength(8);
    expect(detail.body.data.movements.reduce((sum, m) => sum + m.amount, 0)).toBe(statement.closingBalance - statement.openingBalance);
    expect(detail.body.data.showInvoiceType).toBe(false);
    const sheet = await download(`${S}/${harbour}/${statement.id}/export`, { columns: COLUMNS, labels: LABELS });
    expect(valueBeside(sheet, 'Closing balance')).toBe(statement.closingBalance / 100);
    expect(valueBeside(sheet, 'Opening balance')).toBe(0);
    expect(valueBeside(sheet, 'Agency')).toBe('Harbour Travel');
    let header = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'Payment Time') header = n;
    });
    expect(sheet.getRow(header).values).toEqual([undefined, 'Payment Time', 'Original ID', 'Type', 'Amount']);
    let total = 0;
    for (let n = header + 1; n <= sheet.rowCount; n++) total += Math.round(Number(sheet.getRow(n).getCell(4).value) * 100);
    expect(total).toBe(statement.totalCredits - statement.totalDebits);
  });

  it('adds the invoice-type column when the agency setting says so', async () => {
    // The agency's own bill shows invoice types only to an agency that is shown its invoices.
    await setGeneral(harbour, { showInvoiceTypeInExcelBill: true, showInvoice: true });
    const sheet = await download(`${S}/${harbour}/${statement.id}/export`, { columns: COLUMNS, labels: LABELS });
    const titles: unknown[] = [];
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Payment Time') titles.push(...(row.values as unknown[]).slice(1));
    });
    expect(titles).toEqual(['Payment Time', 'Original ID', 'Type', 'Amount', 'Invoice type']);
  });

  it("shows a sub-agency's statements to its manager but not the other way round", async () => {
    const sub = await finance<Statement>('POST', S, { agencyId: kowloon });
    expect(sub.body.data).toMatchObject({ agencyId: kowloon, periodUnit: 'week' });
    expect((await finance<Statement[]>('GET', `${S}?agencyId=${kowloon}`)).body.data).toHaveLength(1);
    const kowloonSuper = await callerFor(t, 'kowloon.super');
    expect((await kowloonSuper('GET', S)).status).toBe(403);
    expect((await finance('GET', `${S}/${kowloon}/${statement.id}`)).status).toBe(404);
  });

  it('charts net spending and money received per period', async () => {
    const res = await finance<Spend>('GET', `${S}/spend?periods=3`);
    expect(res.body.data.points).toHaveLength(3);
    const current = res.body.data.points[2]!;
    // Paid 3,456.00 + 1,280.00 + 553.00, refunded 960.00
    expect(current.spent).toBe(345_600 + 128_000 + 55_300 - 96_000);
    expect(current.received).toBe(29_919_900);
  });

  it('reads the running period live: a movement after "Generate" is in its closing balance without generating again', async () => {
    const before = (await finance<Statement[]>('GET', S)).body.data.find((s) => s.id === statement.id)!;
    expect(before.closed).toBe(false);
    expect((await finance('POST', `/api/base/v2/agencies/${kowloon}/balance`, topUpBody({ receivedAmount: 1_225 }))).status).toBe(200);
    const wallet = await walletRow(t, harbour);
    const listed = (await finance<Statement[]>('GET', S)).body.data.find((s) => s.id === statement.id)!;
    expect(listed.closingBalance).toBe(wallet.balance);
    expect(listed.closingBalance).toBe(before.closingBalance - 1_225);
    expect(listed.entryCount).toBe(before.entryCount + 1);
    expect(listed.generatedAt).toBe(before.generatedAt);
    const detail = await finance<StatementDetail>('GET', `${S}/${harbour}/${statement.id}?_start=0&_end=50`);
    expect(detail.body.data.statement.closingBalance).toBe(wallet.balance);
    expect(detail.body.data.movements.some((m) => m.amount === -1_225)).toBe(true);
    // A closed period is what was written.
    const lastMonth = (await finance<Statement[]>('GET', S)).body.data.find((s) => s.closed)!;
    expect(lastMonth.entryCount).toBe(0);
  });
});

describe('invoice settings', () => {
  const invoiceTypes = (rows: WalletTransaction[]) => [...new Set(rows.map((r) => r.invoiceType))];
  const movements = async (as: Caller, query = '') => (await as<WalletTransaction[]>('GET', `${T}?_start=0&_end=50${query}`)).body.data;

  it('"show invoices to the agency" off: its own users see no invoice type anywhere, its managers still do', async () => {
    await setGeneral(harbour, { showInvoice: false, showInvoiceTypeInExcelBill: true });
    const own = await movements(finance);
    expect(own.length).toBeGreaterThan(0);
    expect(invoiceTypes(own)).toEqual([null]);
    expect((await finance<WalletTransaction>('GET', `${T}/${own[0]!.id}`)).body.data.invoiceType).toBeNull();
    const statement = (await finance<Statement>('POST', S, {})).body.data;
    const detail = (await finance<StatementDetail>('GET', `${S}/${harbour}/${statement.id}?_start=0&_end=50`)).body.data;
    expect([invoiceTypes(detail.movements), detail.showInvoiceType]).toEqual([[null], false]);
    const bill = await download(`${S}/${harbour}/${statement.id}/export`, { columns: COLUMNS, labels: LABELS });
    const cells: unknown[] = [];
    bill.eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).not.toContain('Invoice type');
    expect(cells).not.toContain('invoice');
    // Platform staff read Harbour's movements with their invoice types.
    expect(invoiceTypes(await movements(admin, `&agencyId=${harbour}`))).toContain('invoice');
  });

  it('"invoice type in the Excel bill" decides the column of the downloaded transactions bill too', async () => {
    await setGeneral(harbour, { showInvoice: true, showInvoiceTypeInExcelBill: false });
    expect(invoiceTypes(await movements(finance))).toContain('invoice');
    const body = { columns: [...COLUMNS, { key: 'invoiceType', title: 'Invoice type' }] };
    const titles = async () => {
      const sheet = await download(`${T}/export`, body);
      return { header: sheet.getRow(1).values as unknown[], values: (sheet.getColumn(5).values as unknown[]).slice(2) };
    };
    expect((await titles()).header).not.toContain('Invoice type');
    await setGeneral(harbour, { showInvoice: true, showInvoiceTypeInExcelBill: true });
    const shown = await titles();
    expect(shown.header).toContain('Invoice type');
    expect(shown.values).toContain('invoice');
  });
});

describe('exchange rates', () => {
  it("reads today's rates and lets platform staff set one; the history keeps both days", async () => {
    const rates = await finance<ExchangeRate[]>('GET', '/api/base/v2/exchangeRates');
    expect(rates.body.data.find((r) => r.currency === 'USD')).toMatchObject({ rate: '0.1387', base: 'CNY' });
    const set = await admin<ExchangeRate>('POST', '/api/base/v2/exchangeRates', {
      currency: 'USD',
      rate: '0.1401',
      rateDate: '2099-01-02',
    });
    expect(set.status).toBe(200);
    expect(
      (await finance<ExchangeRate[]>('GET', '/api/base/v2/exchangeRates?date=2099-01-05')).body.data.find((r) => r.currency === 'USD')!
        .rate,
    ).toBe('0.1401');
    expect((await finance<ExchangeRate[]>('GET', '/api/base/v2/exchangeRates')).body.data.find((r) => r.currency === 'USD')!.rate).toBe(
      '0.1387',
    );
    const history = await finance<ExchangeRate[]>('GET', '/api/base/v2/exchangeRates?currency=USD');
    expect(history.body.data.map((r) => r.rate)).toEqual(['0.1401', '0.1387']);
  });

  it('refuses rates from anyone but platform staff, a base-currency rate and a zero rate', async () => {
    expect((await finance('POST', '/api/base/v2/exchangeRates', { currency: 'USD', rate: '0.2' })).status).toBe(403);
    expect((await admin('POST', '/api/base/v2/exchangeRates', { currency: 'CNY', rate: '2' })).status).toBe(400);
    expect((await admin('POST', '/api/base/v2/exchangeRates', { currency: 'USD', rate: '0.000' })).status).toBe(400);
  });
});
