import { describe, expect, it } from 'vitest';
import { fromDecimal, toDecimal } from './decimal-amount';

describe('provider decimals <-> minor units', () => {
  it("writes minor units as the currency's decimal text", () => {
    expect(toDecimal(8888, 'CNY')).toBe('88.88');
    expect(toDecimal(5, 'CNY')).toBe('0.05');
    expect(toDecimal(500, 'JPY')).toBe('500');
    expect(toDecimal(1234, 'KWD')).toBe('1.234');
    expect(() => toDecimal(1.5, 'CNY')).toThrow();
  });

  it('reads text and JSON numbers by digits, never through floats', () => {
    expect(fromDecimal('0.29', 'CNY')).toBe(29);
    expect(fromDecimal(0.29, 'CNY')).toBe(29);
    expect(fromDecimal('1234.5', 'CNY')).toBe(123_450);
    expect(fromDecimal(100.1, 'USD')).toBe(10_010);
    expect(fromDecimal('88.880', 'CNY')).toBe(8888);
    expect(fromDecimal(5000, 'JPY')).toBe(5000);
    expect(fromDecimal('-25.50', 'CNY')).toBe(-2550);
  });

  it('refuses what is not an amount of the currency', () => {
    for (const bad of ['1.001', '', 'abc', '1e3', '1,00', null, undefined]) expect(fromDecimal(bad as string, 'CNY')).toBeNull();
    expect(fromDecimal('1.5', 'JPY')).toBeNull();
  });
});
