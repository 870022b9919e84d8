// Alipay's daily trade bill (alipay.data.dataservice.bill.downloadurl.query, bill_type "trade"): a
// zip holding a GBK-encoded CSV of the day's business details (业务明细). Comment lines start with
// "#"; a payment row is 交易, a refund row 退款 with our out_request_no; the service fee (服务费) is
// negative when Alipay withheld it.
import { unzipSync } from 'fflate';
import { fromDecimal } from '../decimal-amount';
import type { SettledRow } from '../provider';
import { fromBeijingText } from './beijing-time';

const COLUMNS = {
  tradeNo: '支付宝交易号',
  outTradeNo: '商户订单号',
  type: '业务类型',
  finishedAt: '完成时间',
  amount: '订单金额（元）',
  refundRequest: '退款批次号/请求号',
  fee: '服务费（元）',
} as const;

/** One CSV line split on commas; Alipay's bill quotes nothing but may pad fields with spaces or tabs. */
const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^[\s"]+|[\s"]+$/g, ''));

/** The business-detail rows of a bill zip (the summary file, 汇总, is skipped). */
export function billRows(zip: Uint8Array): SettledRow[] {
  const files = unzipSync(zip);
  const rows: SettledRow[] = [];
  for (const [name, content] of Object.entries(files)) {
    if (!name.endsWith('.csv') || name.includes('汇总')) continue;
    rows.push(...detailRows(new TextDecoder('gbk').decode(content)));
  }
  return rows;
}

function detailRows(text: string): SettledRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() && !line.startsWith('#'));
  const header = cells(lines.shift() ?? '');
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([key, title]) => [key, header.indexOf(title)])) as Record<
    keyof typeof COLUMNS,
    number
  >;
  if (Object.values(index).some((i) => i < 0)) throw new Error(`Alipay bill without its columns: ${header.join(',')}`);
  const rows: SettledRow[] = [];
  for (const line of lines) {
    const row = cells(line);
    const type = row[index.type];
    if (type !== '交易' && type !== '退款') continue;
    const refund = type === '退款';
    const amount = fromDecimal(row[index.amount], 'CNY');
    const fee = fromDecimal(row[index.fee] || '0', 'CNY');
    const at = fromBeijingText(row[index.finishedAt]);
    const reference = refund ? row[index.refundRequest] : row[index.tradeNo];
    if (amount === null || fee === null || !at || !reference) throw new Error(`Alipay bill row not understood: ${line}`);
    rows.push({
      reference,
      rowId: `${row[index.tradeNo]}:${refund ? reference : 'pay'}`,
      kind: refund ? 'refund' : 'payment',
      amount: refund ? -Math.abs(amount) : Math.abs(amount),
      fee: Math.max(0, -fee),
      currency: 'CNY',
      createdAt: at,
    });
  }
  return rows;
}
