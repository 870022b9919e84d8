// Airwallex through its documented REST API (its Node SDK 2.1.0-beta.5 fixes the host to Airwallex's
// demo or production one, keeps one client per process and reports telemetry by default: see
// docs/payments.md). A payment intent is the checkout, paid on Airwallex's hosted payment page; its
// webhook is checked by signature; refunds, queries and the day's financial transactions are API calls.
import type { CheckoutRequest, GatewayEvent } from '../gateway';
import { fromDecimal, toDecimal } from '../decimal-amount';
import { headerOf, type PaymentProvider, type ProviderNotice, type ProviderPaymentState, type SettledRow } from '../provider';
import { AIRWALLEX_HOSTS, airwallexClient } from './client';
import { validAirwallexSignature } from './webhook';

export interface AirwallexConfig {
  clientId: string;
  apiKey: string;
  webhookSecret: string;
  /** "prod", "demo" or an API address (a mock in tests). */
  baseUrl?: string;
}

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  merchant_order_id?: string;
  client_secret?: string;
  metadata?: Record<string, string>;
}

interface FinancialTransaction {
  id: string;
  source_id?: string;
  transaction_type?: string;
  amount: number;
  fee?: number;
  currency: string;
  created_at: string;
}

/** The hosted payment page lives beside the API host; a mock serves its own. */
function checkoutHostOf(apiBase: string): string {
  if (apiBase === AIRWALLEX_HOSTS.prod) return 'https://checkout.airwallex.com';
  if (apiBase === AIRWALLEX_HOSTS.demo) return 'https://checkout-demo.airwallex.com';
  return `${apiBase.replace(/\/$/, '')}/checkout`;
}

const OPEN = new Set(['REQUIRES_PAYMENT_METHOD', 'REQUIRES_CUSTOMER_ACTION', 'REQUIRES_CAPTURE']);

export function airwallexProvider(config: AirwallexConfig): PaymentProvider {
  const chosen = config.baseUrl?.trim() || 'prod';
  const baseUrl = chosen in AIRWALLEX_HOSTS ? AIRWALLEX_HOSTS[chosen as keyof typeof AIRWALLEX_HOSTS] : chosen;
  const api = airwallexClient({ clientId: config.clientId, apiKey: config.apiKey, baseUrl });
  const checkoutHost = checkoutHostOf(baseUrl);
  // The payer's way back from the hosted page, kept to open the same page again (a restart forgets it: the payer then returns to us).
  const returns = new Map<string, { success: string; fail: string }>();

  const pageOf = (intent: Intent, back: { success: string; fail: string }) => {
    const query = new URLSearchParams({
      intent_id: intent.id,
      client_secret: intent.client_secret ?? '',
      currency: intent.currency,
      successUrl: back.success,
      failUrl: back.fail,
    });
    return `${checkoutHost}/#/standalone/checkout?${query}`;
  };

  const intentEvent = (intent: Intent, outcome: GatewayEvent['outcome'], eventId?: string): GatewayEvent | null => {
    const sessionId = intent.merchant_order_id ?? intent.metadata?.tessera_session;
    const currency = (intent.currency ?? '').toUpperCase();
    const amount = currency ? fromDecimal(intent.amount, currency) : null;
    if (!sessionId || !intent.id || amount === null) return null;
    return { sessionId, outcome, eventId, provider: 'airwallex', reference: intent.id, amount, currency };
  };

  return {
    name: 'airwallex',
    channels: ['airwallex'],
    mode: baseUrl === AIRWALLEX_HOSTS.prod ? 'live' : 'test',

    async createCheckout(request: CheckoutRequest & { returnBase: string }) {
      const back = (result: string) => {
        const url = new URL(request.returnUrl, request.returnBase);
        url.searchParams.set('result', result);
        return url.toString();
      };
      // request_id makes the same checkout asked twice one intent (a second could be paid too).
      const intent = await api.request<Intent>('POST', '/api/v1/pa/payment_intents/create', {
        request_id: `checkout-${request.sessionId}`,
        amount: Number(toDecimal(request.amount, request.currency)),
        currency: request.currency,
        merchant_order_id: request.sessionId,
        descriptor: request.description.slice(0, 32) || undefined,
        metadata: { tessera_session: request.sessionId },
        return_url: back('succeeded'),
      });
      const links = { success: back('succeeded'), fail: back('pending') };
      returns.set(intent.id, links);
      return { url: pageOf(intent, links), reference: intent.id };
    },

    recognises(headers) {
      return headerOf(headers, 'x-signature') !== undefined && headerOf(headers, 'x-timestamp') !== undefined;
    },

    verifyNotification(headers, rawBody): ProviderNotice | null {
      if (!validAirwallexSignature(config.webhookSecret, headerOf(headers, 'x-timestamp'), headerOf(headers, 'x-signature'), rawBody))
        return null;
      let event: { id?: string; name?: string; data?: { object?: Intent } };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return null;
      }
      const eventId = String(event.id ?? '');
      const ignored: ProviderNotice = { kind: 'ignored', eventId, type: String(event.name ?? '') };
      const intent = event.data?.object;
      if (!eventId || !intent) return ignored;
      // A failed attempt leaves the intent open (the payer may try another card), so only the intent's end counts.
      const outcome = event.name === 'payment_intent.succeeded' ? 'succeeded' : event.name === 'payment_intent.cancelled' ? 'failed' : null;
      const found = outcome ? intentEvent(intent, outcome, eventId) : null;
      return found ? { kind: 'payment', event: found } : ignored;
    },

    async checkoutPage(reference) {
      const intent = await api.request<Intent>('GET', `/api/v1/pa/payment_intents/${encodeURIComponent(reference)}`);
      const back = returns.get(reference);
      return back && OPEN.has(intent.status) && intent.client_secret ? pageOf(intent, back) : null;
    },

    async query(_sessionId, reference): Promise<ProviderPaymentState> {
      if (!reference) return { state: 'unknown' };
      const intent = await api.request<Intent>('GET', `/api/v1/pa/payment_intents/${encodeURIComponent(reference)}`);
      if (intent.status === 'SUCCEEDED') {
        const event = intentEvent(intent, 'succeeded');
        return event ? { state: 'succeeded', event } : { state: 'unknown' };
      }
      // Open, or cancelled unpaid (by us): no money; our own window decides.
      return { state: 'pending' };
    },

    async cancel(reference) {
      const intent = await api.request<Intent>('GET', `/api/v1/pa/payment_intents/${encodeURIComponent(reference)}`);
      if (!OPEN.has(intent.status)) return;
      await api.request('POST', `/api/v1/pa/payment_intents/${encodeURIComponent(reference)}/cancel`, {
        request_id: `cancel-${reference}`,
        cancellation_reason: 'payment window ended',
      });
    },

    async refund({ paymentReference, amount, currency, idempotencyKey }) {
      const refund = await api.request<{ id: string; status: string }>('POST', '/api/v1/pa/refunds/create', {
        request_id: idempotencyKey,
        payment_intent_id: paymentReference,
        amount: Number(toDecimal(amount, currency)),
        reason: 'Refund to the payer',
      });
      // RECEIVED and ACCEPTED are Airwallex's commitment to pay the money back; FAILED is its refusal.
      return { refundId: refund.id, state: refund.status === 'FAILED' ? 'failed' : 'succeeded' };
    },

    async settled(from, to) {
      const rows: SettledRow[] = [];
      for (let page = 0; ; page++) {
        const query = new URLSearchParams({
          from_created_at: from.toISOString(),
          to_created_at: to.toISOString(),
          page_num: String(page),
          page_size: '100',
        });
        const answer = await api.request<{ items: FinancialTransaction[]; has_more?: boolean }>(
          'GET',
          `/api/v1/financial_transactions?${query}`,
        );
        for (const item of answer.items ?? []) {
          const kind = item.transaction_type === 'PAYMENT' ? 'payment' : item.transaction_type === 'REFUND' ? 'refund' : null;
          const currency = (item.currency ?? '').toUpperCase();
          const amount = fromDecimal(item.amount, currency);
          const fee = fromDecimal(item.fee ?? 0, currency);
          const at = new Date(item.created_at);
          if (!kind || !item.source_id || amount === null || fee === null || at < from || at >= to) continue;
          rows.push({
            reference: item.source_id,
            rowId: item.id,
            kind,
            amount: kind === 'refund' ? -Math.abs(amount) : Math.abs(amount),
            fee: Math.abs(fee),
            currency,
            createdAt: at,
          });
        }
        if (!answer.has_more) break;
      }
      return rows;
    },
  };
}
