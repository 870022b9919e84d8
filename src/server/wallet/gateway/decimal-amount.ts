// Providers that speak in major units ("88.88" yuan, 100.5 dollars) are converted here, by digits and
// never through floating point, so 0.29 is 29 and never 28.999999.
const exponents = new Map<string, number>();

/** Digits after the decimal point of a currency (2 for CNY, 0 for JPY), as ISO 4217 and Intl know them. */
export function exponentOf(currency: string): number {
  const code = currency.toUpperCase();
  let digits = exponents.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(code, digits);
  }
  return digits;
}

/** Minor units as the provider's decimal text: 8888 CNY -> "88.88", 500 JPY -> "500". */
export function toDecimal(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not an amount in minor units: ${minor}`);
  const digits = exponentOf(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`;
}

/** The provider's decimal (text or JSON number) in minor units; null when it is not one (or has more digits than the currency). */
export function fromDecimal(value: string | number | null | undefined, currency: string): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const digits = exponentOf(currency);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(`${match[2]}${fraction.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] ? -minor : minor;
}
