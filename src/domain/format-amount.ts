// An exact amount with its currency for the log (no rounding: a log states what moved). Integer
// minor units are scaled by the currency's own number of decimals, as Intl knows it.
import type { Money } from './money';

const INTL_LOCALE: Record<string, string> = { en: 'en', 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant' };

export function formatAmount(value: Money, language: string): string {
  const format = new Intl.NumberFormat(INTL_LOCALE[language] ?? 'en', {
    style: 'currency',
    currency: value.currency,
    currencyDisplay: 'code',
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(value.amount / 10 ** digits);
}
