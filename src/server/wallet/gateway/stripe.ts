// Stripe through its official SDK: a Checkout Session is the hosted step (one per payment, never a
// second one: the payer could pay both), the webhook is verified by the SDK's signature check, a
// refund goes to the payment intent, and a day's settled money is its balance transactions.
import Stripe from 'stripe';
import type { CheckoutRequest, GatewayEvent } from './gateway';
import { headerOf, type PaymentProvider, type ProviderNotice, type ProviderPaymentState, type SettledRow } from './provider';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a mock in tests): http(s)://host:port. */
  baseUrl?: string;
}

/** Stripe keeps a Checkout Session open at least an hour (API 2020-08-27: 1 to 24 hours); our job closes it when our window ends. */
const STRIPE_MIN_SESSION_SECONDS = 60 * 60 + 60;
const SIGNATURE_TOLERANCE_SECONDS = 300;

function clientOf(config: StripeConfig): Stripe {
  const base = config.baseUrl ? new URL(config.baseUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const upper = (currency: string | null | undefined) => (currency ?? '').toUpperCase();
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Our payment event from a Checkout Session that says it is paid (or failed), with the event's id. */
function sessionEvent(session: Stripe.Checkout.Session, outcome: GatewayEvent['outcome'], eventId?: string): GatewayEvent | null {
  const sessionId = session.client_reference_id ?? session.metadata?.tessera_session;
  if (!sessionId) return null;
  return {
    sessionId,
    outcome,
    eventId,
    provider: 'stripe',
    reference: idOf(session.payment_intent) ?? session.id,
    amount: session.amount_total ?? 0,
    currency: upper(session.currency),
  };
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = clientOf(config);
  return {
    name: 'stripe',
    channels: ['stripe'],
    mode: config.secretKey.startsWith('sk_live_') || config.secretKey.startsWith('rk_live_') ? 'live' : 'test',

    async createCheckout(request: CheckoutRequest & { returnBase: string }) {
      const back = (result: string) => {
        const url = new URL(request.returnUrl, request.returnBase);
        url.searchParams.set('result', result);
        return url.toString();
      };
      const expiresAt = Math.max(
        Math.floor(request.expiresAt.getTime() / 1000),
        Math.floor(Date.now() / 1000) + STRIPE_MIN_SESSION_SECONDS,
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.sessionId,
          metadata: { tessera_session: request.sessionId },
          payment_intent_data: { metadata: { tessera_session: request.sessionId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.description.slice(0, 250) || request.sessionId },
              },
            },
          ],
          success_url: back('succeeded'),
          cancel_url: back('pending'),
          expires_at: expiresAt,
        },
        { idempotencyKey: `checkout-${request.sessionId}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { url: session.url, reference: session.id };
    },

    recognises(headers) {
      return headerOf(headers, 'stripe-signature') !== undefined;
    },

    verifyNotification(headers, rawBody): ProviderNotice | null {
      const signature = headerOf(headers, 'stripe-signature');
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch {
        return null;
      }
      const ignored: ProviderNotice = { kind: 'ignored', eventId: event.id, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          // A completed session whose money is not there yet (a delayed method) waits for its async event.
          if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return ignored;
          const paid = sessionEvent(session, 'succeeded', event.id);
          return paid ? { kind: 'payment', event: paid } : ignored;
        }
        case 'checkout.session.async_payment_failed': {
          const failed = sessionEvent(event.data.object, 'failed', event.id);
          return failed ? { kind: 'payment', event: failed } : ignored;
        }
        default:
          return ignored;
      }
    },

    async checkoutPage(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      return session.status === 'open' ? session.url : null;
    },

    async query(_sessionId, reference): Promise<ProviderPaymentState> {
      if (!reference) return { state: 'unknown' };
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.payment_status === 'paid') {
        const event = sessionEvent(session, 'succeeded');
        return event ? { state: 'succeeded', event } : { state: 'unknown' };
      }
      // Open, or expired unpaid (closed by us or by Stripe): no money; our own window decides.
      return { state: 'pending' };
    },

    async cancel(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.status === 'open') await stripe.checkout.sessions.expire(reference);
    },

    async refund({ paymentReference, amount, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentReference, amount }, { idempotencyKey });
      const state =
        refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
      return { refundId: refund.id, state };
    },

    async settled(from, to) {
      const rows: SettledRow[] = [];
      const list = stripe.balanceTransactions.list({
        created: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) },
        limit: 100,
        expand: ['data.source'],
      });
      for await (const row of list) {
        if (row.type !== 'charge' && row.type !== 'payment' && row.type !== 'refund') continue;
        const source = row.source as Stripe.Charge | Stripe.Refund | string | null;
        const reference =
          row.type === 'refund'
            ? idOf(source as Stripe.Refund | string | null)
            : ((typeof source === 'object' && source ? idOf((source as Stripe.Charge).payment_intent) : null) ??
              idOf(source as string | null));
        if (!reference) continue;
        rows.push({
          reference,
          rowId: row.id,
          kind: row.type === 'refund' ? 'refund' : 'payment',
          amount: row.amount,
          fee: row.fee,
          currency: upper(row.currency),
          createdAt: new Date(row.created * 1000),
        });
      }
      return rows;
    },
  };
}
