// The top-up e-mail (send-email flag): to the agency's contact, in the agency's e-mail language.
// Sent after the money is booked; a mail failure is logged and never undoes the top-up.
import type { FastifyBaseLogger } from 'fastify';
import { settingsOf } from '../agencies/settings';
import { translate } from '../http/i18n';
import type { Mailer } from '../mail/mailer';
import { plainAmount, type TopUpOutcome } from './top-up';

/** What the top-up mail says (mail.topUp). */
export function topUpMailVars({ agency, transaction, wallet }: TopUpOutcome): Record<string, string> {
  return {
    agency: agency.name,
    amount: plainAmount(transaction.amount, transaction.currency),
    reference: transaction.referenceId ?? '',
    balance: plainAmount(wallet.balance, wallet.currency),
    available: plainAmount(wallet.available, wallet.currency),
  };
}

export async function sendTopUpMail(mailer: Mailer, outcome: TopUpOutcome, log: FastifyBaseLogger): Promise<void> {
  const { agency } = outcome;
  if (!agency.contactEmail) return;
  const lang = settingsOf(agency).general.emailLanguage;
  const vars = topUpMailVars(outcome);
  try {
    await mailer.send({
      to: agency.contactEmail,
      subject: translate(lang, 'mail.topUp.subject', vars),
      text: translate(lang, 'mail.topUp.body', vars),
    });
  } catch (error) {
    log.error({ err: error, agencyId: agency.id }, 'top-up e-mail failed');
  }
}
