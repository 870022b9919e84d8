// Idempotency-Key for money-moving calls (Stripe's rules): the same key with the same request replays
// the first answer; the same key with a different request is refused; two concurrent duplicates never
// both run. The key row is claimed by INSERT ... ON CONFLICT DO NOTHING inside the business
// transaction: a duplicate's insert waits on the first one's uncommitted row, then finds it committed
// (and replays) or rolled back (and runs). Business refusals (4xx) are stored and replayed too; our
// own faults (5xx) roll everything back so a retry runs again.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import type { Envelope } from '@/domain/errors';
import type { Language } from '@/domain/schemas/common';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import { ok } from '../http/reply';
import { rowsOf, type Tx } from '@/server/db/executor';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The route schema of the header (documented in OpenAPI); other headers pass through untouched. */
export const idempotencyHeader = z.looseObject({
  'idempotency-key': text().optional().describe('Retry safely: the same key and body replay the first answer'),
});

export interface IdempotentCall {
  userId: number;
  /** Absent: the call simply runs in one transaction. */
  key?: string;
  /** Hash of what was asked (method, route, parameters, body). */
  fingerprint: string;
  lang: Language;
}

export interface Answer {
  status: number;
  body: Envelope<unknown>;
  replayed: boolean;
}

/** JSON with sorted keys, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprintOf(parts: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(parts)).digest('hex');
}

function refusal(lang: Language, error: ApiError): Answer {
  const summary = error.fields?.map((f) => `${f.field} ${f.message}`).join('; ');
  const message = translate(lang, `errors.${error.codeName}`, summary ? { ...error.vars, fields: summary } : error.vars);
  return {
    status: error.status,
    body: { code: error.code, data: error.fields ? { fields: error.fields } : null, message },
    replayed: false,
  };
}

/** Runs `work` in a transaction, at most once per (user, key). */
export async function runIdempotent<T>(db: Db, call: IdempotentCall, work: (tx: Tx) => Promise<T>): Promise<Answer> {
  const { key } = call;
  if (key === undefined) return { status: 200, body: ok(await db.transaction(work)), replayed: false };
  if (!KEY_PATTERN.test(key)) throw new ApiError('IDEMPOTENCY_KEY_INVALID');
  return db.transaction(async (tx) => {
    const claimed = rowsOf(
      await tx.execute(sql`
        INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES (${call.userId}, ${key}, ${call.fingerprint})
        ON CONFLICT (user_id, key) DO NOTHING RETURNING user_id`),
    );
    if (claimed.length === 0) {
      const [stored] = rowsOf<{ request_hash: string; status_code: number; response: Envelope<unknown> }>(
        await tx.execute(
          sql`SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = ${call.userId} AND key = ${key}`,
        ),
      );
      if (!stored || stored.request_hash !== call.fingerprint) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
      return { status: stored.status_code, body: stored.response, replayed: true };
    }
    let answer: Answer;
    try {
      // A savepoint: a business refusal undoes the work but keeps the key and its stored answer.
      answer = { status: 200, body: ok(await tx.transaction(work)), replayed: false };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer = refusal(call.lang, error);
    }
    await tx.execute(sql`
      UPDATE idempotency_keys SET status_code = ${answer.status}, response = ${JSON.stringify(answer.body)}::jsonb
      WHERE user_id = ${call.userId} AND key = ${key}`);
    return answer;
  });
}

/** The HTTP side: the key from the header, the fingerprint from the route and what was sent. */
export function idempotentAnswer<T>(request: FastifyRequest, db: Db, userId: number, work: (tx: Tx) => Promise<T>): Promise<Answer> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  const fingerprint = fingerprintOf({
    method: request.method,
    route: request.routeOptions.url,
    params: request.params,
    body: request.body,
  });
  return runIdempotent(db, { userId, key, fingerprint, lang: request.lang }, work);
}

/** Sends an answer as it was first given (a replay says so in a header). */
export function sendAnswer(reply: FastifyReply, answer: Answer) {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}
