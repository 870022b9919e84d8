// The currencies offered, and how many minor units each has (ISO 4217).
export const CURRENCIES = [
  'CNY',
  'USD',
  'EUR',
  'HKD',
  'JPY',
  'GBP',
  'AUD',
  'CAD',
  'THB',
  'SGD',
  'CHF',
  'DKK',
  'MOP',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'RUB',
  'SEK',
  'TWD',
  'KRW',
  'ZAR',
  'ILS',
] as const;
export type Currency = (typeof CURRENCIES)[number];

const ZERO_DECIMAL: ReadonlySet<string> = new Set(['JPY', 'KRW']);

export function minorDigits(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
