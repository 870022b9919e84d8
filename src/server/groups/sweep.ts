// The group timer: a periodic job (supervised and retried like any job) that closes quotes not
// confirmed by their deadline and moves groups whose instalment deadline passed unpaid (closed when
// nothing was paid, canceled with the deposits forfeited otherwise), then e-mails the agency. Each
// move is a conditional update under the group's row lock, so many servers sweeping at once move a
// group once. Tests call sweepGroups with the `now` they choose.
import type { FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import type { GroupRequest } from '@/domain/groups/schemas';
import { PAYING_STATUSES, type GroupStatus } from '@/domain/groups/status';
import { settingsOf } from '../agencies/settings';
import { agencies } from '../db/schema';
import { translate } from '../http/i18n';
import { plainAmount } from '../wallet/top-up';
import { rowsOf } from '@/server/db/executor';
import { definePeriodic } from '../jobs/periodic';
import type { GroupContext } from './context';
import { lockGroup, moveGroup, type GroupRow } from './moves';
import { firstUnpaid, instalmentsOf, routeOf } from './view';

const SWEEP_SECONDS = 30;
export const GROUP_DEADLINE_JOB = 'group-deadlines';

interface Notice {
  group: GroupRow;
  key: 'groupQuoteClosed' | 'groupPaymentMissed';
  vars: Record<string, string>;
}

async function expireQuotes(ctx: GroupContext, now: Date): Promise<Notice[]> {
  const due = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
    SELECT id FROM group_orders WHERE status = 'to_be_confirm' AND quote_deadline < ${now.toISOString()} ORDER BY quote_deadline LIMIT 100`),
  );
  const notices: Notice[] = [];
  for (const { id } of due) {
    const moved = await ctx.db.transaction(async (tx) => {
      const group = await lockGroup(tx, Number(id));
      if (group.status !== 'to_be_confirm' || !group.quoteDeadline || group.quoteDeadline >= now) return null; // moved meanwhile
      return moveGroup(tx, group, { action: 'expireQuote', actor: 'timer', to: 'closed', at: now });
    });
    if (moved)
      notices.push({
        group: moved,
        key: 'groupQuoteClosed',
        vars: { deadline: moved.quoteDeadline!.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' },
      });
  }
  return notices;
}

async function expirePayments(ctx: GroupContext, now: Date): Promise<Notice[]> {
  const due = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
    SELECT g.id FROM group_orders g WHERE g.status IN (${sql.join(
      PAYING_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})
      AND EXISTS (SELECT 1 FROM group_instalments i WHERE i.group_id = g.id AND i.paid_at IS NULL AND i.due_at < ${now.toISOString()})
    ORDER BY g.id LIMIT 100`),
  );
  const notices: Notice[] = [];
  for (const { id } of due) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const group = await lockGroup(tx, Number(id));
      if (!(PAYING_STATUSES as readonly string[]).includes(group.status)) return null;
      const instalments = await instalmentsOf(tx, group.id);
      const missed = instalments.find((i) => i.seq === firstUnpaid(instalments));
      if (!missed || missed.dueAt >= now) return null; // paid meanwhile
      const paid = instalments.reduce((s, i) => s + (i.paidAt ? i.amount : 0), 0);
      const to: GroupStatus = paid > 0 ? 'canceled' : 'closed';
      const moved = await moveGroup(tx, group, {
        action: 'expirePayment',
        actor: 'timer',
        to,
        at: now,
        detail: { instalment: missed.seq + 1, forfeited: paid, currency: group.currency },
        set: { forfeitedAmount: paid },
      });
      return { moved, missed, paid };
    });
    if (!outcome) continue;
    const { moved, missed, paid } = outcome;
    notices.push({
      group: moved,
      key: 'groupPaymentMissed',
      vars: {
        instalment: String(missed.seq + 1),
        amount: `${plainAmount(missed.amount, moved.currency)}`,
        deadline: missed.dueAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
        status: moved.status,
        forfeited: `${plainAmount(paid, moved.currency)}`,
      },
    });
  }
  return notices;
}

/** Tells the agency (its contact address, else the group's contact) in the agency's e-mail language. */
async function notify(ctx: GroupContext, notices: Notice[], log?: FastifyInstance['log']): Promise<void> {
  if (!notices.length) return;
  const ids = [...new Set(notices.map((n) => n.group.agencyId))];
  const rows = await ctx.db.select().from(agencies).where(inArray(agencies.id, ids));
  for (const n of notices) {
    const agency = rows.find((a) => a.id === n.group.agencyId);
    const request = n.group.request as GroupRequest;
    const to = agency?.contactEmail || request.contact.email;
    if (!agency || !to) continue;
    const lang = settingsOf(agency).general.emailLanguage;
    const vars = { agency: agency.name, orderNo: n.group.orderNo, route: routeOf(request), ...n.vars };
    try {
      await ctx.mailer.send({
        to,
        subject: translate(lang, `mail.${n.key}.subject`, vars),
        text: translate(lang, `mail.${n.key}.body`, vars),
      });
    } catch (error) {
      log?.error({ err: error, group: n.group.orderNo }, 'group e-mail failed');
    }
  }
}

/** One sweep at `now`; answers how many groups it moved. */
export async function sweepGroups(ctx: GroupContext, now = ctx.now(), log?: FastifyInstance['log']): Promise<number> {
  const notices = [...(await expireQuotes(ctx, now)), ...(await expirePayments(ctx, now))];
  await notify(ctx, notices, log);
  return notices.length;
}

export function defineGroupDeadlineJob(app: FastifyInstance, ctx: GroupContext): void {
  definePeriodic(app, { name: GROUP_DEADLINE_JOB, everySeconds: SWEEP_SECONDS, run: () => sweepGroups(ctx, ctx.now(), app.log) });
}
