// Request bodies of the routes that read their body themselves (file uploads, the refund form,
// the gateway's signed callback), keyed by operationId: their route schemas cannot state them.
import { z } from 'zod';
import { refundFieldsSchema } from '@/domain/flights/flight-orders';
import { MEDIA } from './operation-doc';

const XLSX_FILE = { type: 'string', contentMediaType: MEDIA.xlsx };

function oneFile(description: string, file: object) {
  return {
    required: true,
    description,
    content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file } } } },
  };
}

const refundFields = z.toJSONSchema(refundFieldsSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as {
  properties: Record<string, object>;
  $schema?: string;
};
delete refundFields.$schema;
refundFields.properties.passengerSeqs = {
  description: 'The passengers concerned (their seq in the order), comma-separated or an array; all when absent',
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'integer', minimum: 0 }, maxItems: 50 }],
};

export const REQUEST_BODIES: Record<string, object> = {
  readPassport: oneFile('The passport photo: jpg, jpeg or png, at most 10 MB.', { type: 'string', contentMediaType: 'image/*' }),
  importPassengers: oneFile('The passenger sheet (xlsx), in the layout of the console template.', XLSX_FILE),
  importGroupPassengers: oneFile("The group's passenger list (xlsx), from getGroupPassengerTemplate.", XLSX_FILE),
  requestRefund: {
    required: true,
    description: 'JSON, or a multipart form with the same fields plus up to 5 proof files (field "files"; jpg, png or pdf, 2 MB each).',
    content: {
      'application/json': { schema: refundFields },
      'multipart/form-data': {
        schema: {
          ...refundFields,
          properties: {
            ...refundFields.properties,
            files: { type: 'array', maxItems: 5, items: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    },
  },
  receiveGatewayNotification: {
    required: true,
    description: "The gateway's event, signed over its raw bytes (the signature header names the scheme).",
    content: { 'application/json': { schema: { type: 'object' } } },
  },
};
