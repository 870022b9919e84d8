// WeChat Pay's daily trade bill (GET /v3/bill/tradebill, then its download_url): a CSV whose first
// line names the columns, whose data cells each start with a backtick (so spreadsheets keep long
// numbers as text), and whose last lines are a summary. Amounts are yuan with decimals; ours are fen.
import { Formatter } from 'wechatpay-axios-plugin';
import type { SettledRow } from '../provider';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Yuan as WeChat Pay writes it ("1000.00", fees "6.00000", refunds' fees "-0.60000") in fen, rounded half up. */
export function yuanToFen(text: string): number {
  const value = text.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) throw new Error(`not an amount in the WeChat Pay bill: "${value}"`);
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const fen = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign ? -fen : fen;
}

/** One row per paid order (trade state SUCCESS) and per refund (REFUND); other states move no money. */
export function settledRowsOfBill(csv: Buffer): SettledRow[] {
  // The SDK's reader expects the file's byte-order mark; a bill saved without it reads the same.
  const bill = csv.subarray(0, 3).equals(BOM) ? csv : Buffer.concat([BOM, csv]);
  const { rows } = Formatter.castCsvBill(bill) as { rows: Array<Record<string, string>> };
  const settled: SettledRow[] = [];
  for (const row of rows) {
    const state = row['交易状态'];
    const createdAt = new Date(`${(row['交易时间'] ?? '').replace(' ', 'T')}+08:00`);
    const currency = (row['货币种类'] || 'CNY').toUpperCase();
    // A refund's row gives back part of the fee (negative): our books keep the fee of the payment only.
    const fee = Math.max(0, yuanToFen(row['手续费'] || '0'));
    if (state === 'SUCCESS' && row['微信订单号']) {
      settled.push({
        reference: row['微信订单号'],
        rowId: `wxpay-${row['微信订单号']}`,
        kind: 'payment',
        amount: yuanToFen(row['应结订单金额'] ?? '0'),
        fee,
        currency,
        createdAt,
      });
    } else if (state === 'REFUND' && row['微信退款单号']) {
      settled.push({
        reference: row['微信退款单号'],
        rowId: `wxpay-${row['微信退款单号']}`,
        kind: 'refund',
        amount: -yuanToFen(row['退款金额'] ?? '0'),
        fee: 0,
        currency,
        createdAt,
      });
    }
  }
  return settled;
}
