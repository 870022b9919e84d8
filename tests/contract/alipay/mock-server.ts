// Alipay's open platform as its documents describe it (OpenAPI 2.0 gateway.do, computer-website payment,
// asynchronous notifications, trade query/close/refund, the trade bill), started by the test on a port
// from the OS (or one given). Keys are generated here (or given, for a browser walk's two processes): the application's pair (our requests are checked with the SDK's
// own rsaCheck against its public key) and "Alipay's" pair (answers and notifications are signed with
// it and checked by the adapter through the SDK). Required business parameters are validated.
import { createSign, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AlipaySdk } from 'alipay-sdk';
import { zipSync } from 'fflate';
import { startMock, type MockRequest, type MockRoute, type MockServer } from '../support/mock-core';
import { gbkEncode } from './gbk';
import { alipayMockKeys, type AlipayMockKeys } from './keys';

export const ALIPAY_APP_ID = '2021000000000001';

export interface Trade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';
  /** out_request_no -> refunded yuan. */
  refunds: Map<string, string>;
}

export interface BillRow {
  tradeNo: string;
  outTradeNo: string;
  type: '交易' | '退款';
  amount: string;
  fee: string;
  refundRequest: string;
  finishedAt: string;
}

/** The signature Alipay puts on a notification: RSA2 over the sorted fields other than sign and sign_type. */
export function signNotification(fields: Record<string, string>, privateKey: string): string {
  const content = Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

const beijingNow = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const YUAN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

const REQUIRED: Record<string, Array<[string, (value: unknown) => boolean]>> = {
  'alipay.trade.page.pay': [
    ['out_trade_no', (v) => typeof v === 'string' && /^[\w-]{1,64}$/.test(v)],
    ['total_amount', (v) => typeof v === 'string' && YUAN.test(v) && Number(v) >= 0.01],
    ['subject', (v) => typeof v === 'string' && v.length > 0 && v.length <= 256],
    ['product_code', (v) => v === 'FAST_INSTANT_TRADE_PAY'],
  ],
  'alipay.trade.query': [['out_trade_no', (v) => typeof v === 'string' && v.length > 0]],
  'alipay.trade.close': [['out_trade_no', (v) => typeof v === 'string' && v.length > 0]],
  'alipay.trade.refund': [
    ['trade_no', (v) => typeof v === 'string' && v.length > 0],
    ['refund_amount', (v) => typeof v === 'string' && YUAN.test(v) && Number(v) >= 0.01],
    ['out_request_no', (v) => typeof v === 'string' && /^[\w-]{1,64}$/.test(v)],
  ],
  'alipay.data.dataservice.bill.downloadurl.query': [
    ['bill_type', (v) => v === 'trade' || v === 'signcustomer'],
    ['bill_date', (v) => typeof v === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(v)],
  ],
};

const minor = (yuan: string) => Math.round(Number(yuan) * 100);
const yuanOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export interface AlipayMock extends MockServer {
  gateway: string;
  appPrivateKey: string;
  alipayPublicKey: string;
  alipayPrivateKey: string;
  trades: Map<string, Trade>;
  bill: BillRow[];
  /** Every call: its method, its business content and what broke the rules. */
  calls: Array<{ method: string; biz: Record<string, unknown>; problems: string[] }>;
  /** The payer's browser opening the page address: checked as Alipay checks it; the trade is created. */
  open(pageUrl: string): { problems: string[]; trade?: Trade; notifyUrl?: string; returnUrl?: string };
  /** The payer pays; answers the notification Alipay would send (delivered unless told not to). */
  pay(outTradeNo: string, options?: { deliver?: boolean }): Promise<Record<string, string>>;
  /** A notification about a trade, signed by "Alipay" (or another key). */
  notification(trade: Trade, overrides?: Record<string, string>, signWith?: string): Record<string, string>;
}

export interface AlipayMockOptions {
  port?: number;
  keys?: AlipayMockKeys;
  /** Serve the payer's side too: the page address opens a cashier page whose Pay button pays and goes back. */
  cashier?: boolean;
}

export async function startAlipayMock(deliver: (form: string) => Promise<unknown>, options: AlipayMockOptions = {}): Promise<AlipayMock> {
  const { appPrivateKey, appPublicKey, alipayPrivateKey, alipayPublicKey } = options.keys ?? alipayMockKeys();
  // Alipay's side of the SDK: it holds the application's public key, as Alipay does, to check our signatures.
  const checker = new AlipaySdk({ appId: ALIPAY_APP_ID, privateKey: alipayPrivateKey, keyType: 'PKCS8', alipayPublicKey: appPublicKey });
  const trades = new Map<string, Trade>();
  const calls: AlipayMock['calls'] = [];
  let bill: BillRow[] = [];
  let tradeCounter = 0;

  /** The problems of a signed parameter set (query and form together), as the gateway would find them. */
  function check(params: Record<string, string>): { method: string; biz: Record<string, unknown>; problems: string[] } {
    const problems: string[] = [];
    const { sign, ...rest } = params;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    if (!sign || !checker.rsaCheck(content, sign, 'RSA2')) problems.push('isv.invalid-signature');
    if (params.app_id !== ALIPAY_APP_ID) problems.push('isv.invalid-app-id');
    if (params.sign_type !== 'RSA2') problems.push('isv.invalid-signature-type');
    if (params.charset !== 'utf-8' || params.version !== '1.0' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp ?? ''))
      problems.push('isv.missing-common-params');
    let biz: Record<string, unknown> = {};
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      problems.push('isv.invalid-biz-content');
    }
    const method = params.method ?? '';
    const rules = REQUIRED[method];
    if (!rules) problems.push(`isv.invalid-method ${method}`);
    for (const [name, ok] of rules ?? []) if (!ok(biz[name])) problems.push(`isv.missing-or-invalid ${name}=${JSON.stringify(biz[name])}`);
    calls.push({ method, biz, problems });
    return { method, biz, problems };
  }

  /** A signed OpenAPI answer: the JSON text of <method>_response is what the signature covers. */
  function answer(method: string, body: Record<string, unknown>) {
    const key = `${method.replaceAll('.', '_')}_response`;
    const sign = createSign('RSA-SHA256').update(JSON.stringify(body), 'utf8').sign(alipayPrivateKey, 'base64');
    return { status: 200, body: { [key]: body, sign } };
  }
  const refusal = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

  function operate(method: string, biz: Record<string, unknown>, origin: string): Record<string, unknown> {
    const trade = trades.get(String(biz.out_trade_no ?? '')) ?? [...trades.values()].find((t) => t.tradeNo === biz.trade_no);
    switch (method) {
      case 'alipay.trade.query':
        if (!trade) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在');
        return {
          code: '10000',
          msg: 'Success',
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          trade_status: trade.status,
          total_amount: trade.totalAmount,
          buyer_logon_id: 'cus***@example.com',
        };
      case 'alipay.trade.close':
        if (!trade) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在');
        if (trade.status !== 'WAIT_BUYER_PAY') return refusal('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
      case 'alipay.trade.refund': {
        if (!trade) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在');
        if (trade.status !== 'TRADE_SUCCESS') return refusal('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        const request = String(biz.out_request_no);
        const already = trade.refunds.get(request);
        const refundedBefore = [...trade.refunds.values()].reduce((sum, y) => sum + minor(y), 0);
        if (already === undefined) {
          if (refundedBefore + minor(String(biz.refund_amount)) > minor(trade.totalAmount))
            return refusal('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
          trade.refunds.set(request, String(biz.refund_amount));
          bill.push({
            tradeNo: trade.tradeNo,
            outTradeNo: trade.outTradeNo,
            type: '退款',
            amount: `-${String(biz.refund_amount)}`,
            fee: '0.00',
            refundRequest: request,
            finishedAt: beijingNow(),
          });
        }
        const total = [...trade.refunds.values()].reduce((sum, y) => sum + minor(y), 0);
        return {
          code: '10000',
          msg: 'Success',
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          buyer_logon_id: 'cus***@example.com',
          fund_change: already === undefined ? 'Y' : 'N',
          refund_fee: yuanOf(total),
        };
      }
      case 'alipay.data.dataservice.bill.downloadurl.query':
        return { code: '10000', msg: 'Success', bill_download_url: `${origin}/bill/${String(biz.bill_date)}.csv.zip` };
      default:
        return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: method };
    }
  }

  function billZip(day: string): Uint8Array {
    const header =
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
    const lines = bill
      .filter((r) => r.finishedAt.startsWith(day))
      .map((r) =>
        [
          r.tradeNo,
          r.outTradeNo,
          r.type,
          'Order',
          r.finishedAt,
          r.finishedAt,
          '',
          '',
          '',
          '',
          'cus***@example.com',
          r.amount,
          r.amount,
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '',
          '0.00',
          '0.00',
          r.refundRequest,
          r.fee,
          '0.00',
          '',
        ].join(','),
      );
    const text = [
      '#支付宝业务明细查询',
      `#账号：[${ALIPAY_APP_ID}]`,
      `#起始日期：[${day} 00:00:00]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      header,
      ...lines,
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#导出时间：[${beijingNow()}]`,
    ].join('\r\n');
    const compact = day.replaceAll('-', '');
    return zipSync({
      [`${ALIPAY_APP_ID}_${compact}_业务明细.csv`]: gbkEncode(text),
      [`${ALIPAY_APP_ID}_${compact}_业务明细(汇总).csv`]: gbkEncode('#支付宝业务汇总查询\r\n'),
    });
  }

  const formOf = (request: MockRequest) => ({
    ...Object.fromEntries(request.query),
    ...Object.fromEntries(new URLSearchParams(request.rawBody)),
  });
  let origin = '';
  const server = await startMock(
    [
      {
        operation: 'gateway.do',
        method: 'POST',
        path: '/gateway.do',
        validate: (request) => check(formOf(request)).problems,
        answer: (request) => {
          const params = formOf(request);
          return answer(params.method!, operate(params.method!, JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>, origin));
        },
        invalid: (request, problems) =>
          answer(formOf(request).method ?? 'error', {
            code: '40002',
            msg: 'Invalid Arguments',
            sub_code: problems[0],
            sub_msg: problems.join('; '),
          }),
      },
      ...(options.cashier ? cashierRoutes(() => mock) : []),
    ],
    {
      contentType: 'text/html;charset=utf-8',
      notFound: () => ({ status: 404 }),
      port: options.port,
    },
  );
  // The bill file is a download beside the gateway (binary, so not one of the JSON routes).
  const files = createServer((req, res) => {
    const day = /^\/bill\/(\d{4}-\d{2}-\d{2})\.csv\.zip$/.exec(req.url ?? '')?.[1];
    if (!day) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from(billZip(day)));
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;

  const mock: AlipayMock = {
    ...server,
    gateway: `${server.url}/gateway.do`,
    appPrivateKey,
    alipayPublicKey,
    alipayPrivateKey,
    trades,
    get bill() {
      return bill;
    },
    set bill(rows) {
      bill = rows;
    },
    calls,
    open(pageUrl) {
      const url = new URL(pageUrl);
      const params = Object.fromEntries(url.searchParams);
      const { biz, problems } = check(params);
      if (url.origin + url.pathname !== `${server.url}/gateway.do`) problems.push(`not the gateway: ${url.origin}${url.pathname}`);
      if (problems.length) return { problems };
      const outTradeNo = String(biz.out_trade_no);
      let trade = trades.get(outTradeNo);
      if (!trade) {
        trade = {
          outTradeNo,
          tradeNo: `2026${String(++tradeCounter).padStart(24, '0')}`,
          totalAmount: String(biz.total_amount),
          subject: String(biz.subject),
          status: 'WAIT_BUYER_PAY',
          refunds: new Map(),
        };
        trades.set(outTradeNo, trade);
      } else if (trade.totalAmount !== biz.total_amount) {
        return { problems: ['ACQ.CONTEXT_INCONSISTENT'] };
      }
      return { problems, trade, notifyUrl: params.notify_url, returnUrl: params.return_url };
    },
    notification(trade, overrides = {}, signWith = alipayPrivateKey) {
      const fields: Record<string, string> = {
        notify_time: beijingNow(),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: ALIPAY_APP_ID,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        receipt_amount: trade.totalAmount,
        buyer_pay_amount: trade.totalAmount,
        subject: trade.subject,
        gmt_create: beijingNow(),
        gmt_payment: beijingNow(),
        ...overrides,
      };
      return { ...fields, sign: signNotification(fields, signWith) };
    },
    async pay(outTradeNo, options = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.status = 'TRADE_SUCCESS';
      bill.push({
        tradeNo: trade.tradeNo,
        outTradeNo,
        type: '交易',
        amount: trade.totalAmount,
        fee: `-${yuanOf(Math.round(minor(trade.totalAmount) * 0.006))}`,
        refundRequest: '',
        finishedAt: beijingNow(),
      });
      const fields = mock.notification(trade);
      if (options.deliver !== false) await deliver(new URLSearchParams(fields).toString());
      return fields;
    },
  };
  mock.close = async () => {
    files.closeAllConnections();
    await new Promise<void>((resolve) => files.close(() => resolve()));
    await server.close();
  };
  return mock;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The payer's side, for a browser walk: the signed page address (GET gateway.do) is checked as
 * Alipay checks it and shows the trade's amount and a Pay button; paying sends the notification and
 * returns the browser to the return_url, as Alipay's cashier does.
 */
function cashierRoutes(mockOf: () => AlipayMock): MockRoute[] {
  const html = (status: number, body: string) => ({
    status,
    page: `<!doctype html><html lang="en"><head><title>Alipay cashier</title></head><body>${body}</body></html>`,
    headers: { 'content-type': 'text/html;charset=utf-8' },
  });
  return [
    {
      operation: 'cashier page',
      method: 'GET',
      path: '/gateway.do',
      validate: () => [],
      answer: (request) => {
        const mock = mockOf();
        const opened = mock.open(`${mock.gateway}?${request.query.toString()}`);
        if (!opened.trade) return html(400, `<h1>Invalid request</h1><p>${escapeHtml(opened.problems.join('; '))}</p>`);
        return html(
          200,
          `<main><h1>Alipay cashier (test mode mock)</h1><p>Amount: <output aria-label="Amount">CNY ${escapeHtml(opened.trade.totalAmount)}</output></p>
          <form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(opened.trade.outTradeNo)}">
          <input type="hidden" name="return_url" value="${escapeHtml(opened.returnUrl ?? '')}"><button type="submit">Pay</button></form></main>`,
        );
      },
      invalid: () => html(400, '<h1>Invalid request</h1>'),
    },
    {
      operation: 'cashier pay',
      method: 'POST',
      path: '/cashier/pay',
      validate: () => [],
      answer: (request) => {
        const form = new URLSearchParams(request.rawBody);
        // Paid now; the notification goes out as the browser is sent back (the page polls for it).
        void mockOf()
          .pay(form.get('out_trade_no') ?? '')
          .catch(() => undefined);
        return { status: 303, headers: { location: form.get('return_url') ?? '/' } };
      },
      invalid: () => html(400, '<h1>Invalid request</h1>'),
    },
  ];
}
