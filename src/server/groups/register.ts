// Registers group tickets: routes and the deadline job.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { GroupContext, GroupOptions } from './context';
import { groupRoutes } from './routes';
import { defineGroupDeadlineJob } from './sweep';

export async function groupTickets(app: FastifyInstance, db: Db, mailer: Mailer, options: GroupOptions = {}): Promise<GroupContext> {
  const ctx: GroupContext = { db, mailer, now: options.now ?? (() => new Date()) };
  await groupRoutes(app, ctx);
  defineGroupDeadlineJob(app, ctx);
  return ctx;
}
