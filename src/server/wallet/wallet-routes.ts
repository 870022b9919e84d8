// HTTP face of the wallet: top-up, credit, balance. Top-up and credit move or commit money:
// they take an Idempotency-Key and run once per key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditSchema, topUpResultSchema, topUpSchema, walletBalanceSchema } from '@/domain/schemas/wallet';
import { envelopeOf } from '@/domain/schemas/common';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import type { Mailer } from '../mail/mailer';
import { queueSubAgencyMail } from '../mail/sub-agency-mail';
import { walletBalance } from './balance';
import { setCredit } from './credit';
import { idempotencyHeader, idempotentAnswer, sendAnswer } from './idempotency';
import { viewableAgency } from './scope';
import { sendTopUpMail, topUpMailVars } from './top-up-mail';
import { topUp, type TopUpOutcome } from './top-up';

const tags = ['wallet'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:wallet', act: 'read' } };
const write = { access: { obj: 'api:wallet', act: 'write' } };

export async function walletBalanceRoutes(app: FastifyInstance, ctx: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.post(
    '/agencies/:id/balance',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Top up an agency wallet (staff: top-level agencies; a manager: its sub-agencies, from its own wallet)',
        params: idParamsSchema,
        body: topUpSchema,
        headers: idempotencyHeader,
        response: { 200: envelopeOf(topUpResultSchema) },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      let outcome: TopUpOutcome | undefined;
      const answer = await idempotentAnswer(request, db, identity.user.id, async (tx) => {
        outcome = await topUp(tx, identity, request.params.id, request.body);
        // Without the one-off "send e-mail" flag, a sub-agency that gets its own mails is told anyway.
        if (!request.body.sendEmail) await queueSubAgencyMail(tx, app.jobs, outcome.agency.id, 'topUp', topUpMailVars(outcome));
        return { transaction: outcome.transaction, wallet: outcome.wallet };
      });
      if (outcome && !answer.replayed && answer.status === 200) {
        noteAudit(request, {
          action: 'wallet.top_up',
          target: String(request.params.id),
          changes: [{ field: 'balance', before: outcome.wallet.balance - outcome.transaction.amount, after: outcome.wallet.balance }],
        });
        if (request.body.sendEmail) await sendTopUpMail(ctx.mailer, outcome, request.log);
      }
      return sendAnswer(reply, answer);
    },
  );

  r.put(
    '/agencies/:id/credit',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Set the credit limit (minor units) and optionally the credit period of an agency',
        params: idParamsSchema,
        body: creditSchema,
        headers: idempotencyHeader,
        response: { 200: envelopeOf(walletBalanceSchema) },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const answer = await idempotentAnswer(request, db, identity.user.id, async (tx) => {
        const change = await setCredit(tx, identity, request.params.id, request.body);
        noteAudit(request, {
          action: 'wallet.credit',
          target: String(request.params.id),
          changes: [
            { field: 'creditLimit', before: change.before.creditLimit, after: change.wallet.creditLimit },
            { field: 'periodUnit', before: change.before.periodUnit, after: change.wallet.periodUnit },
            { field: 'periodLength', before: change.before.periodLength, after: change.wallet.periodLength },
          ].filter((c) => c.before !== c.after),
        });
        return change.wallet;
      });
      return sendAnswer(reply, answer);
    },
  );

  r.get(
    '/sub/balance/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: "Wallet of the caller's agency or of an agency it administers",
        params: idParamsSchema,
        response: { 200: envelopeOf(walletBalanceSchema) },
      },
    },
    async (request) => {
      const agency = await viewableAgency(db, identityOf(request), request.params.id);
      return ok(await walletBalance(db, agency));
    },
  );
}
