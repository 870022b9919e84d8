// Credit (a manager sets credit limits and billing periods): the limit lives on the wallet row, where the
// database CHECK can see it; lowering it below the credit already used is refused by the same
// conditional update. The credit period is part of the agency settings (one place for it).
import { sql } from 'drizzle-orm';
import type { CreditRequest, WalletBalance } from '@/domain/schemas/wallet';
import type { Identity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import { rowsOf, type Tx } from '@/server/db/executor';
import { walletBalance, walletOf } from './balance';
import { fundableAgency } from './scope';
import { plainAmount } from './top-up';

export interface CreditChange {
  before: { creditLimit: number; periodUnit: string; periodLength: number };
  wallet: WalletBalance;
}

export async function setCredit(tx: Tx, identity: Identity, agencyId: number, input: CreditRequest): Promise<CreditChange> {
  const { agency } = await fundableAgency(tx, identity, agencyId);
  const wallet = await walletOf(tx, agency);
  const previous = await walletBalance(tx, agency);
  const updated = rowsOf(
    await tx.execute(sql`
      UPDATE ledger_accounts SET credit_limit = ${input.creditLimit}, updated_at = now()
      WHERE id = ${wallet.account.id} AND balance - held >= -(${input.creditLimit}::bigint) RETURNING id`),
  );
  if (updated.length === 0) {
    throw new ApiError('CREDIT_BELOW_USED', { used: plainAmount(Math.max(0, previous.held - previous.balance), wallet.currency) });
  }
  if (input.periodUnit !== undefined || input.periodLength !== undefined) {
    const credit = { periodUnit: input.periodUnit ?? previous.periodUnit, periodLength: input.periodLength ?? previous.periodLength };
    await tx.execute(sql`
      UPDATE agencies SET settings = jsonb_set(settings, '{credit}', ${JSON.stringify(credit)}::jsonb, true), updated_at = now()
      WHERE id = ${agency.id}`);
    agency.settings = { ...(agency.settings as Record<string, unknown>), credit };
  }
  return {
    before: { creditLimit: previous.creditLimit, periodUnit: previous.periodUnit, periodLength: previous.periodLength },
    wallet: await walletBalance(tx, agency),
  };
}
