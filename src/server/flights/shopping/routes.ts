// Flight shopping: async search and its solutions, price check, PNR analysis
// and the accurate search that prices exactly a PNR's segments.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { isoDay } from '@/domain/flights/journey-rules';
import {
  accurateSearchRequestSchema,
  pnrAnalysisRequestSchema,
  pnrAnalysisSchema,
  verificationAnswerSchema,
} from '@/domain/flights/booking';
import { envelopeOf } from '@/domain/schemas/common';
import { searchRequestSchema, searchStartedSchema, solutionsAnswerSchema, solutionsQuerySchema } from '@/domain/flights/shopping';
import { identityOf } from '../../access/guard-plugin';
import { noteAudit } from '../../audit/audit';
import { openEventStream } from '../../http/event-stream';
import { ok } from '../../http/reply';
import type { ShoppingContext } from './context';
import { analysePnr, pnrSearch } from './pnr/pnr-service';
import { followSearch } from './progress-stream';
import { searchOf, solutions, startSearch } from './search-service';
import { verify } from './verification';

const tags = ['flight shopping'];
const security = [{ bearer: [] }];
/** A dropped progress stream is not worth a quick retry: the console falls back to polling. */
const PROGRESS_RETRY_MS = 3000;
const shopping = { access: { obj: 'api:flight-shopping', act: 'write' } };

export async function shoppingRoutes(app: FastifyInstance, { ctx }: { ctx: ShoppingContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Open progress streams would hold the server's close until their searches end.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  r.post(
    '/async-shopping',
    {
      config: shopping,
      schema: {
        tags,
        security,
        summary: 'Start a search over every allowed supplier; answers at once with its id',
        body: searchRequestSchema,
        response: { 200: envelopeOf(searchStartedSchema) },
      },
    },
    async (request) => {
      const started = await startSearch(ctx, identityOf(request), request.body, request.lang);
      noteAudit(request, { action: 'flight.search', target: started.id });
      return ok(started);
    },
  );

  r.post(
    '/async-shopping/solutions',
    {
      config: shopping,
      schema: {
        tags,
        security,
        summary: 'What has arrived so far, combined by itinerary, filtered and sorted; complete when every supplier answered',
        body: solutionsQuerySchema,
        response: { 200: envelopeOf(solutionsAnswerSchema) },
      },
    },
    async (request) => ok(await solutions(ctx, identityOf(request), request.body)),
  );

  r.get(
    '/async-shopping/:id/events',
    {
      config: shopping,
      schema: {
        tags,
        security,
        params: z.object({ id: text().trim().min(1).max(64) }),
        summary:
          "A search's progress as server-sent events: a `progress` event ({answered, of, complete}) each time a supplier answers; the stream ends when the search is over",
      },
    },
    async (request, reply) => {
      const search = await searchOf(ctx, identityOf(request), request.params.id);
      const stream = openEventStream(request, reply, PROGRESS_RETRY_MS);
      if (!stream) return;
      const end = () => stream.end();
      streams.add(end);
      stream.onEnd(() => streams.delete(end));
      followSearch(ctx, search, stream);
    },
  );

  r.post(
    '/solutions/:id/verification',
    {
      config: shopping,
      schema: {
        tags,
        security,
        summary:
          'Price check before confirm (unchanged, price or package changed, unavailable, document restrictions changed, timed out); a quote is valid 15 minutes',
        params: z.object({ id: text().trim().min(3).max(120) }),
        response: { 200: envelopeOf(verificationAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await verify(ctx, identityOf(request), request.params.id);
      noteAudit(request, { action: 'flight.verify', target: answer.quote?.id ?? request.params.id });
      return ok(answer);
    },
  );

  r.post(
    '/analysis-pnr',
    {
      config: shopping,
      schema: {
        tags,
        security,
        summary: 'Read a pasted PNR display (Amadeus, Sabre, TravelSky): names, segments, booking classes',
        body: pnrAnalysisRequestSchema,
        response: { 200: envelopeOf(pnrAnalysisSchema) },
      },
    },
    async (request) => ok(await analysePnr(ctx, identityOf(request), request.body.pnr, isoDay(ctx.now()), request.lang)),
  );

  r.post(
    '/accurate-search',
    {
      config: shopping,
      schema: {
        tags,
        security,
        summary: "Price exactly a PNR's segments: starts a search like async-shopping",
        body: accurateSearchRequestSchema,
        response: { 200: envelopeOf(searchStartedSchema) },
      },
    },
    async (request) => {
      const started = await pnrSearch(ctx, identityOf(request), request.body, request.lang);
      noteAudit(request, { action: 'flight.accurate-search', target: started.id });
      return ok(started);
    },
  );
}
