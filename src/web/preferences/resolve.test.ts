import { describe, expect, it } from 'vitest';
import { resolveCurrency, resolveLanguage } from './resolve';

describe('preference resolution', () => {
  it("language: the user's saved choice, then this browser's, then the site default, then zh-cn", () => {
    expect(resolveLanguage({ user: 'zh-tw', stored: 'en' }, 'zh-cn')).toBe('zh-tw');
    expect(resolveLanguage({ user: null, stored: 'en' }, 'zh-tw')).toBe('en');
    expect(resolveLanguage({ stored: 'fr' }, 'zh-tw')).toBe('zh-tw');
    expect(resolveLanguage({}, 'xx')).toBe('zh-cn');
    expect(resolveLanguage({ stored: 'ZH-TW' })).toBe('zh-tw');
  });

  it('currency: only one the site offers, else its default', () => {
    const site = { currencies: ['CNY', 'USD'], defaultCurrency: 'CNY' };
    expect(resolveCurrency({ user: 'USD', stored: 'CNY' }, site)).toBe('USD');
    expect(resolveCurrency({ user: 'EUR', stored: 'USD' }, site)).toBe('USD');
    expect(resolveCurrency({ user: 'EUR', stored: 'GBP' }, site)).toBe('CNY');
  });
});
