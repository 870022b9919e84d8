// HTTP face of payments: the channels an agency may use (honouring its disable-payment flag), a payable's state, paying it (wallet: a hold; other channels:
// the gateway's hosted page), and the gateway's signed notification (a bad signature is refused and
// changes nothing).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import { payRequestSchema, payResultSchema, paymentConfigSchema, paymentSchema } from '@/domain/schemas/wallet';
import { identityOf } from '../access/guard-plugin';
import type { Identity } from '../auth/identity';
import { settingsOf } from '../agencies/settings';
import type { Db } from '../db/client';
import { absoluteUrl } from '../http/absolute-url';
import { ApiError } from '../http/api-error';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { walletBalance } from './balance';
import type { PaymentGateway } from './gateway/gateway';
import type { RoutedGateway } from './gateway/routed';
import type { PaymentOwners } from './payment-owners';
import { handleGatewayEvent, NOTIFY_ROUTE, startGatewayPayment } from './gateway-payments';
import { idempotencyHeader, idempotentAnswer, sendAnswer } from './idempotency';
import { holdPayment, paymentById, publicPayment } from './payments';
import { viewableAgency } from './scope';
import { assertChannelOpen, channelList } from './channel-access';

const tags = ['payments'];
const security = [{ bearer: [] }];
const access = (act: 'read' | 'write') => ({ access: { obj: 'api:payment', act } });

/** A payment of the caller's own agency (404 for any other, as for an unknown id). */
async function ownPayment(db: Db, identity: Identity, paymentId: number) {
  const payment = await paymentById(db, paymentId);
  if (payment.agencyId !== identity.agency.id) throw new ApiError('NOT_FOUND');
  return payment;
}

/** A refused notification: our error envelope, or the provider's documented shape (WeChat Pay: {code: 'FAIL', message}). */
const PROVIDER_REFUSAL = z
  .looseObject({ code: z.union([z.number().int(), z.literal('FAIL')]), message: z.string() })
  .describe('A provider that documents its own refusal body (WeChat Pay) is answered {code: "FAIL", message}.');

export interface PaymentRouteOptions {
  db: Db;
  gateway: PaymentGateway;
  owners: PaymentOwners;
  /** The real providers behind the gateway (the shape of a refused notification's answer, a provider's own acknowledgement). */
  routing?: RoutedGateway;
}

/** What the booking pages ask before paying: the channels the agency may use and its wallet. */
export async function paymentConfigRoutes(app: FastifyInstance, { db, routing }: { db: Db; routing?: RoutedGateway }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/payment',
    {
      config: access('read'),
      schema: {
        tags,
        security,
        summary: "Payment channels the caller's agency may use (none when its payment is disabled)",
        response: { 200: envelopeOf(paymentConfigSchema) },
      },
    },
    async (request) => {
      const agency = await viewableAgency(db, identityOf(request));
      const settings = settingsOf(agency);
      const wallet = await walletBalance(db, agency);
      return ok({
        disabled: settings.general.disablePayment,
        channels: channelList(settings, routing),
        wallet: { currency: wallet.currency, available: wallet.available },
      });
    },
  );
}

export async function paymentRoutes(app: FastifyInstance, ctx: PaymentRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, gateway } = ctx;

  r.get(
    '/payments/:id',
    {
      config: access('read'),
      schema: {
        tags,
        security,
        summary: "A payment of the caller's agency (poll it after the hosted page)",
        params: idParamsSchema,
        response: { 200: envelopeOf(paymentSchema) },
      },
    },
    async (request) => ok(publicPayment(await ownPayment(db, identityOf(request), request.params.id))),
  );

  r.post(
    '/payments/:id/pay',
    {
      config: access('write'),
      schema: {
        tags,
        security,
        summary: 'Pay a payable: from the wallet (held until the order is fulfilled) or through a gateway (answers its page)',
        params: idParamsSchema,
        body: payRequestSchema,
        headers: idempotencyHeader,
        response: { 200: envelopeOf(payResultSchema) },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const payable = await ownPayment(db, identity, request.params.id);
      const { channel, returnUrl } = request.body;
      const answer = await idempotentAnswer(request, db, identity.user.id, async (tx) => {
        // The owner's record (an order) is locked before the payment row, as on every money path.
        await ctx.owners.lock(tx, payable);
        const agency = await viewableAgency(tx, identity);
        assertChannelOpen(settingsOf(agency), ctx.routing, channel);
        if (channel === 'balance') {
          const held = await holdPayment(tx, request.params.id, { createdBy: identity.user.id });
          // The payable's owner (an order) moves with it, or the hold is undone with the transaction.
          if ((await ctx.owners.settle(tx, held, { reference: null, payerId: identity.user.id })) === 'refused')
            throw new ApiError('PAYMENT_UNPROCESSABLE');
          return { payment: publicPayment(held), redirectUrl: null };
        }
        const started = await startGatewayPayment(tx, gateway, request.params.id, channel, returnUrl ?? '/bills/wallet', {
          rule: ctx.routing?.surchargeRule(channel) ?? null,
          shown: request.body.surcharge,
        });
        // An integrator's back end hands this link to the payer: it must work outside the console.
        return { payment: publicPayment(started.payment), redirectUrl: absoluteUrl(request, started.redirectUrl) };
      });
      return sendAnswer(reply, answer);
    },
  );

  // The gateway's notification: the signature covers the raw body, so this route keeps it as text
  // (JSON from most providers, a form from Alipay).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      NOTIFY_ROUTE,
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            "Signed payment notification from a payment provider or the sandbox gateway (no token: the provider's signature is checked)",
          response: { 401: PROVIDER_REFUSAL },
        },
      },
      async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const event = gateway.verify(request.headers, rawBody);
        if (!event) {
          // Some providers read a refusal only in their own shape (WeChat Pay: {code: 'FAIL', message}).
          const refusal = ctx.routing?.refusalFor(request.headers, rawBody);
          if (refusal) return reply.status(401).send(refusal);
          throw new ApiError('GATEWAY_SIGNATURE_INVALID');
        }
        const result = await handleGatewayEvent(db, event, ctx.owners);
        // Alipay reads only the text "success" as an acknowledgement.
        const acknowledgement = ctx.routing?.providers.find((p) => p.name === event.provider)?.acknowledgement;
        if (acknowledgement) return reply.type(acknowledgement.contentType).send(acknowledgement.body);
        return ok({ result });
      },
    );
  });
}
