import { describe, expect, it } from 'vitest';
import { flightClassOf, markupFor } from './markup';

describe('price-justify category', () => {
  it('mainland China, another single country, one continent, several continents', () => {
    expect(flightClassOf(['CN', 'CN'])).toBe('china');
    expect(flightClassOf(['JP', 'JP'])).toBe('domestic');
    expect(flightClassOf(['CN', 'HK'])).toBe('international');
    expect(flightClassOf(['CN', 'JP', 'CN'])).toBe('international');
    expect(flightClassOf(['CN', 'GB'])).toBe('intercontinental');
    expect(flightClassOf(['HK', 'AE', 'GB'])).toBe('intercontinental');
  });
});

describe('markup per ticket', () => {
  it('fixed amounts add as given, negative ones are discounts', () => {
    expect(markupFor({ way: 'fixed', value: 5000, limit: 0 }, 120_000)).toBe(5000);
    expect(markupFor({ way: 'fixed', value: -3000, limit: 0 }, 120_000)).toBe(-3000);
  });

  it('percent is in basis points, rounded away from zero to a whole minor unit', () => {
    expect(markupFor({ way: 'percent', value: 250, limit: 0 }, 100_000)).toBe(2500);
    expect(markupFor({ way: 'percent', value: 333, limit: 0 }, 100_001)).toBe(3331); // 3330.03 -> 3331
    expect(markupFor({ way: 'percent', value: -150, limit: 0 }, 10_001)).toBe(-151); // -150.015 -> -151
  });

  it('a limit caps the size of a markup or a discount; 0 is unlimited', () => {
    expect(markupFor({ way: 'percent', value: 1000, limit: 8000 }, 200_000)).toBe(8000);
    expect(markupFor({ way: 'percent', value: -1000, limit: 8000 }, 200_000)).toBe(-8000);
    expect(markupFor({ way: 'fixed', value: 9000, limit: 0 }, 1)).toBe(9000);
  });

  it('a discount never makes a ticket cost less than nothing', () => {
    expect(markupFor({ way: 'fixed', value: -5000, limit: 0 }, 3000)).toBe(-3000);
  });
});
