// Sets up group tickets on the application: their context and the deadline job.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { GroupContext, GroupOptions } from './context';
import { defineGroupDeadlineJob } from './sweep';

export function setUpGroups(app: FastifyInstance, db: Db, mailer: Mailer, options: GroupOptions = {}): GroupContext {
  const ctx: GroupContext = { db, mailer, now: options.now ?? (() => new Date()) };
  defineGroupDeadlineJob(app, ctx);
  return ctx;
}
