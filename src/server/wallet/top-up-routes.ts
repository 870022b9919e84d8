// HTTP face of channel top-ups: an agency tops up its own wallet through a payment channel (answered
// with the channel's hosted page; the provider's verified notification credits the wallet), and
// platform staff reverse such a top-up (its money goes back through the same channel). Both move
// money, so both take an Idempotency-Key and run once per key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@/domain/schemas/common';
import { gatewayTopUpSchema, payResultSchema, topUpReversalResultSchema, topUpReversalSchema } from '@/domain/schemas/wallet';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { absoluteUrl } from '../http/absolute-url';
import { idParamsSchema } from '../http/params';
import type { PaymentGateway } from './gateway/gateway';
import type { RoutedGateway } from './gateway/routed';
import { startGatewayTopUp } from './gateway-top-up';
import { idempotencyHeader, idempotentAnswer, sendAnswer } from './idempotency';
import { publicPayment } from './payments';
import { reverseTopUp } from './top-up-reversal';

const security = [{ bearer: [] }];

/** Mounted under the payment prefix: an agency's own top-up through a channel. */
export async function gatewayTopUpRoutes(app: FastifyInstance, ctx: { db: Db; gateway: PaymentGateway; routing?: RoutedGateway }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/top-ups',
    {
      config: { access: { obj: 'api:wallet-top-up', act: 'write' } },
      schema: {
        tags: ['payments'],
        security,
        summary: "Top up the caller's own wallet through a payment channel (answers the channel's page)",
        body: gatewayTopUpSchema,
        headers: idempotencyHeader,
        response: { 200: envelopeOf(payResultSchema) },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const answer = await idempotentAnswer(request, ctx.db, identity.user.id, async (tx) => {
        const started = await startGatewayTopUp(tx, ctx.gateway, ctx.routing, identity, request.body);
        noteAudit(request, {
          action: 'wallet.top_up.channel',
          target: String(identity.agency.id),
          money: { amount: started.payment.amount, currency: started.payment.currency },
        });
        // The same link as a payment's: absolute, so it works wherever the caller hands it on.
        return { payment: publicPayment(started.payment), redirectUrl: absoluteUrl(request, started.redirectUrl) };
      });
      return sendAnswer(reply, answer);
    },
  );
}

/** Mounted under the transactions prefix: staff reverse a channel top-up by its wallet movement. */
export async function topUpReversalRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/:id/reversal',
    {
      config: { access: { obj: 'api:top-up-reversal', act: 'write' } },
      schema: {
        tags: ['wallet'],
        security,
        summary: 'Reverse a top-up paid through a payment channel (platform staff): refunded through that channel',
        params: idParamsSchema,
        body: topUpReversalSchema,
        headers: idempotencyHeader,
        response: { 200: envelopeOf(topUpReversalResultSchema) },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const answer = await idempotentAnswer(request, db, identity.user.id, async (tx) => {
        const reversal = await reverseTopUp(tx, identity, request.params.id, request.body.reason);
        noteAudit(request, {
          action: 'wallet.top_up.reverse',
          target: String(reversal.payment.agencyId),
          money: { amount: reversal.payment.amount, currency: reversal.payment.currency },
          changes: [{ field: 'reason', before: null, after: request.body.reason }],
        });
        return { payment: publicPayment(reversal.payment), refundThrough: reversal.refundThrough };
      });
      return sendAnswer(reply, answer);
    },
  );
}
