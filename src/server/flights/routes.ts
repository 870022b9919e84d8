// Booking: order creation (with Idempotency-Key), passport recognition and passenger list import.
// Three plugins because the console finds them under three different API prefixes.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { createOrderSchema, documentAnalysisSchema, flightOrderSchema } from '@/domain/schemas/booking';
import { envelopeOf } from '@/domain/schemas/common';
import { passengerSchema } from '@/domain/schemas/passenger';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import { ApiError } from '../http/api-error';
import { ok } from '../http/reply';
import type { ShoppingContext } from '../shopping/context';
import type { OrdersContext } from '../orders/context';
import { idempotencyHeader, idempotentAnswer, sendAnswer } from '../wallet/idempotency';
import { createOrder } from './create-order';
import { recognisePassport, stopRecogniser } from './documents/recognise';
import { importPassengers } from './passenger-import';

const security = [{ bearer: [] }];
const booking = { access: { obj: 'api:flight-orders', act: 'write' } };
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

/** The single uploaded file of a multipart request, read whole (within the size limit). */
async function uploaded(request: FastifyRequest, limit: number): Promise<{ buffer: Buffer; mimetype: string; filename: string }> {
  if (!request.isMultipart()) throw new ApiError('DOCUMENT_FILE_INVALID');
  const file = await request.file({ limits: { fileSize: limit, files: 1 } });
  if (!file) throw new ApiError('DOCUMENT_FILE_INVALID');
  const buffer = await file.toBuffer().catch(() => null);
  if (!buffer || file.file.truncated) throw new ApiError('DOCUMENT_FILE_INVALID');
  return { buffer, mimetype: file.mimetype, filename: file.filename };
}

function isImage(buffer: Buffer): boolean {
  const png = buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;
  return png || jpeg;
}

/** Booking hands the new order to the order lifecycle, so it is given the lifecycle's context. */
export async function bookingRoutes(app: FastifyInstance, { ctx }: { ctx: OrdersContext }) {
  app.withTypeProvider<ZodTypeProvider>().post('', {
    config: booking,
    schema: {
      tags: ['flight orders'], security, summary: 'Create an order from a verified quote (to_be_paid; Idempotency-Key replays the first answer)',
      headers: idempotencyHeader, body: createOrderSchema, response: { 200: envelopeOf(flightOrderSchema) },
    },
  }, async (request, reply) => {
    const identity = identityOf(request);
    noteAudit(request, { action: 'flight.order.create' });
    await ctx.shopping.suppliers(); // loaded outside the transaction (the airport directory reads the database)
    const answer = await idempotentAnswer(request, ctx.db, identity.user.id, async (tx) => {
      const order = await createOrder(ctx, tx, identity, request.body, request.lang);
      noteAudit(request, { target: order.orderNo });
      return order;
    });
    return sendAnswer(reply, answer);
  });
}

export async function documentAnalysisRoutes(app: FastifyInstance, { ctx }: { ctx: ShoppingContext }) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  app.addHook('onClose', async () => stopRecogniser());

  app.withTypeProvider<ZodTypeProvider>().post('/document', {
    config: booking,
    schema: { tags: ['flight orders'], security, summary: 'Read a passport photo (jpg/jpeg/png, at most 10 MB): its machine-readable zone', consumes: ['multipart/form-data'], response: { 200: envelopeOf(documentAnalysisSchema) } },
  }, async (request) => {
    const file = await uploaded(request, MAX_IMAGE_BYTES);
    if (!IMAGE_TYPES.has(file.mimetype) || !/\.(jpe?g|png)$/i.test(file.filename) || !isImage(file.buffer)) throw new ApiError('DOCUMENT_FILE_INVALID');
    const document = await recognisePassport(file.buffer, ctx.now());
    if (!document) throw new ApiError('DOCUMENT_UNRECOGNISED');
    return ok(document);
  });
}

export async function passengerImportRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } });

  app.withTypeProvider<ZodTypeProvider>().post('/import', {
    config: booking,
    schema: {
      tags: ['flight orders'], security, summary: 'Import passengers from an xlsx sheet; errors name each row', consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(z.object({ passengers: z.array(passengerSchema), errors: z.array(z.object({ row: z.number().int(), field: text(), message: text() })) })) },
    },
  }, async (request) => {
    const file = await uploaded(request, MAX_IMPORT_BYTES).catch(() => { throw new ApiError('IMPORT_FORMAT', { detail: 'upload an xlsx file of at most 2 MB' }); });
    if (!/\.xlsx$/i.test(file.filename)) throw new ApiError('IMPORT_FORMAT', { detail: 'upload an xlsx file' });
    return ok(await importPassengers(file.buffer, request.lang));
  });
}
