// Airport lookup for the picker (type a code, an English or Chinese name, or pinyin; favourite
// cities first) and the airline names results show.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { airlineSchema, airportLookupQuerySchema, airportLookupResultSchema, citySchema } from '@/domain/schemas/airports';
import { envelopeOf } from '@/domain/schemas/common';
import { identityOf } from '../access/guard-plugin';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { ok } from '../http/reply';
import { airportDirectory } from './directory';

const tags = ['airports'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:airports', act: 'read' } };

export async function airportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/airports',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Find airports by code, English or Chinese name, or pinyin (favourite cities first)',
        querystring: airportLookupQuerySchema,
        response: { 200: envelopeOf(airportLookupResultSchema) },
      },
    },
    async (request) => {
      const directory = await airportDirectory(db);
      if (request.query.codes !== undefined) {
        const codes = request.query.codes
          .toUpperCase()
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
          .slice(0, 100);
        return ok({
          cities: [],
          airports: codes
            .map((c) => directory.airport(c))
            .filter((a) => a !== undefined)
            .map(({ latitude: _la, longitude: _lo, rank: _r, ...a }) => a),
        });
      }
      const favourites = identityOf(request).user.config.cities ?? [];
      return ok(directory.lookup(request.query.q, favourites, request.query.limit));
    },
  );

  r.get(
    '/airports/:code',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A city or airport code: the city with its airports (a single-airport city is its airport)',
        params: z.object({
          code: text()
            .trim()
            .toUpperCase()
            .regex(/^[A-Z]{3}$/),
        }),
        response: { 200: envelopeOf(citySchema) },
      },
    },
    async (request) => {
      const directory = await airportDirectory(db);
      const code = request.params.code;
      const city = directory.city(code) ?? directory.city(directory.cityOf(`airport-${code}`) ?? '');
      if (!city) throw new ApiError('NOT_FOUND');
      return ok(city);
    },
  );

  r.get(
    '/airlines',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Airline names by code',
        querystring: z.object({ codes: text().trim().max(400).default('') }),
        response: { 200: envelopeOf(z.array(airlineSchema)) },
      },
    },
    async (request) => {
      const directory = await airportDirectory(db);
      const codes = request.query.codes
        .toUpperCase()
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
        .slice(0, 100);
      return ok(codes.map((c) => directory.airline(c)).filter((a) => a !== undefined));
    },
  );
}
