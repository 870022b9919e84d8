import { describe, expect, it } from 'vitest';
import { divideRounded, minorToMajor, parseMajorAmount, topUpFigures } from './wallet-math';

describe('top-up figures', () => {
  it('converts at the rate and withholds the fee, rounding half up to the minor unit', () => {
    expect(
      topUpFigures({ receivedAmount: 2_800_000, receivedCurrency: 'USD', rate: '7.15', feePercent: '0.5', walletCurrency: 'CNY' }),
    ).toEqual({ gross: 20_020_000, fee: 100_100, amount: 19_919_900 });
    // 0.01 HKD x 0.9268 = 0.009268 CNY -> 0.01; fee 1.25% of 0.01 -> 0.000125 -> 0.00
    expect(topUpFigures({ receivedAmount: 1, receivedCurrency: 'HKD', rate: '0.9268', feePercent: '1.25', walletCurrency: 'CNY' })).toEqual(
      { gross: 1, fee: 0, amount: 1 },
    );
    // 0.005 rounds up: 1.00 x 0.005 = 0.005 -> 0.01
    expect(
      topUpFigures({ receivedAmount: 100, receivedCurrency: 'CNY', rate: '0.005', feePercent: '0', walletCurrency: 'CNY' }).gross,
    ).toBe(1);
  });

  it('handles zero-decimal currencies on either side', () => {
    // 10,000 JPY x 0.0466 = 466.00 CNY
    expect(
      topUpFigures({ receivedAmount: 10_000, receivedCurrency: 'JPY', rate: '0.0466', feePercent: '0', walletCurrency: 'CNY' }).gross,
    ).toBe(46_600);
    // 100.00 CNY x 21.45 = 2,145 JPY
    expect(
      topUpFigures({ receivedAmount: 10_000, receivedCurrency: 'CNY', rate: '21.45', feePercent: '0', walletCurrency: 'JPY' }).gross,
    ).toBe(2_145);
  });

  it('stays exact where floats would not (0.1 + 0.2)', () => {
    expect(topUpFigures({ receivedAmount: 30, receivedCurrency: 'CNY', rate: '1', feePercent: '0', walletCurrency: 'CNY' }).amount).toBe(
      30,
    );
    expect(
      topUpFigures({
        receivedAmount: 999_999_999_999,
        receivedCurrency: 'CNY',
        rate: '1.0000000001',
        feePercent: '0',
        walletCurrency: 'CNY',
      }).gross,
    ).toBe(1_000_000_000_099);
  });
});

describe('amount text', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
  });

  it('parses what a user types into minor units, and refuses what is not an amount', () => {
    expect(parseMajorAmount('1,234.5', 'CNY')).toBe(123_450);
    expect(parseMajorAmount('-0.01', 'USD')).toBe(-1);
    expect(parseMajorAmount('1500', 'JPY')).toBe(1500);
    expect(parseMajorAmount('1.5', 'JPY')).toBeNull();
    expect(parseMajorAmount('1.234', 'CNY')).toBeNull();
    expect(parseMajorAmount('abc', 'CNY')).toBeNull();
  });

  it('writes minor units as plain major decimals', () => {
    expect(minorToMajor(123_450, 'CNY')).toBe('1234.50');
    expect(minorToMajor(-5, 'USD')).toBe('-0.05');
    expect(minorToMajor(2145, 'JPY')).toBe('2145');
  });
});
