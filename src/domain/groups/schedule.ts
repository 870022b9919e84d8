// The payment schedule of a group: 1-3 deposits and a final payment that add up exactly to the
// quoted total, each with a deadline after the one before. Shared by the desk's form and the server.
import { roundUpTo, saleStep } from '../shown-price';
import type { GroupStatus } from './status';
import { instalmentIndexOf } from './status';

export interface Counts {
  adult: number;
  child: number;
  infant: number;
}
export interface Prices {
  adult: number;
  child: number;
  infant: number;
}

export function groupTotal(prices: Prices, counts: Counts): number {
  return prices.adult * counts.adult + prices.child * counts.child + prices.infant * counts.infant;
}

/**
 * The desk's prices as sold: each rounded up to the unit the group's total is shown in (whole units once
 * it reaches 10), so the prices, the total and every instalment are shown as they are charged.
 */
export function shownPrices(prices: Prices, counts: Counts, currency: string): Prices {
  const step = saleStep(groupTotal(prices, counts), currency);
  return { adult: roundUpTo(prices.adult, step), child: roundUpTo(prices.child, step), infant: roundUpTo(prices.infant, step) };
}

export type ScheduleErrorCode = 'sum' | 'order' | 'beforeQuoteDeadline' | 'quoteDeadlinePast' | 'childPrice' | 'infantPrice' | 'unit';

export interface ScheduleError {
  field: string;
  code: ScheduleErrorCode;
}

/**
 * What is wrong with a quote's schedule; `now` is the desk's clock. With the group's currency, each
 * instalment must also be in the unit the total is shown in (each one is charged as shown).
 */
export function scheduleErrors(
  quote: { prices: Prices; quoteDeadline: string; instalments: ReadonlyArray<{ amount: number; dueAt: string }> },
  counts: Counts,
  now: Date,
  currency?: string,
): ScheduleError[] {
  const errors: ScheduleError[] = [];
  if (counts.child > 0 && quote.prices.child <= 0) errors.push({ field: 'prices.child', code: 'childPrice' });
  if (counts.infant > 0 && quote.prices.infant <= 0) errors.push({ field: 'prices.infant', code: 'infantPrice' });
  const deadline = Date.parse(quote.quoteDeadline);
  if (!(deadline > now.getTime())) errors.push({ field: 'quoteDeadline', code: 'quoteDeadlinePast' });
  let previous = deadline;
  quote.instalments.forEach((i, index) => {
    const due = Date.parse(i.dueAt);
    if (index === 0 && !(due > deadline)) errors.push({ field: `instalments.${index}.dueAt`, code: 'beforeQuoteDeadline' });
    else if (index > 0 && !(due > previous)) errors.push({ field: `instalments.${index}.dueAt`, code: 'order' });
    previous = due;
  });
  if (currency) {
    const step = saleStep(groupTotal(quote.prices, counts), currency);
    quote.instalments.forEach((i, index) => {
      if (i.amount % step !== 0) errors.push({ field: `instalments.${index}.amount`, code: 'unit' });
    });
  }
  const sum = quote.instalments.reduce((s, i) => s + i.amount, 0);
  if (sum !== groupTotal(quote.prices, counts)) errors.push({ field: 'instalments', code: 'sum' });
  return errors;
}

export type InstalmentState = 'paid' | 'due' | 'upcoming' | 'overdue' | 'forfeited' | 'void';

/**
 * How one instalment reads on the timeline: paid; due (the one the group waits for, deadline ahead);
 * overdue (the first unpaid one, its deadline passed); upcoming; forfeited (paid, then the group was
 * cancelled); void (never paid and the group ended otherwise).
 */
export function instalmentState(
  inst: { seq: number; paidAt: string | Date | null; dueAt: string | Date },
  group: { status: GroupStatus; firstUnpaid: number | null },
  now: Date,
): InstalmentState {
  const ended = group.status === 'canceled' || group.status === 'closed' || group.status === 'failed';
  if (inst.paidAt) return group.status === 'canceled' ? 'forfeited' : 'paid';
  const current = group.firstUnpaid === inst.seq;
  if (current && new Date(inst.dueAt).getTime() < now.getTime()) return 'overdue';
  if (ended) return 'void';
  return current && isPaying(group.status) ? 'due' : 'upcoming';
}

function isPaying(status: GroupStatus): boolean {
  return instalmentIndexOf(status, 3) !== null;
}
