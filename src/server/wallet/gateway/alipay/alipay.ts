// Alipay (open platform, OpenAPI 2.0) through its official SDK, alipay-sdk: the hosted step is the
// computer-website payment page (alipay.trade.page.pay, a signed GET address), the asynchronous
// notification is verified with Alipay's public key by the SDK, and query, close, refund and the
// daily bill are API calls whose answers the SDK checks against Alipay's signature too. Alipay
// charges yuan only, so a payment in another currency is refused before the payer leaves us.
import { createPrivateKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { CheckoutRequest, GatewayEvent } from '../gateway';
import { fromDecimal, toDecimal } from '../decimal-amount';
import type { PaymentProvider, ProviderNotice, ProviderPaymentState, SettledRow } from '../provider';
import { beijingDay, beijingText } from './beijing-time';
import { billRows } from './bill';

export const ALIPAY_GATEWAYS = {
  production: 'https://openapi.alipay.com/gateway.do',
  test: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
} as const;

export interface AlipayConfig {
  appId: string;
  /** The application's RSA private key (PKCS#1 or PKCS#8, PEM or bare base64). */
  privateKey: string;
  /** Alipay's public key (not the application's): it checks notifications and answers. */
  alipayPublicKey: string;
  /** "production", "test" (the sandbox) or a gateway address (a mock in tests). */
  gateway?: string;
}

/** An answer of Alipay's that is a refusal (a 4xx for the refund job: retrying will not change it). */
class AlipayRefusal extends Error {
  readonly statusCode = 400;
}

const CURRENCY = 'CNY';

function gatewayOf(config: AlipayConfig): string {
  const chosen = config.gateway?.trim() || 'production';
  return chosen in ALIPAY_GATEWAYS ? ALIPAY_GATEWAYS[chosen as keyof typeof ALIPAY_GATEWAYS] : chosen;
}

/** Alipay's key tool writes PKCS#1 for some languages and PKCS#8 for others; the SDK must be told which. */
function keyTypeOf(privateKey: string): 'PKCS1' | 'PKCS8' {
  if (privateKey.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  if (privateKey.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  try {
    createPrivateKey({ key: Buffer.from(privateKey.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

/** What the checkout reference keeps, to open the same page again: our trade number, its amount, expiry and subject. */
function checkoutReference(tradeNo: string, yuan: string, expiresAt: Date, subject: string): string {
  return [tradeNo, yuan, String(Math.floor(expiresAt.getTime() / 1000)), subject].join('|').slice(0, 128);
}

function parseReference(reference: string): { tradeNo: string; yuan: string; expiresAt: Date; subject: string } {
  const [tradeNo = '', yuan = '', expires = '0', ...subject] = reference.split('|');
  return { tradeNo, yuan, expiresAt: new Date(Number(expires) * 1000), subject: subject.join('|') };
}

type Answer = Record<string, string | undefined>;

export function alipayProvider(config: AlipayConfig): PaymentProvider {
  const gateway = gatewayOf(config);
  // A PEM put in one environment line often carries its line breaks as the two characters "\n".
  const unescape = (key: string) => key.replace(/\\n/g, '\n');
  const privateKey = unescape(config.privateKey);
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey,
    keyType: keyTypeOf(privateKey),
    alipayPublicKey: unescape(config.alipayPublicKey),
    gateway,
    signType: 'RSA2',
    camelcase: false,
    timeout: 20_000,
  });

  /** One OpenAPI call, its answer's signature checked by the SDK; a refusal is an AlipayRefusal unless `accept` lets its sub_code through. */
  async function call(method: string, bizContent: Record<string, unknown>, accept: readonly string[] = []): Promise<Answer> {
    const answer = (await sdk.exec(method, { bizContent }, { validateSign: true })) as Answer;
    if (answer.code === '10000' || accept.includes(answer.sub_code ?? '')) return answer;
    const message = `Alipay ${method}: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`.trim();
    // 20000 is Alipay's "service unavailable" (and ACQ.SYSTEM_ERROR its busy system): worth another try.
    if (answer.code === '20000' || answer.sub_code === 'ACQ.SYSTEM_ERROR') throw new Error(message);
    throw new AlipayRefusal(message);
  }

  function pageOf(reference: string, notifyUrl: string, returnUrl: string): string {
    const { tradeNo, yuan, expiresAt, subject } = parseReference(reference);
    return sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      notify_url: notifyUrl,
      return_url: returnUrl,
      bizContent: {
        out_trade_no: tradeNo,
        total_amount: yuan,
        subject,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        time_expire: beijingText(expiresAt),
      },
    });
  }
  // The notify and return addresses of a page opened again: the ones of its creation, kept here
  // (a server restart loses them; the page is then not reopened and the payer returns to us).
  const addresses = new Map<string, { notifyUrl: string; returnUrl: string }>();

  const tradeEvent = (answer: Answer, outcome: GatewayEvent['outcome'], eventId?: string): GatewayEvent | null => {
    const amount = fromDecimal(answer.total_amount, CURRENCY);
    if (!answer.out_trade_no || amount === null) return null;
    return {
      sessionId: answer.out_trade_no,
      outcome,
      eventId,
      provider: 'alipay',
      reference: answer.trade_no ?? answer.out_trade_no,
      amount,
      currency: CURRENCY,
    };
  };

  return {
    name: 'alipay',
    channels: ['alipay'],
    mode: gateway === ALIPAY_GATEWAYS.production ? 'live' : 'test',
    // Alipay sends a notification again (for about a day) until it reads exactly this.
    acknowledgement: { contentType: 'text/plain; charset=utf-8', body: 'success' },

    async createCheckout(request: CheckoutRequest & { returnBase: string }) {
      if (request.currency !== CURRENCY) throw new AlipayRefusal(`Alipay charges ${CURRENCY} only, not ${request.currency}`);
      const back = new URL(request.returnUrl, request.returnBase);
      back.searchParams.set('result', 'succeeded');
      const addressesOf = { notifyUrl: new URL(request.notifyUrl, request.returnBase).toString(), returnUrl: back.toString() };
      const reference = checkoutReference(
        request.sessionId,
        toDecimal(request.amount, CURRENCY),
        request.expiresAt,
        (request.description || request.sessionId).slice(0, 64),
      );
      addresses.set(reference, addressesOf);
      return { url: pageOf(reference, addressesOf.notifyUrl, addressesOf.returnUrl), reference };
    },

    recognises(headers, rawBody) {
      return (
        /x-www-form-urlencoded/.test(String(headers['content-type'] ?? '')) && /(^|&)notify_id=/.test(rawBody) && /(^|&)sign=/.test(rawBody)
      );
    },

    verifyNotification(_headers, rawBody): ProviderNotice | null {
      const fields = Object.fromEntries(new URLSearchParams(rawBody)) as Answer;
      // The values are decoded already, so the SDK must not decode them a second time (V2 = raw).
      if (!sdk.checkNotifySignV2(fields)) return null;
      const eventId = fields.notify_id ?? '';
      const ignored = (type: string): ProviderNotice => ({ kind: 'ignored', eventId, type });
      if (fields.app_id !== config.appId) return ignored(`app ${fields.app_id ?? '-'}`);
      // A refund also notifies (trade_status unchanged, refund_fee set): our refund job settles refunds.
      if (fields.refund_fee || fields.out_biz_no) return ignored('refund');
      const status = fields.trade_status ?? '';
      const outcome = status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'succeeded' : status === 'TRADE_CLOSED' ? 'failed' : null;
      if (!outcome) return ignored(status || 'no status');
      const event = tradeEvent(fields, outcome, eventId);
      return event ? { kind: 'payment', event } : ignored('unreadable');
    },

    async checkoutPage(reference) {
      const kept = addresses.get(reference);
      if (!kept || parseReference(reference).expiresAt.getTime() <= Date.now()) return null;
      const state = await call('alipay.trade.query', { out_trade_no: parseReference(reference).tradeNo }, ['ACQ.TRADE_NOT_EXIST']);
      return !state.trade_status || state.trade_status === 'WAIT_BUYER_PAY' ? pageOf(reference, kept.notifyUrl, kept.returnUrl) : null;
    },

    async query(sessionId): Promise<ProviderPaymentState> {
      const answer = await call('alipay.trade.query', { out_trade_no: sessionId }, ['ACQ.TRADE_NOT_EXIST']);
      if (answer.trade_status === 'TRADE_SUCCESS' || answer.trade_status === 'TRADE_FINISHED') {
        const event = tradeEvent(answer, 'succeeded');
        return event ? { state: 'succeeded', event } : { state: 'unknown' };
      }
      // Not created yet (the payer never logged in), waiting, or closed unpaid: no money; our own window decides.
      return { state: 'pending' };
    },

    async cancel(reference) {
      // A trade the payer never opened does not exist at Alipay; a paid one cannot be closed (the query finds it).
      await call('alipay.trade.close', { out_trade_no: parseReference(reference).tradeNo }, [
        'ACQ.TRADE_NOT_EXIST',
        'ACQ.TRADE_STATUS_ERROR',
      ]);
    },

    async refund({ paymentReference, amount, currency, idempotencyKey }) {
      if (currency !== CURRENCY) throw new AlipayRefusal(`Alipay refunds ${CURRENCY} only, not ${currency}`);
      // out_request_no makes a partial refund its own, and the same number twice one refund.
      await call('alipay.trade.refund', {
        trade_no: paymentReference,
        refund_amount: toDecimal(amount, CURRENCY),
        out_request_no: idempotencyKey,
      });
      return { refundId: idempotencyKey, state: 'succeeded' };
    },

    async settled(from, to) {
      const rows: SettledRow[] = [];
      // One bill per Beijing day the range touches (a business day is exactly one).
      for (let day = beijingDay(from); day <= beijingDay(new Date(to.getTime() - 1)); day = nextDay(day)) {
        const answer = await call('alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: day });
        const url = answer.bill_download_url;
        if (!url) throw new Error(`Alipay gave no bill address for ${day}`);
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        if (!response.ok) throw new Error(`Alipay bill of ${day}: HTTP ${response.status}`);
        rows.push(...billRows(new Uint8Array(await response.arrayBuffer())).filter((row) => row.createdAt >= from && row.createdAt < to));
      }
      return rows;
    },
  };
}

function nextDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
}
