import { describe, expect, it } from 'vitest';
import { cardCharge, surchargeOf, surchargeRefundOf, surchargeRuleSchema } from './card-surcharge';

describe('a card channel surcharge', () => {
  it('is a percentage rounded up to the minor unit plus the fixed part of the currency', () => {
    const rule = surchargeRuleSchema.parse({ basisPoints: 250, fixed: { CNY: 100 } });
    // 1,161.00 x 2.5% = 29.025 -> 29.03, plus 1.00 fixed.
    expect(cardCharge(116_100, 'CNY', rule)).toEqual({ cardFee: 3_003, cardTotal: 119_103 });
    // No fixed part for a currency the rule does not name; JPY has no minor digits, so 300.5 yen is 301.
    expect(surchargeOf(12_020, 'JPY', rule)).toBe(301);
    expect(surchargeOf(116_100, 'CNY', null)).toBe(0);
    expect(surchargeOf(500, 'CNY', surchargeRuleSchema.parse({ fixed: { CNY: 250 } }))).toBe(250);
  });

  it('refuses a rule out of range or with unknown fields', () => {
    expect(surchargeRuleSchema.safeParse({ basisPoints: 10_001 }).success).toBe(false);
    expect(surchargeRuleSchema.safeParse({ basisPoints: 1.5 }).success).toBe(false);
    expect(surchargeRuleSchema.safeParse({ percent: 2 }).success).toBe(false);
    expect(surchargeRuleSchema.safeParse({ fixed: { XXX: 1 } }).success).toBe(false);
  });

  it('goes back in proportion to what is refunded, and whole when everything is', () => {
    const paid = { amount: 10_000, surcharge: 301, refundedAmount: 0, surchargeRefunded: 0 };
    // A third refunded: 100.33 -> 100 (down, in the platform's favour until the end).
    expect(surchargeRefundOf(paid, 3_333)).toBe(100);
    const afterFirst = { ...paid, refundedAmount: 3_333, surchargeRefunded: 100 };
    expect(surchargeRefundOf(afterFirst, 3_333)).toBe(100);
    // The last refund gives back the rest: 301 in all, to the minor unit.
    expect(surchargeRefundOf({ ...paid, refundedAmount: 6_666, surchargeRefunded: 200 }, 3_334)).toBe(101);
    expect(surchargeRefundOf({ ...paid, surcharge: 0 }, 10_000)).toBe(0);
    expect(() => surchargeRefundOf(afterFirst, 7_000)).toThrow();
  });
});
