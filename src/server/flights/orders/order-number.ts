// Flight order numbers: F, the day (yymmdd) and eight random digits. Origin and after-sale orders
// share the scheme, so the number alone never says which kind an order is.
import { randomInt } from 'node:crypto';

export function orderNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `F${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
