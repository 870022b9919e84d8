// An agency's wallet as the console shows it: balance, payments in flight, credit, what may still be
// spent, and the credit period it is in. Settings are read fresh from the agency row.
import { sql } from 'drizzle-orm';
import { periodContaining } from '@/domain/credit-period';
import type { WalletBalance } from '@/domain/schemas/wallet';
import type { AgencyRow } from '@/server/db/rows';
import { settingsOf } from '../agencies/settings';
import { openAgencyWallet } from './agency-balances';
import { rowsOf, type Executor } from '@/server/db/executor';
import type { LedgerAccount } from './ledger';

export interface AgencyWallet {
  account: LedgerAccount;
  currency: string;
}

/** The agency's wallet in its settlement currency, opened if it has none yet. */
export async function walletOf(tx: Executor, agency: AgencyRow): Promise<AgencyWallet> {
  const currency = settingsOf(agency).general.settlementCurrency;
  return { account: { id: await openAgencyWallet(tx, agency.id, currency), wallet: true }, currency };
}

export async function walletBalance(db: Executor, agency: AgencyRow, now = new Date()): Promise<WalletBalance> {
  const settings = settingsOf(agency);
  const currency = settings.general.settlementCurrency;
  const [row] = rowsOf<{ balance: string | number; held: string | number; credit_limit: string | number }>(
    await db.execute(
      sql`SELECT balance, held, credit_limit FROM ledger_accounts WHERE kind = 'agency' AND agency_id = ${agency.id} AND currency = ${currency}`,
    ),
  );
  const balance = Number(row?.balance ?? 0);
  const held = Number(row?.held ?? 0);
  const creditLimit = Number(row?.credit_limit ?? 0);
  const { periodUnit, periodLength } = settings.credit;
  const period = periodContaining(now, periodUnit, periodLength);
  return {
    agencyId: agency.id,
    agencyName: agency.name,
    parentId: agency.parentId,
    currency,
    balance,
    held,
    creditLimit,
    available: balance - held + creditLimit,
    periodUnit,
    periodLength,
    currentPeriod: { start: period.start.toISOString(), end: period.end.toISOString() },
  };
}
