// Money is an integer count of minor units with its currency: never a float. Conversion and display
// work in BigInt so rounding is exact. One named rule per kind of amount shown:
// - formatLedgerAmount: what an account holds or moved (balance, credit limit, available amount,
//   movement, statement figure): exact, in its own currency, two decimals, never rounded;
// - formatSignedLedgerAmount: a movement with its direction ("+CNY 10.00", "-CNY 2.50");
// - formatSettlementPrice: a sale price in its own currency: 10 units and more without decimals,
//   rounded up (what is charged is priced in that unit: shown-price.ts);
// - formatDisplayPrice: a price converted to the user's display currency, rounded up, two decimals.
import { minorDigits } from './currency';

export interface Money {
  /** Integer minor units (cents, fen; yen for JPY). */
  amount: number;
  currency: string;
}

/** Rates relative to the site's base currency: 1 base = rate units of the currency (rateMap). */
export type RateMap = Record<string, string | number>;

const RATE_SCALE_DIGITS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount)) throw new Error(`money amount must be an integer of minor units: ${amount}`);
  return { amount, currency };
}

/** Parse a decimal rate ("7.1234", 0.138) into an integer scaled by 10^10, exactly. */
export function scaledRate(rate: string | number): bigint {
  const text = typeof rate === 'number' ? rate.toFixed(RATE_SCALE_DIGITS) : rate.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`invalid rate: ${rate}`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').slice(0, RATE_SCALE_DIGITS).padEnd(RATE_SCALE_DIGITS, '0');
  const scaled = BigInt(whole) * RATE_SCALE + BigInt(fraction);
  if (scaled <= 0n) throw new Error(`rate must be positive: ${rate}`);
  return scaled;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new Error('division by a non-positive number');
  if (a >= 0n) return (a + b - 1n) / b;
  return -(-a / b);
}

/**
 * Convert to `target` and return hundredths of the target currency, rounded up ("rounded up
 * by rate"). Rates are per base currency, so A -> B multiplies by rate[B] / rate[A].
 */
export function convertToHundredths(value: Money, target: string, rates: RateMap): bigint {
  const from = rates[value.currency];
  const to = rates[target];
  if (value.currency === target) return BigInt(value.amount) * 10n ** BigInt(2 - minorDigits(target));
  if (from === undefined || to === undefined) throw new Error(`no rate for ${value.currency} -> ${target}`);
  const numerator = BigInt(value.amount) * 100n * scaledRate(to);
  const denominator = 10n ** BigInt(minorDigits(value.currency)) * scaledRate(from);
  return ceilDiv(numerator, denominator);
}

/** Thousand separators for a run of digits: "1234567" -> "1,234,567". */
export function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatHundredths(hundredths: bigint, decimals: 0 | 2): string {
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  let text: string;
  if (decimals === 2) {
    text = `${group((abs / 100n).toString())}.${(abs % 100n).toString().padStart(2, '0')}`;
  } else {
    text = group(ceilDiv(abs, 100n).toString());
  }
  return negative ? `-${text}` : text;
}

/** A price in the user's display currency: converted, rounded up, two decimals, thousand separators. */
export function formatDisplayPrice(value: Money, displayCurrency: string, rates: RateMap): string {
  return `${displayCurrency} ${formatHundredths(convertToHundredths(value, displayCurrency, rates), 2)}`;
}

/**
 * A settlement price (no conversion): two decimals below 10, none from 10 up (rounded up). Nothing
 * (a waived service fee) is "CNY 0": it has no cents to be exact about, and "CNY 0.00" in a price
 * table of whole units read as a second format on one screen.
 */
export function formatSettlementPrice(value: Money): string {
  const hundredths = BigInt(value.amount) * 10n ** BigInt(2 - minorDigits(value.currency));
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${value.currency} ${formatHundredths(hundredths, abs < 1000n && abs !== 0n ? 2 : 0)}`;
}

function hundredthsOf(value: Money): bigint {
  return BigInt(value.amount) * 10n ** BigInt(2 - minorDigits(value.currency));
}

/**
 * An account's amount (balance, credit limit, available, movement, statement figure): exact, two
 * decimals, thousand separators, the sign before the currency ("-CNY 20.00"). Never rounded.
 */
export function formatLedgerAmount(value: Money): string {
  const hundredths = hundredthsOf(value);
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${hundredths < 0n ? '-' : ''}${value.currency} ${formatHundredths(abs, 2)}`;
}

/** A movement with its direction: "+CNY 1,000.00", "-CNY 25.50", "CNY 0.00". Exact, like formatLedgerAmount. */
export function formatSignedLedgerAmount(value: Money): string {
  return `${value.amount > 0 ? '+' : ''}${formatLedgerAmount(value)}`;
}
