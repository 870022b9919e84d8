// Prices in the chosen display currency, through THE formatting module (src/domain/money.ts).
import { formatDisplayPrice, formatSettlementPrice, type Money, type RateMap } from '@/domain/money';

export interface MoneyFormat {
  currency: string;
  /** Converted to the display currency, rounded up, two decimals; in its own currency, the settlement rule. */
  display(value: Money): string;
  /** In its own (settlement) currency: two decimals below 10, none above (SPEC 9). */
  settlement(value: Money): string;
}

export function createMoneyFormat(displayCurrency: string, rates: RateMap): MoneyFormat {
  return {
    currency: displayCurrency,
    display(value) {
      // Nothing to convert: the price is shown as it is charged (the settlement rule), so one screen
      // never shows "CNY 1,140.00" beside "CNY 1,140 per adult".
      if (value.currency === displayCurrency) return formatSettlementPrice(value);
      try {
        return formatDisplayPrice(value, displayCurrency, rates);
      } catch {
        // No rate for one side: show the amount as charged rather than a wrong conversion.
        return formatSettlementPrice(value);
      }
    },
    settlement: formatSettlementPrice,
  };
}
