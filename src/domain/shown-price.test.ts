import { describe, expect, it } from 'vitest';
import { formatSettlementPrice } from './money';
import { isShownExactly, priceRefund, priceSale, roundUpTo, roundUpToShown, saleStep, shownStep, spreadRounding } from './shown-price';

const shown = (amount: number, currency = 'CNY') => formatSettlementPrice({ amount, currency });

describe('the step a settlement amount is shown in', () => {
  it('is a cent below 10 units and a whole unit from 10 up', () => {
    expect(shownStep(999, 'CNY')).toBe(1);
    expect(shownStep(1000, 'CNY')).toBe(100);
    expect(shownStep(-1000, 'CNY')).toBe(100);
    expect(shownStep(5, 'JPY')).toBe(1);
    expect(shownStep(150_000, 'JPY')).toBe(1);
  });

  it('agrees with the settlement display: an amount is shown exactly when the figure on screen reads back as it', () => {
    // Read the displayed figure back into minor units; "shown exactly" means nothing was rounded away.
    const readBack = (text: string) => Math.round(Number(text.replace(/^CNY /, '').replace(/,/g, '')) * 100);
    for (const amount of [0, 1, 999, 1000, 1001, 1099, 1100, 116_020, 116_100, -1050, -1000, 900_719_925_474_000]) {
      expect(isShownExactly(amount, 'CNY'), `${amount} shown as ${shown(amount)}`).toBe(readBack(shown(amount)) === amount);
    }
    expect(shown(0)).toBe('CNY 0');
    expect(shown(1001)).toBe('CNY 11');
  });
});

describe('rounding up to what is shown', () => {
  it('keeps exact units and amounts below 10, and rounds the rest up to the next unit', () => {
    expect(roundUpToShown(116_100, 'CNY')).toBe(116_100);
    expect(roundUpToShown(116_020, 'CNY')).toBe(116_100);
    expect(roundUpToShown(116_001, 'CNY')).toBe(116_100);
    expect(roundUpToShown(999, 'CNY')).toBe(999); // 9.99 is shown as 9.99
    expect(roundUpToShown(1000, 'CNY')).toBe(1000); // 10.00 is shown as 10
    expect(roundUpToShown(1001, 'CNY')).toBe(1100); // 10.01 would be shown as 11: charge 11
    expect(roundUpToShown(1, 'CNY')).toBe(1);
    expect(roundUpToShown(0, 'CNY')).toBe(0);
  });

  it('leaves zero-decimal currencies alone: every yen is shown', () => {
    expect(roundUpToShown(12_345, 'JPY')).toBe(12_345);
    expect(roundUpToShown(7, 'KRW')).toBe(7);
  });

  it('rounds towards more for negative amounts too (a discount shrinks, never grows)', () => {
    expect(roundUpToShown(-1050, 'CNY')).toBe(-1000);
    expect(roundUpToShown(-950, 'CNY')).toBe(-950);
  });

  it('is exact on large amounts and refuses what cannot be stored', () => {
    expect(roundUpToShown(900_719_925_474_001, 'CNY')).toBe(900_719_925_474_100);
    expect(roundUpTo(Number.MAX_SAFE_INTEGER - 1, 2)).toBe(Number.MAX_SAFE_INTEGER - 1);
    expect(() => roundUpToShown(Number.MAX_SAFE_INTEGER, 'CNY')).toThrow(/out of range/);
    expect(() => roundUpToShown(10.5, 'CNY')).toThrow(/integer/);
  });

  it('always gives an amount the display shows exactly, never less than asked', () => {
    for (let amount = 0; amount < 3000; amount += 7) {
      const rounded = roundUpToShown(amount, 'CNY');
      expect(rounded).toBeGreaterThanOrEqual(amount);
      expect(rounded - amount).toBeLessThan(100);
      expect(isShownExactly(rounded, 'CNY')).toBe(true);
    }
  });
});

describe('spreading the rounding over the lines of a price', () => {
  it('rounds each line down or up so the lines add up to the target, largest remainders first', () => {
    expect(spreadRounding({ fare: 97_920, taxes: 18_050 }, 116_000, 100)).toEqual({ fare: 97_900, taxes: 18_100 });
    expect(spreadRounding({ a: 1050, b: 1050, c: 1050 }, 3200, 100)).toEqual({ a: 1100, b: 1100, c: 1000 });
    expect(spreadRounding({ fare: 100_000, taxes: 0 }, 100_000, 100)).toEqual({ fare: 100_000, taxes: 0 });
  });

  it('refuses targets the lines cannot reach within one step each', () => {
    expect(() => spreadRounding({ a: 1050 }, 1200, 100)).toThrow();
    expect(() => spreadRounding({ a: 1050 }, 1050, 100)).toThrow();
    expect(() => spreadRounding({ a: -100 }, -100, 100)).toThrow(/negative/);
  });
});

describe('pricing a sale so that what is shown is what is charged', () => {
  const lines = (sale: { parts: Record<string, number>; serviceFee: number; total: number }) =>
    Object.values(sale.parts).reduce((a, b) => a + b, 0) + sale.serviceFee;

  it('charges the displayed amount of the case that was reported: fare 979.20 + taxes 181 shown and charged as 1,161', () => {
    const sale = priceSale({ fare: 97_920, taxes: 18_100 }, 0, 100);
    expect(sale).toEqual({ parts: { fare: 98_000, taxes: 18_100 }, serviceFee: 0, total: 116_100 });
    expect(shown(sale.total)).toBe('CNY 1,161');
    expect(shown(sale.parts.fare) + ' + ' + shown(sale.parts.taxes)).toBe('CNY 980 + CNY 181');
  });

  it('lets the markup take the rounding of the total: at most one unit above cost + markup', () => {
    const sale = priceSale({ fare: 97_920, airportTax: 5_050, fuelSurcharge: 8_030, otherTaxes: 4_970 }, 2_335, 100);
    expect(sale.total).toBe(118_400); // 1,159.70 + 23.35 = 1,183.05 -> 1,184
    expect(lines(sale)).toBe(sale.total);
    expect(Object.values(sale.parts).every((v) => v % 100 === 0)).toBe(true);
    expect(sale.serviceFee).toBe(2_400);
  });

  it('keeps a discount a discount and never sells below cost + markup', () => {
    const sale = priceSale({ fare: 100_050, taxes: 10_000 }, -5_030, 100);
    expect(sale.total).toBe(105_100); // 1,100.50 - 50.30 = 1,050.20 -> 1,051
    expect(sale.serviceFee).toBe(-5_000); // cost shown as 1,101, discount 50
    expect(lines(sale)).toBe(sale.total);
  });

  it('prices below 10 units to the cent, unchanged', () => {
    expect(priceSale({ fare: 450, taxes: 349 }, 150, 1)).toEqual({ parts: { fare: 450, taxes: 349 }, serviceFee: 150, total: 949 });
  });

  it('chooses one step for a whole charge: a small ticket in a large order is whole too', () => {
    const step = saleStep(2 * 50_000 + 850, 'CNY');
    expect(step).toBe(100);
    const infant = priceSale({ fare: 850, taxes: 0 }, 0, step);
    expect(infant.total).toBe(900);
    expect(saleStep(999, 'CNY')).toBe(1);
    expect(saleStep(1_000_000, 'JPY')).toBe(1);
  });

  it('prices zero-decimal currencies without touching them', () => {
    expect(priceSale({ fare: 21_450, taxes: 3_333 }, 1_001, saleStep(25_784, 'JPY'))).toEqual({
      parts: { fare: 21_450, taxes: 3_333 },
      serviceFee: 1_001,
      total: 25_784,
    });
  });

  it('handles large amounts exactly', () => {
    const sale = priceSale({ fare: 4_000_000_000_050, taxes: 3_000_000_000_070 }, 99, 100);
    expect(sale.total).toBe(7_000_000_000_300); // ...219 -> ...300
    expect(lines(sale)).toBe(sale.total);
  });

  it('every shown line adds up to the shown total, over many fractional fares', () => {
    for (let fare = 10_001; fare < 60_000; fare += 1_237) {
      for (const markup of [-731, 0, 99, 2_345]) {
        const cost = { fare, airportTax: (fare % 97) + 4_950, fuelSurcharge: fare % 13, otherTaxes: 3_001 };
        const sale = priceSale(cost, markup, 100);
        const exact = fare + cost.airportTax + cost.fuelSurcharge + cost.otherTaxes + markup;
        expect(sale.total).toBeGreaterThanOrEqual(exact);
        expect(sale.total - exact).toBeLessThan(100);
        expect(lines(sale)).toBe(sale.total);
        for (const [key, value] of Object.entries(sale.parts)) {
          expect(Math.abs(value - cost[key as keyof typeof cost])).toBeLessThan(100);
          expect(isShownExactly(value, 'CNY') || value < 1000).toBe(true);
          expect(value % 100).toBe(0);
        }
      }
    }
  });
});

describe('pricing money going back so that what is shown is what is credited', () => {
  it('rounds what goes back up, in the agency favour, and shows fees that add up', () => {
    const back = priceRefund(116_100, { refundFee: 20_050, serviceFee: 1_000 }, 100);
    expect(back.total).toBe(95_100); // 1,161 - 200.50 - 10 = 950.50 -> 951
    expect(back.refundable - back.fees.refundFee - back.fees.serviceFee).toBe(back.total);
    expect(back.fees).toEqual({ refundFee: 20_000, serviceFee: 1_000 });
  });

  it('never gives back more than the refundable amount, nor less than nothing', () => {
    const back = priceRefund(10_000, { refundFee: 8_050, serviceFee: 5_000 }, 100);
    expect(back).toEqual({ refundable: 10_000, fees: { refundFee: 8_100, serviceFee: 1_900 }, total: 0 });
    expect(priceRefund(0, { refundFee: 0 }, 1)).toEqual({ refundable: 0, fees: { refundFee: 0 }, total: 0 });
  });

  it('adds up over many fractional refunds', () => {
    for (let refundable = 1_000; refundable < 40_000; refundable += 1_111) {
      for (const fee of [0, 49, 1_050, 7_777, 50_000]) {
        const back = priceRefund(refundable, { refundFee: fee, serviceFee: 25 }, 100);
        expect(back.refundable - back.fees.refundFee - back.fees.serviceFee).toBe(back.total);
        expect(back.total).toBeGreaterThanOrEqual(Math.max(0, refundable - fee - 25));
        expect(back.total % 100).toBe(0);
        expect(back.fees.refundFee % 100).toBe(0);
      }
    }
  });
});
