// Exact arithmetic for wallet amounts (integer minor units, BigInt inside): the top-up figures the
// console previews and the server books, so both sides agree to the cent.
import { minorDigits } from './currency';

/** A positive decimal with up to 10 fraction digits ("7.1234"). */
export const RATE_PATTERN = /^\d{1,9}(\.\d{1,10})?$/;
/** A percentage from 0 to under 100 with up to 4 fraction digits ("1.5"). */
export const FEE_PERCENT_PATTERN = /^\d{1,2}(\.\d{1,4})?$/;

/** A decimal string as an integer numerator over 10^scale. */
function decimal(text: string): { value: bigint; scale: bigint } {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return { value: BigInt(whole + fraction), scale: 10n ** BigInt(fraction.length) };
}

/** n / d rounded half away from zero (commercial rounding). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a * 2n + b) / (2n * b);
  return negative ? -q : q;
}

export interface TopUpInput {
  /** Minor units of `receivedCurrency`. */
  receivedAmount: number;
  receivedCurrency: string;
  /** Units of the wallet currency per unit of the received currency. */
  rate: string;
  /** Handling fee withheld, percent of the converted amount. */
  feePercent: string;
  walletCurrency: string;
}

export interface TopUpFigures {
  /** The received amount converted to the wallet currency (minor units). */
  gross: number;
  /** The handling fee (minor units of the wallet currency). */
  fee: number;
  /** What the wallet is credited: gross - fee. */
  amount: number;
}

/** gross = received x rate, fee = gross x percent / 100, each rounded half up to the minor unit. */
export function topUpFigures(input: TopUpInput): TopUpFigures {
  const rate = decimal(input.rate);
  const percent = decimal(input.feePercent);
  const digitShift = 10n ** BigInt(minorDigits(input.walletCurrency));
  const receivedScale = 10n ** BigInt(minorDigits(input.receivedCurrency));
  const gross = divideRounded(BigInt(input.receivedAmount) * rate.value * digitShift, rate.scale * receivedScale);
  const fee = divideRounded(gross * percent.value, percent.scale * 100n);
  return { gross: Number(gross), fee: Number(fee), amount: Number(gross - fee) };
}

/** Parses a major-unit decimal the user typed ("1,234.5") into minor units; null when not a valid amount. */
export function parseMajorAmount(text: string, currency: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^-?\d{1,13}$/ : new RegExp(`^-?\\d{1,13}(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(cleaned)) return null;
  const negative = cleaned.startsWith('-');
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const minor = Number(BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0'));
  return negative ? -minor : minor;
}

/** Minor units as a plain major-unit decimal ("1234.50"), for inputs and spreadsheets (not display). */
export function minorToMajor(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const negative = amount < 0;
  const abs = BigInt(Math.abs(amount));
  if (digits === 0) return `${negative ? '-' : ''}${abs}`;
  const scale = 10n ** BigInt(digits);
  return `${negative ? '-' : ''}${abs / scale}.${(abs % scale).toString().padStart(digits, '0')}`;
}
