// The sandbox payment gateway: a local stand-in for alipay, wechat-pay, yeepay, airwallex, stripe
// and abapay. Its hosted payment page is served by our own server under /sandbox/gateway; the payer
// chooses to pay, to decline, or to walk away (no notification: the payment times out). Pay and
// decline send a signed notification to our notify URL, as a real gateway would.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { minorToMajor } from '@/domain/wallet-math';
import type { CheckoutRequest, GatewayEvent, PaymentGateway } from './gateway';
import { readToken, SIGNATURE_HEADER, signatureHeader, signToken, verifySignature } from './signing';
import { checkoutPage, expiredPage } from './sandbox-page';

export const SANDBOX_PATH = '/sandbox/gateway/checkout';

let processSecret: string | undefined;

/** PAYMENT_SANDBOX_SECRET, or one random secret per process (the sandbox lives in this process). */
export function sandboxSecret(): string {
  return process.env.PAYMENT_SANDBOX_SECRET || (processSecret ??= randomBytes(32).toString('hex'));
}

interface Checkout extends Omit<CheckoutRequest, 'expiresAt'> {
  expiresAt: string;
}

export function sandboxGateway(secret = sandboxSecret()): PaymentGateway {
  return {
    checkoutUrl(request) {
      return `${SANDBOX_PATH}?token=${signToken(secret, { ...request, expiresAt: request.expiresAt.toISOString() } satisfies Checkout)}`;
    },
    verify(headers, rawBody) {
      const header = headers[SIGNATURE_HEADER];
      if (!verifySignature(secret, Array.isArray(header) ? header[0] : header, rawBody)) return null;
      try {
        return JSON.parse(rawBody) as GatewayEvent;
      } catch {
        return null;
      }
    },
  };
}

/** The hosted page and its form; notifications are delivered through the app itself (no network). */
export async function sandboxGatewayRoutes(app: FastifyInstance, secret = sandboxSecret()) {
  await app.register(async (scope) => hostedPage(app, scope, secret));
}

/** `app` delivers the notification; `scope` holds the page and its form parser. */
async function hostedPage(app: FastifyInstance, scope: FastifyInstance, secret: string) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  scope.get<{ Querystring: { token?: string } }>(SANDBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const checkout = readToken<Checkout>(secret, request.query.token ?? '');
    if (!checkout) return reply.status(400).type('text/html; charset=utf-8').send(expiredPage('This payment link is not valid.'));
    if (new Date(checkout.expiresAt).getTime() < Date.now())
      return reply.type('text/html; charset=utf-8').send(expiredPage('This payment has timed out.'));
    const amount = `${checkout.currency} ${minorToMajor(checkout.amount, checkout.currency)}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(checkoutPage({ token: request.query.token!, channel: checkout.channel, amount, description: checkout.description }));
  });

  scope.post<{ Body: { token?: string; outcome?: string } }>(SANDBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const checkout = readToken<Checkout>(secret, request.body?.token ?? '');
    if (!checkout) return reply.status(400).type('text/html; charset=utf-8').send(expiredPage('This payment link is not valid.'));
    const outcome = request.body.outcome;
    const back = new URL(checkout.returnUrl, 'http://sandbox.local');
    if (outcome === 'succeeded' || outcome === 'failed') {
      const event: GatewayEvent = {
        sessionId: checkout.sessionId,
        outcome,
        reference: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
        amount: checkout.amount,
        currency: checkout.currency,
      };
      const body = JSON.stringify(event);
      const delivered = await app.inject({
        method: 'POST',
        url: checkout.notifyUrl,
        payload: body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, body) },
      });
      back.searchParams.set('result', delivered.statusCode === 200 ? outcome : 'failed');
    } else {
      back.searchParams.set('result', 'pending');
    }
    return reply.redirect(`${back.pathname}${back.search}`, 303);
  });
}
