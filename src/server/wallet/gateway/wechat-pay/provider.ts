// WeChat Pay API v3 through its SDK (wechatpay-axios-plugin: it signs every request with the
// merchant key and checks every answer's signature with WeChat Pay's key). The hosted step is Native
// pay: WeChat Pay answers a code_url, and our own page shows it as a QR code for the payer's phone.
// out_trade_no is our payment session, so a query, a close or a notification names our payment.
import { Hash, Wechatpay } from 'wechatpay-axios-plugin';
import type { CheckoutRequest } from '../gateway';
import type { PaymentProvider, ProviderPaymentState } from '../provider';
import { settledRowsOfBill } from './bill';
import { WECHATPAY_LIVE_BASE, type WechatPayConfig } from './config';
import { platformKeyOf, transactionEvent, verifyWechatNotification, type WechatTransaction } from './notification';
import { wechatPayPagePath } from './page-path';

/** What an API error of WeChat Pay carries: the HTTP status and its {code, message}. */
class WechatPayError extends Error {
  constructor(
    readonly statusCode: number | undefined,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

function providerError(error: unknown): WechatPayError {
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  const data = response?.data as { code?: string; message?: string } | string | undefined;
  const body =
    typeof data === 'string'
      ? (() => {
          try {
            return JSON.parse(data) as { code?: string; message?: string };
          } catch {
            return undefined;
          }
        })()
      : data;
  const detail = body?.code ? `${body.code}: ${body.message ?? ''}` : error instanceof Error ? error.message : String(error);
  return new WechatPayError(response?.status, body?.code, `WeChat Pay ${response?.status ?? 'unreachable'}: ${detail}`);
}

async function call<T>(request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw providerError(error);
  }
}

/** The checkout reference keeps both the order number and its code_url (the QR page shows it again without a second order). */
export const checkoutReference = (outTradeNo: string, codeUrl: string) => `${outTradeNo}|${codeUrl}`;
export function readCheckoutReference(reference: string): { outTradeNo: string; codeUrl: string } {
  const at = reference.indexOf('|');
  return { outTradeNo: reference.slice(0, at), codeUrl: reference.slice(at + 1) };
}

/** WeChat Pay's time format: RFC 3339 with the +08:00 offset. */
function beijingTime(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

export function wechatPayProvider(config: WechatPayConfig): PaymentProvider {
  const baseURL = `${(config.baseUrl ?? WECHATPAY_LIVE_BASE).replace(/\/$/, '')}/`;
  const wxpay = new Wechatpay({
    mchid: config.mchid,
    serial: config.merchantSerial,
    privateKey: config.merchantPrivateKey,
    certs: { [config.platformPublicKeyId]: config.platformPublicKey },
    baseURL,
    timeout: 20_000,
  });
  const platformKey = platformKeyOf(config);
  const v3 = wxpay.client.v3;

  const transaction = (outTradeNo: string) =>
    call<WechatTransaction>(() =>
      v3.get(`v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`, { params: { mchid: config.mchid } }),
    );

  return {
    name: 'wechat-pay',
    channels: ['wechat-pay'],
    // WeChat Pay has no test keys: only a mock (another base URL) is not live money.
    mode: config.baseUrl && config.baseUrl !== WECHATPAY_LIVE_BASE ? 'test' : 'live',

    async createCheckout(request: CheckoutRequest & { returnBase: string }) {
      const notifyUrl = new URL(request.notifyUrl, request.returnBase).toString();
      const answer = await call<{ code_url: string }>(() =>
        v3.post('v3/pay/transactions/native', {
          appid: config.appid,
          mchid: config.mchid,
          description: (request.description || request.sessionId).slice(0, 127),
          out_trade_no: request.sessionId,
          time_expire: beijingTime(request.expiresAt),
          notify_url: notifyUrl,
          amount: { total: request.amount, currency: request.currency },
        }),
      );
      const query = new URLSearchParams({ return: request.returnUrl });
      return { url: `${wechatPayPagePath(request.sessionId)}?${query}`, reference: checkoutReference(request.sessionId, answer.code_url) };
    },

    recognises(headers) {
      return headers['wechatpay-signature'] !== undefined || headers['wechatpay-serial'] !== undefined;
    },

    refusalBody: () => ({ code: 'FAIL', message: 'signature verification failed' }),

    verifyNotification(headers, rawBody) {
      return verifyWechatNotification(config, platformKey, headers, rawBody);
    },

    async checkoutPage(reference) {
      // The QR page is ours and shows the same code_url again; it answers for a payment that is over itself.
      return wechatPayPagePath(readCheckoutReference(reference).outTradeNo);
    },

    async query(sessionId, reference): Promise<ProviderPaymentState> {
      if (!reference) return { state: 'unknown' };
      let found: WechatTransaction;
      try {
        found = await transaction(sessionId);
      } catch (error) {
        if ((error as WechatPayError).code === 'ORDER_NOT_EXIST') return { state: 'unknown' };
        throw error;
      }
      // REFUND: it was paid, and (part of) it was refunded since.
      if (found.trade_state === 'SUCCESS' || found.trade_state === 'REFUND') {
        const event = transactionEvent(found);
        return event ? { state: 'succeeded', event } : { state: 'unknown' };
      }
      if (found.trade_state === 'PAYERROR')
        return {
          state: 'failed',
          event: {
            sessionId,
            outcome: 'failed',
            provider: 'wechat-pay',
            reference: found.transaction_id ?? sessionId,
            amount: found.amount?.total ?? 0,
            currency: found.amount?.currency ?? 'CNY',
          },
        };
      return { state: 'pending' };
    },

    async cancel(reference) {
      const { outTradeNo } = readCheckoutReference(reference);
      try {
        await call(() => v3.post(`v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: config.mchid }));
      } catch (error) {
        // Paid in the meantime, or closed already: the query that follows tells which.
        if (!['ORDER_PAID', 'ORDER_CLOSED', 'ORDER_NOT_EXIST'].includes((error as WechatPayError).code ?? '')) throw error;
      }
    },

    async refund({ paymentReference, amount, currency, idempotencyKey }) {
      // The refund must name the order's total; the transaction tells it.
      const paid = await call<WechatTransaction>(() =>
        v3.get(`v3/pay/transactions/id/${encodeURIComponent(paymentReference)}`, { params: { mchid: config.mchid } }),
      );
      const answer = await call<{ refund_id: string; status: string }>(() =>
        v3.post('v3/refund/domestic/refunds', {
          transaction_id: paymentReference,
          out_refund_no: idempotencyKey,
          amount: { refund: amount, total: paid.amount?.total ?? amount, currency },
        }),
      );
      const state = answer.status === 'SUCCESS' ? 'succeeded' : answer.status === 'PROCESSING' ? 'pending' : 'failed';
      return { refundId: answer.refund_id, state };
    },

    async settled(from, to) {
      // One bill per business day (UTC+8); `from` is the day's start.
      const day = new Date(from.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      let bill: { hash_type: string; hash_value: string; download_url: string };
      try {
        bill = await call(() => v3.get('v3/bill/tradebill', { params: { bill_date: day, bill_type: 'ALL' } }));
      } catch (error) {
        if ((error as WechatPayError).code === 'NO_STATEMENT_EXIST') return [];
        throw error;
      }
      // Asked by its path on our API host: the SDK signs the request and knows this answer is a file, not signed JSON.
      const download = new URL(bill.download_url);
      const file = await call<ArrayBuffer>(() =>
        v3.get(download.pathname.replace(/^\//, ''), { params: Object.fromEntries(download.searchParams), responseType: 'arraybuffer' }),
      );
      const csv = Buffer.from(file);
      // The download is not signed; the digest from the signed answer says the file is theirs, whole.
      if (bill.hash_type === 'SHA1' && Hash.sha1(csv) !== bill.hash_value.toLowerCase())
        throw new Error(`WeChat Pay bill of ${day}: its SHA1 is not the one announced`);
      return settledRowsOfBill(csv).filter((row) => row.createdAt >= from && row.createdAt < to);
    },
  };
}
