// A WeChat Pay API v3 mock built from WeChat Pay's published formats: every request must carry the
// merchant's WECHATPAY2-SHA256-RSA2048 Authorization (checked with the SDK's Rsa.verify against the
// merchant key the test generated) and each operation's required fields; every JSON answer is signed
// with the platform key (the SDK's Rsa.sign), as WeChat Pay signs its answers; notifications carry
// their transaction encrypted with the SDK's AesGcm under the APIv3 key. Keys come from the test.
import { randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Aes, Formatter, Hash, Rsa } from 'wechatpay-axios-plugin';

export interface MockKeys {
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantPublicKey: KeyObject;
  platformPrivateKey: KeyObject;
  platformPublicKeyId: string;
  apiV3Key: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  problems: string[];
  status: number;
}

export interface MockOrder {
  request: Record<string, unknown>;
  outTradeNo: string;
  transactionId: string;
  codeUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  total: number;
  currency: string;
  refunded: number;
  paidAt?: Date;
}

export interface MockRefund {
  outRefundNo: string;
  refundId: string;
  transactionId: string;
  amount: number;
  at: Date;
}

/** One line of the trade bill as WeChat Pay documents its columns (amounts in yuan). */
export type BillRow = Record<string, string>;

export const BILL_COLUMNS = [
  '交易时间',
  '公众账号ID',
  '商户号',
  '特约商户号',
  '设备号',
  '微信订单号',
  '商户订单号',
  '用户标识',
  '交易类型',
  '交易状态',
  '付款银行',
  '货币种类',
  '应结订单金额',
  '代金券金额',
  '微信退款单号',
  '商户退款单号',
  '退款金额',
  '充值券退款金额',
  '退款类型',
  '退款状态',
  '商品名称',
  '商户数据包',
  '手续费',
  '费率',
  '订单金额',
  '申请退款金额',
  '费率备注',
];
const SUMMARY_COLUMNS = ['总交易单数', '应结订单总金额', '退款总金额', '充值券退款总金额', '手续费总金额', '订单总金额', '申请退款总金额'];

const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
const beijing = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const rfc3339 = (date: Date) => `${new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

function authorizationOf(header: string | undefined): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
  if (!match) return null;
  return Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

export interface MockOptions {
  /**
   * Answer POST /mock/scan/{out_trade_no} (no signature): a payer "scans and pays" the order, for a
   * browser walk, where no phone can scan the code. Not part of WeChat Pay's API; off in contract tests.
   */
  scanEndpoint?: boolean;
}

const SCAN_PATH = /^\/mock\/scan\/([^/?]+)$/;

export class WechatPayMock {
  readonly orders = new Map<string, MockOrder>();
  readonly refunds = new Map<string, MockRefund>();
  readonly requests: RecordedRequest[] = [];
  /** The bill WeChat Pay would publish; built from what was paid and refunded, and spoilt by tests. */
  billRows: BillRow[] = [];
  /** Basis points of the fee WeChat Pay withholds on a payment (0.6 %). */
  feeBasisPoints = 60;
  failWith: number | null = null;
  private server: Server | null = null;
  baseUrl = '';

  constructor(
    private readonly keys: MockKeys,
    private readonly deliver?: (body: string, headers: Record<string, string>) => Promise<void>,
    private readonly options: MockOptions = {},
  ) {}

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const scanned = this.options.scanEndpoint && req.method === 'POST' ? SCAN_PATH.exec(req.url ?? '') : null;
        if (scanned)
          return void this.scan(decodeURIComponent(scanned[1]!)).then(({ status, body }) => {
            res.writeHead(status, { 'content-type': 'application/json' });
            res.end(JSON.stringify(body));
          });
        const { status, body, file } = this.handle(req.method ?? 'GET', req.url ?? '/', req.headers, raw);
        if (file) {
          res.writeHead(status, { 'content-type': 'application/octet-stream' });
          res.end(file);
          return;
        }
        const text = body === undefined ? '' : JSON.stringify(body);
        res.writeHead(status, { ...(text ? { 'content-type': 'application/json' } : {}), ...this.signedHeaders(text) });
        res.end(text);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Wechatpay-* headers over this body, signed with the platform key (or another, to forge). */
  signedHeaders(body: string, options: { timestamp?: number; key?: KeyObject; serial?: string } = {}): Record<string, string> {
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = Formatter.nonce();
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': options.serial ?? this.keys.platformPublicKeyId,
      'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, nonce, body), options.key ?? this.keys.platformPrivateKey),
      'request-id': `mock-${digits(8)}`,
    };
  }

  /** The transaction as WeChat Pay describes it (a query's answer, a notification's resource). */
  transaction(order: MockOrder): Record<string, unknown> {
    return {
      appid: this.keys.appid,
      mchid: this.keys.mchid,
      out_trade_no: order.outTradeNo,
      transaction_id: order.transactionId,
      trade_type: 'NATIVE',
      trade_state: order.state,
      trade_state_desc: order.state === 'SUCCESS' ? '支付成功' : '未支付',
      bank_type: 'OTHERS',
      attach: '',
      ...(order.paidAt ? { success_time: rfc3339(order.paidAt) } : {}),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: order.total, payer_total: order.total, currency: order.currency, payer_currency: order.currency },
    };
  }

  /** A TRANSACTION.SUCCESS notification of this transaction, encrypted and signed as WeChat Pay sends it. */
  notification(
    transaction: Record<string, unknown>,
    options: { id?: string; timestamp?: number; key?: KeyObject; serial?: string; apiV3Key?: string } = {},
  ): { body: string; headers: Record<string, string> } {
    const nonce = Formatter.nonce(12);
    const associated = 'transaction';
    const body = JSON.stringify({
      id: options.id ?? `EV-${digits(12)}`,
      create_time: rfc3339(new Date()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: Aes.AesGcm.encrypt(JSON.stringify(transaction), options.apiV3Key ?? this.keys.apiV3Key, nonce, associated),
        associated_data: associated,
        nonce,
      },
    });
    return { body, headers: { 'content-type': 'application/json', ...this.signedHeaders(body, options) } };
  }

  /** The payer scans and pays: the order is paid and its notification sent (unless deliver is false). */
  async pay(outTradeNo: string, options: { deliver?: boolean } = {}): Promise<{ body: string; headers: Record<string, string> }> {
    const order = this.orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    order.state = 'SUCCESS';
    order.paidAt = new Date();
    this.billRows.push(this.paymentRow(order));
    const signed = this.notification(this.transaction(order));
    if (options.deliver !== false) await this.deliver?.(signed.body, signed.headers);
    return signed;
  }

  /** The scan endpoint's work: pay the order and answer once our server has taken (or refused) the notification. */
  private async scan(outTradeNo: string): Promise<{ status: number; body: unknown }> {
    if (!this.orders.has(outTradeNo)) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
    try {
      await this.pay(outTradeNo);
      return { status: 200, body: { transaction_id: this.orders.get(outTradeNo)!.transactionId } };
    } catch (error) {
      return { status: 502, body: { code: 'NOTIFY_REFUSED', message: error instanceof Error ? error.message : String(error) } };
    }
  }

  paymentRow(order: MockOrder): BillRow {
    const fee = Math.round((order.total * this.feeBasisPoints) / 10_000);
    return {
      交易时间: beijing(order.paidAt ?? new Date()),
      公众账号ID: this.keys.appid,
      商户号: this.keys.mchid,
      特约商户号: '0',
      设备号: '',
      微信订单号: order.transactionId,
      商户订单号: order.outTradeNo,
      用户标识: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      交易类型: 'NATIVE',
      交易状态: 'SUCCESS',
      付款银行: 'OTHERS',
      货币种类: order.currency,
      应结订单金额: yuan(order.total),
      代金券金额: '0.00',
      微信退款单号: '0',
      商户退款单号: '0',
      退款金额: '0.00',
      充值券退款金额: '0.00',
      退款类型: '',
      退款状态: '',
      商品名称: String(order.request.description ?? ''),
      商户数据包: '',
      手续费: `${yuan(fee)}000`,
      费率: `${(this.feeBasisPoints / 100).toFixed(2)}%`,
      订单金额: yuan(order.total),
      申请退款金额: '0.00',
      费率备注: '',
    };
  }

  /** The bill file: BOM, the column line, each row's cells behind a backtick, then the summary. */
  billCsv(): Buffer {
    const line = (cells: string[]) => cells.map((c) => `\`${c}`).join(',');
    const paid = this.billRows.filter((r) => r['交易状态'] === 'SUCCESS');
    const fen = (rows: BillRow[], column: string) => rows.reduce((sum, r) => sum + Math.round(Number(r[column]) * 100), 0);
    const summary = [
      String(this.billRows.length),
      yuan(fen(paid, '应结订单金额')),
      yuan(fen(this.billRows, '退款金额')),
      '0.00',
      `${yuan(fen(this.billRows, '手续费'))}000`,
      yuan(fen(paid, '订单金额')),
      yuan(fen(this.billRows, '申请退款金额')),
    ];
    const text = [
      BILL_COLUMNS.join(','),
      ...this.billRows.map((r) => line(BILL_COLUMNS.map((c) => r[c] ?? ''))),
      SUMMARY_COLUMNS.join(','),
      line(summary),
      '',
    ].join('\r\n');
    return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  }

  invalidRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.problems.length > 0);
  }

  private handle(
    method: string,
    rawUrl: string,
    headers: IncomingHttpHeaders,
    raw: string,
  ): { status: number; body?: unknown; file?: Buffer } {
    const url = new URL(rawUrl, 'http://mock');
    let body: Record<string, unknown> | null = null;
    const problems: string[] = [];
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        problems.push('body is not JSON');
      }
    }
    const record = (status: number) =>
      this.requests.push({ method, path: url.pathname, query: url.searchParams, body, problems: [...problems], status });
    const auth = authorizationOf(headers.authorization);
    if (!auth) problems.push('Authorization is not WECHATPAY2-SHA256-RSA2048');
    else {
      if (auth.mchid !== this.keys.mchid) problems.push(`Authorization mchid ${auth.mchid}`);
      if (auth.serial_no !== this.keys.merchantSerial) problems.push(`Authorization serial_no ${auth.serial_no}`);
      if (Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) problems.push('Authorization timestamp is stale');
      const message = Formatter.request(method, `${url.pathname}${url.search}`, auth.timestamp!, auth.nonce_str!, raw);
      if (!auth.signature || !Rsa.verify(message, auth.signature, this.keys.merchantPublicKey))
        problems.push('Authorization signature does not verify');
    }
    if (problems.length) {
      record(401);
      return { status: 401, body: { code: 'SIGN_ERROR', message: problems.join('; ') } };
    }
    if (this.failWith) {
      record(this.failWith);
      return { status: this.failWith, body: { code: 'SYSTEM_ERROR', message: '系统错误' } };
    }
    const answer = this.route(method, url, body ?? {}, problems);
    if (problems.length) {
      record(400);
      return { status: 400, body: { code: 'PARAM_ERROR', message: problems.join('; ') } };
    }
    record(answer.status);
    return answer;
  }

  private route(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    problems: string[],
  ): { status: number; body?: unknown; file?: Buffer } {
    const require = (condition: boolean, message: string) => {
      if (!condition) problems.push(message);
    };
    const path = url.pathname;
    const mchidQuery = () => require(url.searchParams.get('mchid') === this.keys.mchid, 'mchid query parameter missing or not ours');
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v3/pay/transactions/native') {
      const amount = (body.amount ?? {}) as Record<string, unknown>;
      require(body.appid === this.keys.appid, 'appid');
      require(body.mchid === this.keys.mchid, 'mchid');
      require(typeof body.description === 'string' && body.description.length > 0 && body.description.length <= 127, 'description (1-127)');
      require(typeof body.out_trade_no === 'string' &&
        /^[A-Za-z0-9_\-*|]{6,32}$/.test(body.out_trade_no), 'out_trade_no (6-32 of [A-Za-z0-9_-|*])');
      require(typeof body.notify_url === 'string' && /^https?:\/\/[^?]+$/.test(body.notify_url), 'notify_url (absolute, no query)');
      require(body.time_expire === undefined ||
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(String(body.time_expire)), 'time_expire (RFC 3339)');
      require(Number.isInteger(amount.total) && (amount.total as number) > 0, 'amount.total (integer fen)');
      require(amount.currency === undefined || amount.currency === 'CNY', 'amount.currency (CNY)');
      if (problems.length) return { status: 400 };
      const known = this.orders.get(body.out_trade_no as string);
      if (known) {
        // The same order again answers the same code; another order under the number is refused.
        if (known.total !== amount.total) return { status: 400, body: { code: 'INVALID_REQUEST', message: '201 商户订单号重复' } };
        return { status: 200, body: { code_url: known.codeUrl } };
      }
      const order: MockOrder = {
        request: body,
        outTradeNo: body.out_trade_no as string,
        transactionId: `4200${digits(24)}`,
        codeUrl: `weixin://wxpay/bizpayurl?pr=${Formatter.nonce(9)}`,
        state: 'NOTPAY',
        total: amount.total as number,
        currency: (amount.currency as string) ?? 'CNY',
        refunded: 0,
      };
      this.orders.set(order.outTradeNo, order);
      return { status: 200, body: { code_url: order.codeUrl } };
    }
    if (method === 'GET' && (match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path))) {
      mchidQuery();
      const order = this.orders.get(decodeURIComponent(match[1]!));
      if (problems.length) return { status: 400 };
      return order
        ? { status: 200, body: this.transaction(order) }
        : { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
    }
    if (method === 'GET' && (match = /^\/v3\/pay\/transactions\/id\/([^/]+)$/.exec(path))) {
      mchidQuery();
      const order = [...this.orders.values()].find((o) => o.transactionId === decodeURIComponent(match![1]!));
      if (problems.length) return { status: 400 };
      return order
        ? { status: 200, body: this.transaction(order) }
        : { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
    }
    if (method === 'POST' && (match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path))) {
      require(body.mchid === this.keys.mchid, 'mchid');
      const order = this.orders.get(decodeURIComponent(match[1]!));
      if (problems.length) return { status: 400 };
      if (!order) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
      if (order.state === 'SUCCESS' || order.state === 'REFUND')
        return { status: 400, body: { code: 'ORDER_PAID', message: '订单已支付' } };
      order.state = 'CLOSED';
      return { status: 204 };
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const amount = (body.amount ?? {}) as Record<string, unknown>;
      require(typeof body.out_refund_no === 'string' && /^[A-Za-z0-9_\-|*@]{1,64}$/.test(body.out_refund_no), 'out_refund_no (1-64)');
      require(typeof body.transaction_id === 'string' || typeof body.out_trade_no === 'string', 'transaction_id or out_trade_no');
      require(Number.isInteger(amount.refund) && (amount.refund as number) > 0, 'amount.refund (integer fen)');
      require(Number.isInteger(amount.total) && (amount.total as number) > 0, 'amount.total (integer fen)');
      require(amount.currency === 'CNY', 'amount.currency (CNY)');
      if (problems.length) return { status: 400 };
      const existing = this.refunds.get(body.out_refund_no as string);
      if (existing) return { status: 200, body: this.refundAnswer(existing) };
      const order = [...this.orders.values()].find((o) => o.transactionId === body.transaction_id || o.outTradeNo === body.out_trade_no);
      if (!order || order.state === 'NOTPAY' || order.state === 'CLOSED')
        return { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' } };
      if (amount.total !== order.total) return { status: 400, body: { code: 'PARAM_ERROR', message: '订单金额与退款金额不匹配' } };
      if (order.refunded + (amount.refund as number) > order.total)
        return { status: 400, body: { code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' } };
      order.refunded += amount.refund as number;
      order.state = 'REFUND';
      const refund: MockRefund = {
        outRefundNo: body.out_refund_no as string,
        refundId: `5030${digits(25)}`,
        transactionId: order.transactionId,
        amount: amount.refund as number,
        at: new Date(),
      };
      this.refunds.set(refund.outRefundNo, refund);
      this.billRows.push({
        ...this.paymentRow(order),
        交易时间: beijing(refund.at),
        交易状态: 'REFUND',
        应结订单金额: '0.00',
        微信退款单号: refund.refundId,
        商户退款单号: refund.outRefundNo,
        退款金额: yuan(refund.amount),
        申请退款金额: yuan(refund.amount),
        退款类型: 'ORIGINAL',
        退款状态: 'SUCCESS',
        手续费: `-${yuan(Math.round((refund.amount * this.feeBasisPoints) / 10_000))}000`,
      });
      return { status: 200, body: this.refundAnswer(refund) };
    }
    if (method === 'GET' && path === '/v3/bill/tradebill') {
      require(/^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get('bill_date') ?? ''), 'bill_date (YYYY-MM-DD)');
      require(['ALL', 'SUCCESS', 'REFUND', null].includes(url.searchParams.get('bill_type')), 'bill_type');
      if (problems.length) return { status: 400 };
      return {
        status: 200,
        body: {
          hash_type: 'SHA1',
          hash_value: Hash.sha1(this.billCsv()),
          download_url: `${this.baseUrl}/v3/billdownload/file?token=${Formatter.nonce(24)}`,
        },
      };
    }
    if (method === 'GET' && path === '/v3/billdownload/file') {
      require(Boolean(url.searchParams.get('token')), 'token');
      if (problems.length) return { status: 400 };
      return { status: 200, file: this.billCsv() };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `no such operation ${method} ${path}` } };
  }

  private refundAnswer(refund: MockRefund) {
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: refund.transactionId,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: rfc3339(refund.at),
      success_time: rfc3339(refund.at),
      status: 'SUCCESS',
      funds_account: 'AVAILABLE',
      amount: {
        total: this.orders.get([...this.orders.values()].find((o) => o.transactionId === refund.transactionId)!.outTradeNo)!.total,
        refund: refund.amount,
        payer_total: refund.amount,
        payer_refund: refund.amount,
        settlement_refund: refund.amount,
        settlement_total: refund.amount,
        discount_refund: 0,
        currency: 'CNY',
      },
    };
  }
}
