// Shown = charged. A settlement price of 10 units or more is shown without decimals, rounded up
// (formatSettlementPrice). So nothing is ever charged that the screen cannot show: a sale is priced in
// the unit it is shown in (whole units from 10 up, cents below 10), rounded up, and each line of its
// breakdown is a whole number of that unit too, so the lines shown add up to the total shown, which is
// the total charged. Every area that prices a sale (flights, groups, trains) prices it through here.
import { minorDigits } from './currency';

/** Minor units in one whole unit of the currency: 100 for CNY, 1 for JPY. */
export function wholeUnit(currency: string): number {
  return 10 ** minorDigits(currency);
}

/**
 * The step a settlement amount is shown in, in minor units: one minor unit below 10 units (shown with
 * two decimals), one whole unit from 10 units up. Zero-decimal currencies are always whole.
 */
export function shownStep(amount: number, currency: string): number {
  const whole = wholeUnit(currency);
  return Math.abs(amount) >= 10 * whole ? whole : 1;
}

function ceilTo(amount: bigint, step: bigint): bigint {
  const rest = ((amount % step) + step) % step;
  return rest === 0n ? amount : amount + step - rest;
}

function safe(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`amount out of range: ${value}`);
  return n;
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new Error(`amount must be an integer of minor units: ${amount}`);
}

/** The amount rounded up (towards more) to a multiple of `step` minor units. */
export function roundUpTo(amount: number, step: number): number {
  assertAmount(amount);
  if (!Number.isSafeInteger(step) || step <= 0) throw new Error(`step must be a positive integer: ${step}`);
  return safe(ceilTo(BigInt(amount), BigInt(step)));
}

/** The smallest amount not below `amount` that the settlement display shows exactly. */
export function roundUpToShown(amount: number, currency: string): number {
  return roundUpTo(amount, shownStep(amount, currency));
}

/** Whether formatSettlementPrice shows the amount exactly (no hidden decimals). */
export function isShownExactly(amount: number, currency: string): boolean {
  assertAmount(amount);
  return amount % shownStep(amount, currency) === 0;
}

/**
 * Whole steps for `parts` (each >= 0) that add up exactly to `target` (a multiple of `step` between
 * the parts' sum and that sum rounded up): each part is its exact amount rounded down, and the units
 * left over go to the parts with the largest remainders (ties: the first part named). So no part
 * moves by a whole step or more.
 */
export function spreadRounding<K extends string>(parts: Readonly<Record<K, number>>, target: number, step: number): Record<K, number> {
  const keys = Object.keys(parts) as K[];
  const s = BigInt(step);
  const floors = new Map<K, bigint>();
  const remainders: Array<{ key: K; rest: bigint; index: number }> = [];
  keys.forEach((key, index) => {
    const value = parts[key];
    assertAmount(value);
    if (value < 0) throw new Error(`a part of a price cannot be negative: ${key} ${value}`);
    const v = BigInt(value);
    const floor = v - (v % s);
    floors.set(key, floor);
    remainders.push({ key, rest: v - floor, index });
  });
  const floorSum = [...floors.values()].reduce((a, b) => a + b, 0n);
  let left = (BigInt(target) - floorSum) / s;
  if ((BigInt(target) - floorSum) % s !== 0n || left < 0n)
    throw new Error(`target ${target} is not reachable from the parts in steps of ${step}`);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const r of remainders) {
    if (left === 0n) break;
    if (r.rest === 0n) throw new Error(`target ${target} is above the parts rounded up`);
    floors.set(r.key, floors.get(r.key)! + s);
    left -= 1n;
  }
  if (left > 0n) throw new Error(`target ${target} is above the parts rounded up`);
  return Object.fromEntries(keys.map((k) => [k, safe(floors.get(k)!)])) as Record<K, number>;
}

export interface ShownSale<K extends string> {
  /** The cost lines as shown: whole steps, adding up to their sum rounded up. */
  parts: Record<K, number>;
  /** What the seller adds (negative: a discount): the markup, taking the rounding of the total. */
  serviceFee: number;
  /** cost + markup rounded up to the step: what is shown and charged. */
  total: number;
}

/**
 * Prices one sale from its exact cost lines (fare, taxes, ...; minor units, each >= 0) and the markup
 * on top (may be negative, never below the cost). The total is cost + markup rounded up to `step`;
 * the cost lines are shown as whole steps adding up to the cost rounded up (spreadRounding), and the
 * service fee is the rest, so it absorbs the rounding of the total and every line adds up. `step` is
 * chosen once for everything an order charges (saleStep), so tickets of one order round alike.
 */
export function priceSale<K extends string>(cost: Readonly<Record<K, number>>, markup: number, step: number): ShownSale<K> {
  assertAmount(markup);
  const costSum = (Object.values(cost) as number[]).reduce((a, b) => a + b, 0);
  assertAmount(costSum);
  const total = roundUpTo(Math.max(0, costSum + markup), step);
  const shownCost = roundUpTo(costSum, step);
  return { parts: spreadRounding(cost, shownCost, step), serviceFee: total - shownCost, total };
}

/**
 * The step every line of one charge is priced in: whole units when the charge (all its tickets, cost
 * plus markup, before rounding) reaches 10 units, else one minor unit. Deciding it on the whole charge
 * keeps a small ticket (an infant's) in an order of 10 units or more in whole units too, so the
 * order's total stays whole.
 */
export function saleStep(exactTotal: number, currency: string): number {
  return shownStep(exactTotal, currency);
}

export interface ShownRefund<K extends string> {
  /** What the origin's refundable amount is shown as. */
  refundable: number;
  /** The fees withheld as shown, adding up to refundable - total. */
  fees: Record<K, number>;
  /** What goes back to the wallet: shown as credited. */
  total: number;
}

/**
 * Prices money going back (a refund, a void): refundable minus the fees, rounded up to `step` in the
 * agency's favour (never above the refundable amount rounded up), with the refundable amount and the
 * fees shown in whole steps that add up to it. Nothing goes back below zero.
 */
export function priceRefund<K extends string>(refundable: number, fees: Readonly<Record<K, number>>, step: number): ShownRefund<K> {
  assertAmount(refundable);
  if (refundable < 0) throw new Error(`refundable cannot be negative: ${refundable}`);
  const feeSum = (Object.values(fees) as number[]).reduce((a, b) => a + b, 0);
  const shownRefundable = roundUpTo(refundable, step);
  const total = roundUpTo(Math.max(0, refundable - feeSum), step);
  const withheld = shownRefundable - total;
  // Refundable and total are both rounded up, so what is withheld is the fees rounded down or up:
  // spread over the fees like a sale's lines. Fees beyond the refundable amount are withheld only up to it.
  const shown = refundable >= feeSum ? spreadRounding(fees, withheld, step) : capFees(fees, withheld, step);
  return { refundable: shownRefundable, fees: shown, total };
}

/** Fees, each rounded up to the step, cut down to `limit` (a whole step), the first named first. */
function capFees<K extends string>(fees: Readonly<Record<K, number>>, limit: number, step: number): Record<K, number> {
  let left = limit;
  return Object.fromEntries(
    (Object.keys(fees) as K[]).map((k) => {
      const take = Math.min(left, roundUpTo(fees[k], step));
      left -= take;
      return [k, take];
    }),
  ) as Record<K, number>;
}
