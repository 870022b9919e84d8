// HTTP face of exchange rates: everyone logged in reads them (prices
// are shown converted); platform staff set a day's rate.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import { exchangeRateQuerySchema, exchangeRateSchema, setExchangeRateSchema } from '@/domain/schemas/wallet';
import { noteAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { listQuerySchema, pageOf } from '../http/list-query';
import { setTotal } from '../http/list-sort';
import { ok } from '../http/reply';
import { siteInfo } from '../site/service';
import { rateHistory, ratesOn, setRate } from './rates';

const tags = ['exchange rates'];
const security = [{ bearer: [] }];

export async function rateRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      config: { access: { obj: 'api:exchange-rates', act: 'read' } },
      schema: {
        tags,
        security,
        summary: "Rates per base-currency unit in effect on a date (default today), or one currency's history",
        querystring: listQuerySchema.extend(exchangeRateQuerySchema.shape),
        response: { 200: envelopeOf(z.array(exchangeRateSchema)) },
      },
    },
    async (request, reply) => {
      if (request.query.currency) {
        const { rows, total } = await rateHistory(db, request.query.currency, pageOf(request.query));
        setTotal(reply, total);
        return ok(rows);
      }
      const rows = await ratesOn(db, request.query.date);
      setTotal(reply, rows.length);
      return ok(rows);
    },
  );

  r.post(
    '',
    {
      config: { access: { obj: 'api:exchange-rates', act: 'write' } },
      schema: {
        tags,
        security,
        summary: 'Set the rate of a currency for a date (platform staff)',
        body: setExchangeRateSchema,
        response: { 200: envelopeOf(exchangeRateSchema) },
      },
    },
    async (request) => {
      const base = (await siteInfo(db)).defaultCurrency;
      if (request.body.currency === base) {
        throw new ApiError('VALIDATION', { fields: 'currency' }, [{ field: 'currency', message: 'is the base currency (always 1)' }]);
      }
      const { rate, before } = await setRate(db, request.body);
      noteAudit(request, {
        action: 'exchange_rate.set',
        target: `${rate.currency}/${rate.rateDate}`,
        changes: [{ field: 'rate', before, after: rate.rate }],
      });
      return ok(rate);
    },
  );
}
