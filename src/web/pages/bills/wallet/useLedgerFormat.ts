// Ledger amounts (balances, movements, statements) are shown exactly, in their own currency, with
// two decimals and thousand separators: an account is never shown converted or rounded. When the
// user's display currency differs, `converted` gives the SPEC 9 display price as a hint.
import { useMemo } from 'react';
import { formatLedgerAmount, formatSignedLedgerAmount, type Money } from '@/domain/money';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';

export interface LedgerFormat {
  exact(value: Money): string;
  /** "+CNY 1,000.00" / "-CNY 25.50" for movements (exact() writes negatives the same way). */
  signed(value: Money): string;
  /** The display-currency equivalent, or null when it is the same currency. */
  converted(value: Money): string | null;
}

export function useLedgerFormat(): LedgerFormat {
  const money = useMoneyFormat();
  return useMemo(() => {
    return {
      exact: formatLedgerAmount,
      signed: formatSignedLedgerAmount,
      converted: (value) => (value.currency === money.currency ? null : money.display(value)),
    };
  }, [money]);
}
