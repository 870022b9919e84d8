// The current user's often-used passengers (frequent travellers, at most 30, checked by the
// passenger rules) and frequent-flyer member cards.
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import {
  MAX_OFTEN_USED_PASSENGERS,
  memberCardInputSchema,
  memberCardSchema,
  oftenUsedPassengerInputSchema,
  oftenUsedPassengerSchema,
} from '@/domain/schemas/member-cards';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { memberCards, oftenUsedPassengers, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';

const security = [{ bearer: [] }];
const read = { access: { obj: 'api:me', act: 'read' } };
const write = { access: { obj: 'api:me', act: 'write' } };

type PassengerRow = typeof oftenUsedPassengers.$inferSelect;
type CardRow = typeof memberCards.$inferSelect;

const passengerView = (p: PassengerRow) => ({
  id: p.id,
  passenger: p.passenger,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
const cardView = (c: CardRow) => ({
  id: c.id,
  airline: c.airline,
  number: c.number,
  holderName: c.holderName,
  createdAt: c.createdAt.toISOString(),
});
const passengerName = (p: Record<string, unknown>) => `${String(p.surname ?? '')}/${String(p.given_names ?? '')}`;

const ptags = ['profile'];

export async function oftenUsedPassengerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      config: read,
      schema: {
        tags: ptags,
        security,
        summary: 'My often-used passengers',
        response: { 200: envelopeOf(z.array(oftenUsedPassengerSchema)) },
      },
    },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(oftenUsedPassengers)
        .where(eq(oftenUsedPassengers.userId, identityOf(request).user.id))
        .orderBy(asc(oftenUsedPassengers.id));
      reply.header('x-total-count', String(rows.length));
      return ok(rows.map(passengerView));
    },
  );

  r.post(
    '',
    {
      config: write,
      schema: {
        tags: ptags,
        security,
        summary: `Add an often-used passenger (at most ${MAX_OFTEN_USED_PASSENGERS})`,
        body: oftenUsedPassengerInputSchema,
        response: { 200: envelopeOf(oftenUsedPassengerSchema) },
      },
    },
    async (request) => {
      const userId = identityOf(request).user.id;
      const row = await db.transaction(async (tx) => {
        // The user's row lock makes "count, then insert" safe against two adds at once.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [existing] = await tx.select({ n: count() }).from(oftenUsedPassengers).where(eq(oftenUsedPassengers.userId, userId));
        if ((existing?.n ?? 0) >= MAX_OFTEN_USED_PASSENGERS) throw new ApiError('TRAVELLER_LIMIT', { max: MAX_OFTEN_USED_PASSENGERS });
        const [inserted] = await tx.insert(oftenUsedPassengers).values({ userId, passenger: request.body }).returning();
        return inserted!;
      });
      noteAudit(request, {
        action: 'passenger.create',
        target: passengerName(row.passenger),
        changes: [{ field: 'passenger', before: null, after: passengerName(row.passenger) }],
      });
      return ok(passengerView(row));
    },
  );

  r.put(
    '/:id',
    {
      config: write,
      schema: {
        tags: ptags,
        security,
        summary: 'Edit an often-used passenger',
        params: idParamsSchema,
        body: oftenUsedPassengerInputSchema,
        response: { 200: envelopeOf(oftenUsedPassengerSchema) },
      },
    },
    async (request) => {
      const mine = and(eq(oftenUsedPassengers.id, request.params.id), eq(oftenUsedPassengers.userId, identityOf(request).user.id));
      const [before] = await db.select().from(oftenUsedPassengers).where(mine);
      if (!before) throw new ApiError('NOT_FOUND');
      const [row] = await db.update(oftenUsedPassengers).set({ passenger: request.body, updatedAt: new Date() }).where(mine).returning();
      noteAudit(request, {
        action: 'passenger.update',
        target: passengerName(row!.passenger),
        changes: [{ field: 'passenger', before: passengerName(before.passenger), after: passengerName(row!.passenger) }],
      });
      return ok(passengerView(row!));
    },
  );

  r.delete(
    '/:id',
    {
      config: write,
      schema: {
        tags: ptags,
        security,
        summary: 'Remove an often-used passenger',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const mine = and(eq(oftenUsedPassengers.id, request.params.id), eq(oftenUsedPassengers.userId, identityOf(request).user.id));
      const [row] = await db.delete(oftenUsedPassengers).where(mine).returning();
      if (!row) throw new ApiError('NOT_FOUND');
      noteAudit(request, {
        action: 'passenger.delete',
        target: passengerName(row.passenger),
        changes: [{ field: 'passenger', before: passengerName(row.passenger), after: null }],
      });
      return ok(null);
    },
  );
}

export async function memberCardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      config: read,
      schema: { tags: ptags, security, summary: 'My member cards', response: { 200: envelopeOf(z.array(memberCardSchema)) } },
    },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(memberCards)
        .where(eq(memberCards.userId, identityOf(request).user.id))
        .orderBy(asc(memberCards.id));
      reply.header('x-total-count', String(rows.length));
      return ok(rows.map(cardView));
    },
  );

  r.post(
    '',
    {
      config: write,
      schema: {
        tags: ptags,
        security,
        summary: 'Add a member card (frequent-flyer number and airline)',
        body: memberCardInputSchema,
        response: { 200: envelopeOf(memberCardSchema) },
      },
    },
    async (request) => {
      const [row] = await db
        .insert(memberCards)
        .values({ userId: identityOf(request).user.id, ...request.body })
        .returning();
      noteAudit(request, { action: 'member-card.create', target: `${row!.airline} ${row!.number}` });
      return ok(cardView(row!));
    },
  );

  r.put(
    '/:id',
    {
      config: write,
      schema: {
        tags: ptags,
        security,
        summary: 'Edit a member card',
        params: idParamsSchema,
        body: memberCardInputSchema,
        response: { 200: envelopeOf(memberCardSchema) },
      },
    },
    async (request) => {
      const mine = and(eq(memberCards.id, request.params.id), eq(memberCards.userId, identityOf(request).user.id));
      const [before] = await db.select().from(memberCards).where(mine);
      if (!before) throw new ApiError('NOT_FOUND');
      const [row] = await db.update(memberCards).set(request.body).where(mine).returning();
      noteAudit(request, {
        action: 'member-card.update',
        target: `${row!.airline} ${row!.number}`,
        changes: [{ field: 'card', before: `${before.airline} ${before.number}`, after: `${row!.airline} ${row!.number}` }],
      });
      return ok(cardView(row!));
    },
  );

  r.delete(
    '/:id',
    {
      config: write,
      schema: { tags: ptags, security, summary: 'Remove a member card', params: idParamsSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const [row] = await db
        .delete(memberCards)
        .where(and(eq(memberCards.id, request.params.id), eq(memberCards.userId, identityOf(request).user.id)))
        .returning();
      if (!row) throw new ApiError('NOT_FOUND');
      noteAudit(request, { action: 'member-card.delete', target: `${row.airline} ${row.number}` });
      return ok(null);
    },
  );
}
