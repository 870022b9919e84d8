// HTTP face of train shopping: stations, search (started, then read as its legs answer), a train's
// stops on demand. Booking needs the company's train flag and tickets (operator or SuperUser).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import { text } from '@/domain/schemas/text';
import {
  stationQuerySchema,
  stationSchema,
  stopSchema,
  trainResultsQuerySchema,
  trainResultsSchema,
  trainSearchBodySchema,
  trainSearchStartedSchema,
  trainStopsQuerySchema,
} from '@/domain/trains/schemas';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import { ApiError } from '../http/api-error';
import { ok } from '../http/reply';
import type { TrainsContext } from './context';
import { startTrainSearch, trainResults } from './search';
import { searchStations, stations } from './stations';

const tags = ['train shopping'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:train-shopping', act: 'read' } };
const write = { access: { obj: 'api:train-shopping', act: 'write' } };

export async function trainShoppingRoutes(app: FastifyInstance, { ctx }: { ctx: TrainsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/stations',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Stations by code, name (en, zh-cn, zh-tw), pinyin, initials or city',
        querystring: stationQuerySchema,
        response: { 200: envelopeOf(z.array(stationSchema)) },
      },
    },
    async (request) => ok(searchStations(request.query.keyword, request.query.limit)),
  );

  r.post(
    '/search',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Start a one-way or return search by station or city and date',
        body: trainSearchBodySchema,
        response: { 200: envelopeOf(trainSearchStartedSchema) },
      },
    },
    async (request) => {
      noteAudit(request, { action: 'train.search', target: `${request.body.from}-${request.body.to} ${request.body.date}` });
      return ok(await startTrainSearch(ctx, identityOf(request), request.body));
    },
  );

  r.get(
    '/search/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The trains a search found so far (complete once every leg answered), filtered and sorted',
        params: z.object({ id: text().min(1).max(40) }),
        querystring: trainResultsQuerySchema,
        response: { 200: envelopeOf(trainResultsSchema) },
      },
    },
    async (request) => ok(await trainResults(ctx, identityOf(request), request.params.id, request.query)),
  );

  r.get(
    '/trains/:trainNo/stops',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: "A train's stops on a date (the date it leaves its first station)",
        params: z.object({ trainNo: text().regex(/^[GDCZTK]\d{1,4}$/, { message: 'trainNo' }) }),
        querystring: trainStopsQuerySchema,
        response: { 200: envelopeOf(z.array(stopSchema)) },
      },
    },
    async (request) => {
      const stops = await ctx.supplier.stops(request.params.trainNo, request.query.date);
      if (!stops) throw new ApiError('NOT_FOUND');
      const dir = stations();
      return ok(stops.map((s) => ({ ...s, stationName: dir.byCode.get(s.station)!.name })));
    },
  );
}
