// A card channel's surcharge: a percentage of the amount (basis points) and/or a fixed amount per
// currency, in integer minor units, the percentage rounded up to the minor unit. The same function
// prices it on the pay dialog, on the server that asks the provider for it, and on the order's
// price, so what is shown is what the card is charged. What goes back with a refund is the share
// of the surcharge in proportion to the amount refunded (rounded down), and a refund that leaves
// nothing of the amount gives back the rest of it: refunding everything returns the whole surcharge.
import { z } from 'zod';
import { CURRENCIES } from './currency';

export const surchargeRuleSchema = z
  .object({
    /** 1/100 of a percent of the amount: 250 = 2.5%. */
    basisPoints: z.number().int().min(0).max(10_000).default(0),
    /** A fixed part per currency, minor units; a currency not named has none. */
    fixed: z.partialRecord(z.enum(CURRENCIES), z.number().int().min(0).max(1_000_000_000)).default({}),
  })
  .strict();
export type SurchargeRule = z.infer<typeof surchargeRuleSchema>;

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`amount must be non-negative minor units: ${amount}`);
}

/** The surcharge on `amount` of `currency` (0 without a rule). */
export function surchargeOf(amount: number, currency: string, rule: SurchargeRule | null | undefined): number {
  assertAmount(amount);
  if (!rule) return 0;
  const percent = Number((BigInt(amount) * BigInt(rule.basisPoints) + 9_999n) / 10_000n);
  return percent + (rule.fixed[currency as keyof SurchargeRule['fixed']] ?? 0);
}

/** What a card pays: the fee and the card total, as the order's price and the pay dialog show them. */
export function cardCharge(
  amount: number,
  currency: string,
  rule: SurchargeRule | null | undefined,
): { cardFee: number; cardTotal: number } {
  const cardFee = surchargeOf(amount, currency, rule);
  return { cardFee, cardTotal: amount + cardFee };
}

/**
 * The part of a surcharge that goes back with a refund: the share of everything refunded so far
 * (after this refund), rounded down, less what earlier refunds gave back.
 */
export function surchargeRefundOf(
  payment: { amount: number; surcharge: number; refundedAmount: number; surchargeRefunded: number },
  refund: number,
): number {
  assertAmount(refund);
  const refundedAfter = payment.refundedAmount + refund;
  if (refundedAfter > payment.amount) throw new Error(`refund above the amount left: ${refund}`);
  const dueAfter =
    refundedAfter === payment.amount
      ? payment.surcharge
      : Number((BigInt(payment.surcharge) * BigInt(refundedAfter)) / BigInt(payment.amount));
  return Math.max(0, dueAfter - payment.surchargeRefunded);
}
