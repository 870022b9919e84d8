// Booking: order creation (with Idempotency-Key), passport recognition and passenger list import.
// Three plugins because the console finds them under three different API prefixes.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { createOrderSchema, documentAnalysisSchema, flightOrderSchema } from '@/domain/flights/booking';
import { envelopeOf } from '@/domain/schemas/common';
import { passengerSchema, type DocumentType } from '@/domain/schemas/passenger';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import { ApiError } from '../http/api-error';
import { ok } from '../http/reply';
import type { ShoppingContext } from './shopping/context';
import type { OrdersContext } from './orders/context';
import { validQuote } from './shopping/verification';
import { rasterMimeOf } from '../uploads/image';
import { assertImageDimensions } from '../uploads/image-dimensions';
import { isWholeImage } from '../uploads/image-structure';
import { readUploadedFile } from '../uploads/multipart-file';
import { flightLimitsOf } from '../users/view';
import { idempotencyHeader, idempotentAnswer, sendAnswer } from '../wallet/idempotency';
import { createOrder } from './create-order';
import { recognisePassport, stopRecogniser } from './documents/recognise';
import { assertImportDocuments } from './import-documents';
import { readPassengerSheet } from './passenger-import';

const security = [{ bearer: [] }];
const booking = { access: { obj: 'api:flight-orders', act: 'write' } };
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

/** The PNG or JPEG its signature shows, or null. */
function passportImageType(buffer: Buffer): 'image/png' | 'image/jpeg' | null {
  const mime = rasterMimeOf(buffer);
  return mime === 'image/png' || mime === 'image/jpeg' ? mime : null;
}

/** Booking hands the new order to the order lifecycle, so it is given the lifecycle's context. */
export async function bookingRoutes(app: FastifyInstance, { ctx }: { ctx: OrdersContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '',
    {
      config: booking,
      schema: {
        tags: ['flight orders'],
        security,
        summary: 'Create an order from a verified quote (to_be_paid; Idempotency-Key replays the first answer)',
        headers: idempotencyHeader,
        body: createOrderSchema,
        response: { 200: envelopeOf(flightOrderSchema) },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      noteAudit(request, { action: 'flight.order.create' });
      await ctx.shopping.suppliers(); // loaded outside the transaction (the airport directory reads the database)
      const answer = await idempotentAnswer(request, ctx.db, identity.user.id, async (tx) => {
        const order = await createOrder(ctx, tx, identity, request.body, request.lang);
        noteAudit(request, { target: order.orderNo });
        return order;
      });
      return sendAnswer(reply, answer);
    },
  );
}

export async function documentAnalysisRoutes(app: FastifyInstance, { ctx }: { ctx: ShoppingContext }) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  app.addHook('onClose', async () => stopRecogniser());

  app.withTypeProvider<ZodTypeProvider>().post(
    '/document',
    {
      config: booking,
      schema: {
        tags: ['flight orders'],
        security,
        summary: 'Read a passport photo (jpg/jpeg/png, at most 10 MB): its machine-readable zone',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(documentAnalysisSchema) },
      },
    },
    async (request) => {
      const read = await readUploadedFile(request, MAX_IMAGE_BYTES);
      if (!read.ok) throw new ApiError('DOCUMENT_FILE_INVALID');
      const { file } = read;
      const type = passportImageType(file.buffer);
      if (!IMAGE_TYPES.has(file.mimetype) || !/\.(jpe?g|png)$/i.test(file.filename) || !type) throw new ApiError('DOCUMENT_FILE_INVALID');
      // The header's dimensions bound what the decoder will allocate; checked before it runs.
      assertImageDimensions(file.buffer, 'DOCUMENT_FILE_INVALID');
      // A broken file (cut off, bad checksums, something glued after its end) is refused here rather than by the OCR's decoder.
      if (!isWholeImage(file.buffer, type)) throw new ApiError('DOCUMENT_FILE_INVALID');
      const document = await recognisePassport(file.buffer, ctx.now());
      if (!document) throw new ApiError('DOCUMENT_UNRECOGNISED');
      return ok(document);
    },
  );
}

/** With a price-check quote, the sheet's documents are checked against that order's rules too. */
export async function passengerImportRoutes(app: FastifyInstance, { ctx }: { ctx: ShoppingContext }) {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/import',
    {
      config: booking,
      schema: {
        tags: ['flight orders'],
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Import passengers from an xlsx sheet; errors name each row. With quoteId, ID cards or passports the order cannot use refuse the sheet',
        querystring: z.object({ quoteId: text().trim().min(1).max(40).optional() }).strict(),
        response: {
          200: envelopeOf(
            z.object({
              passengers: z.array(passengerSchema),
              errors: z.array(z.object({ row: z.number().int(), field: text(), message: text() })),
            }),
          ),
        },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const read = await readUploadedFile(request, MAX_IMPORT_BYTES);
      if (!read.ok) throw new ApiError('IMPORT_FORMAT', { detail: 'upload an xlsx file of at most 2 MB' });
      if (!/\.xlsx$/i.test(read.file.filename)) throw new ApiError('IMPORT_FORMAT', { detail: 'upload an xlsx file' });
      const quote = request.query.quoteId ? await validQuote(ctx, identity, request.query.quoteId) : null;
      const sheet = await readPassengerSheet(read.file.buffer, request.lang);
      if (quote) {
        assertImportDocuments(sheet.passengers, sheet.passengerRows, {
          fareDocuments: quote.row.documentTypes as DocumentType[],
          userDocuments: flightLimitsOf(identity.user).documentTypes,
        });
      }
      return ok({ passengers: sheet.passengers, errors: sheet.errors });
    },
  );
}
