import { describe, expect, it } from 'vitest';
import {
  convertToHundredths,
  formatDisplayPrice,
  formatLedgerAmount,
  formatSettlementPrice,
  formatSignedLedgerAmount,
  money,
  scaledRate,
} from './money';

const rates = { CNY: '1', USD: '0.1387', JPY: '21.45', HKD: '1.079' };

describe('money', () => {
  it('refuses fractional amounts: money is integer minor units', () => {
    expect(() => money(10.5, 'CNY')).toThrow();
    expect(money(1050, 'CNY')).toEqual({ amount: 1050, currency: 'CNY' });
  });

  it('parses rates exactly', () => {
    expect(scaledRate('0.1387')).toBe(1_387_000_000n);
    expect(scaledRate(21.45)).toBe(214_500_000_000n);
    expect(() => scaledRate('-1')).toThrow();
    expect(() => scaledRate('0')).toThrow();
  });

  it('converts with rounding up, never down', () => {
    // 100.00 CNY * 0.1387 = 13.87 USD exactly; 100.01 CNY = 13.871387 -> 13.88
    expect(convertToHundredths(money(10_000, 'CNY'), 'USD', rates)).toBe(1387n);
    expect(convertToHundredths(money(10_001, 'CNY'), 'USD', rates)).toBe(1388n);
    // Cross rate through the base: 1,000 JPY (zero-decimal) -> 46.62004... CNY -> 46.63
    expect(convertToHundredths(money(1000, 'JPY'), 'CNY', rates)).toBe(4663n);
  });

  it('shows display prices with two decimals and thousand separators', () => {
    expect(formatDisplayPrice(money(123_456_789, 'CNY'), 'CNY', rates)).toBe('CNY 1,234,567.89');
    expect(formatDisplayPrice(money(1_000_000, 'CNY'), 'HKD', rates)).toBe('HKD 10,790.00');
    expect(formatDisplayPrice(money(-250, 'CNY'), 'CNY', rates)).toBe('CNY -2.50');
    expect(() => formatDisplayPrice(money(1, 'CNY'), 'EUR', rates)).toThrow(/no rate/);
  });

  it('shows settlement prices with two decimals below 10 and none from 10 up', () => {
    expect(formatSettlementPrice(money(999, 'CNY'))).toBe('CNY 9.99');
    expect(formatSettlementPrice(money(1000, 'CNY'))).toBe('CNY 10');
    expect(formatSettlementPrice(money(123_401, 'CNY'))).toBe('CNY 1,235');
    expect(formatSettlementPrice(money(5, 'JPY'))).toBe('JPY 5.00');
    expect(formatSettlementPrice(money(150_000, 'JPY'))).toBe('JPY 150,000');
    // Nothing in whole units, like the prices beside it (a waived service fee in the price table).
    expect(formatSettlementPrice(money(0, 'CNY'))).toBe('CNY 0');
    expect(formatSettlementPrice(money(1, 'CNY'))).toBe('CNY 0.01');
  });

  it('shows ledger amounts (balances, credit, available) exactly: never rounded up', () => {
    // The reported case: a balance of 17,435.25 was shown as 17,436.
    expect(formatLedgerAmount(money(1_743_525, 'CNY'))).toBe('CNY 17,435.25');
    expect(formatLedgerAmount(money(28_883_825, 'CNY'))).toBe('CNY 288,838.25');
    expect(formatLedgerAmount(money(1, 'CNY'))).toBe('CNY 0.01');
    expect(formatLedgerAmount(money(0, 'CNY'))).toBe('CNY 0.00');
    expect(formatLedgerAmount(money(-2_000, 'CNY'))).toBe('-CNY 20.00');
    expect(formatLedgerAmount(money(150_000, 'JPY'))).toBe('JPY 150,000.00');
    expect(formatLedgerAmount(money(Number.MAX_SAFE_INTEGER, 'CNY'))).toBe('CNY 90,071,992,547,409.91');
  });

  it('shows movements exactly with their direction', () => {
    expect(formatSignedLedgerAmount(money(100_000, 'CNY'))).toBe('+CNY 1,000.00');
    expect(formatSignedLedgerAmount(money(-2_550, 'CNY'))).toBe('-CNY 25.50');
    expect(formatSignedLedgerAmount(money(0, 'USD'))).toBe('USD 0.00');
  });
});
