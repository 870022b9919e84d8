// The payer's first stop for a real provider: creates the provider's hosted checkout (once per
// payment: a second open checkout could be paid twice) and sends the browser there. Outside any
// database transaction, so a slow provider holds no lock. A payment that is over sends the payer
// straight back with its result.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { returnPathSchema, type PaymentChannel } from '@/domain/schemas/wallet';
import { text } from '@/domain/schemas/text';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/executor';
import { ApiError } from '../http/api-error';
import { CHECKOUT_ROUTE, type RoutedGateway } from './gateway/routed';
import { NOTIFY_PATH } from './gateway-payments';
import { paymentOf } from './payments';
import { recordProviderError } from './provider-state';

type PaymentRaw = Parameters<typeof paymentOf>[0] & { provider_checkout: string | null };

export async function providerCheckoutRoute(app: FastifyInstance, { db, gateway }: { db: Db; gateway: RoutedGateway }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    CHECKOUT_ROUTE,
    {
      config: { public: true },
      schema: { hide: true, params: z.object({ session: text().max(64) }), querystring: z.object({ return: returnPathSchema }) },
    },
    async (request, reply) => {
      const [row] = rowsOf<PaymentRaw>(await db.execute(sql`SELECT * FROM payments WHERE gateway_session = ${request.params.session}`));
      const provider = row ? gateway.providerFor(row.channel) : undefined;
      if (!row || !provider) throw new ApiError('NOT_FOUND');
      const payment = paymentOf(row);
      const back = (result: string) => {
        const url = new URL(request.query.return, 'http://tessera.local');
        url.searchParams.set('result', result);
        return reply.redirect(`${url.pathname}${url.search}`, 303);
      };
      if (payment.status === 'paid') return back('succeeded');
      if (payment.status !== 'awaiting' || new Date(payment.expiresAt!).getTime() <= Date.now()) return back('failed');
      let url: string | null;
      try {
        if (row.provider_checkout) {
          url = await provider.checkoutPage(row.provider_checkout);
        } else {
          const created = await provider.createCheckout({
            sessionId: payment.gatewaySession!,
            channel: row.channel as PaymentChannel,
            amount: payment.amount + payment.surcharge,
            currency: payment.currency,
            description: payment.description ?? payment.orderRef,
            notifyUrl: NOTIFY_PATH,
            returnUrl: request.query.return,
            expiresAt: new Date(payment.expiresAt!),
            returnBase: `${request.protocol}://${request.host}`,
          });
          await db.execute(
            sql`UPDATE payments SET provider_checkout = ${created.reference} WHERE id = ${payment.id} AND provider_checkout IS NULL`,
          );
          url = created.url;
        }
      } catch (error) {
        request.log.warn({ err: error, provider: provider.name }, 'payment provider refused the checkout');
        await recordProviderError(db, provider.name, error);
        throw new ApiError('PAYMENT_PROVIDER_FAILED');
      }
      if (!url) return back('pending');
      // A page of our own (WeChat Pay's QR page) is told where the payer returns, as the first time.
      if (url.startsWith('/') && !url.includes('?')) url = `${url}?${new URLSearchParams({ return: request.query.return })}`;
      return reply.redirect(url, 303);
    },
  );
}
