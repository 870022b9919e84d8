// What the OpenAPI document says about one operation, kept in one catalogue (operations/*) keyed by
// "METHOD url" as Fastify registers it (":id" path parameters), so route modules stay free of
// documentation and the catalogue can be checked against the registered routes.
import type { ErrorCodeName } from '@/domain/errors';
import type { TagKey } from './tags';

export interface OperationDoc {
  /** Stable: generated clients name their methods after it. Never rename a published one. */
  operationId: string;
  summary: string;
  description: string;
  tag: TagKey;
  /** Business refusals this operation can answer, on top of those its access and schemas imply. */
  errors: readonly ErrorCodeName[];
  /** Routes answering a file (no response schema): the media types a success can have. */
  files?: readonly string[];
}

export type Catalogue = Record<string, OperationDoc>;

type Entry = [operationId: string, summary: string, description: string, errors?: readonly ErrorCodeName[], files?: readonly string[]];

export const MEDIA = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  eventStream: 'text/event-stream',
} as const;

/** One area's entries, all under one tag. */
export function area(tag: TagKey, entries: Record<string, Entry>): Catalogue {
  return Object.fromEntries(
    Object.entries(entries).map(([key, [operationId, summary, description, errors = [], files]]) => [
      key,
      { operationId, summary, description, tag, errors, ...(files ? { files } : {}) },
    ]),
  );
}

export function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
