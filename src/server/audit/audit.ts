// The user log. Services record business events; the audit plugin records every successful
// mutating call by an identified caller. Bodies are never stored (they can hold passwords); a route
// may note a business action name and the before/after of the fields it changed (noteAudit).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldChange } from '@/domain/schemas/user-log';
import type { Money } from '@/domain/money';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Executor } from '../db/executor';
import { auditLog } from '../db/schema';
import { routeActionOf } from './route-actions';
import { addRouteHook, mutatingRoute } from '../http/route-hooks';

export interface AuditEntry {
  agencyId?: number | null;
  userId?: number | null;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    agencyId: entry.agencyId ?? null,
    userId: entry.userId ?? null,
    action: entry.action.slice(0, 64),
    target: entry.target?.slice(0, 128) ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip?.slice(0, 64) ?? null,
  });
}

export interface AuditNote {
  /** A business name for the call (agency.create, user.update ...); default `METHOD /route`. */
  action?: string;
  target?: string;
  changes?: FieldChange[];
  /** The amount the call moved, with its currency as of the call. */
  money?: Money;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditNote: AuditNote | null;
  }
}

/** Adds detail to the log line the plugin writes for this call when it succeeds. */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}

async function auditCalls(app: FastifyInstance, options: { db: Db }) {
  app.decorateRequest('auditNote', null);
  // onSend, not onResponse: the line is written before the caller sees the answer, so a client
  // that reads the user log right after a change finds it there. Only routes of mutating methods
  // carry the hook (a route can answer several methods, hence the check of the request's too).
  app.addHook('onRoute', (route) => {
    if (mutatingRoute(route)) addRouteHook(route, 'onSend', audit);
  });
  const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  const audit = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const identity = request.identity;
    if (!identity || !MUTATING.has(request.method) || reply.statusCode >= 400) return payload;
    const url = request.routeOptions.url ?? request.url;
    const note = request.auditNote;
    const params = (request.params as Record<string, string> | undefined) ?? {};
    const named = routeActionOf(request.method, url, params);
    if (!note?.action && named === null) return payload;
    const detail: Record<string, unknown> = {};
    if (note?.changes?.length) detail.changes = note.changes;
    if (note?.money) detail.money = note.money;
    if (identity.via === 'api-key') detail.via = 'api-key';
    await recordAudit(options.db, {
      agencyId: identity.user.agencyId,
      userId: identity.user.id,
      action: note?.action ?? named ?? `${request.method} ${url}`,
      target: note?.target ?? (named?.startsWith('me.') ? null : Object.values(params).join('/') || null),
      detail: Object.keys(detail).length ? detail : undefined,
      ip: request.ip,
    }).catch((error: unknown) => request.log.error({ err: error }, 'audit write failed'));
    return payload;
  };
}

export const auditPlugin = fp(auditCalls, { name: 'audit' });
