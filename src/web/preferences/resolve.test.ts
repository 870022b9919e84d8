import { describe, expect, it } from 'vitest';
import { browserLanguage, resolveCurrency, resolveLanguage } from './resolve';

describe('preference resolution', () => {
  it("language: the user's saved choice, then this browser's, then the site default, then zh-cn", () => {
    expect(resolveLanguage({ user: 'zh-tw', stored: 'en' }, 'zh-cn')).toBe('zh-tw');
    expect(resolveLanguage({ user: null, stored: 'en' }, 'zh-tw')).toBe('en');
    expect(resolveLanguage({ stored: 'fr' }, 'zh-tw')).toBe('zh-tw');
    expect(resolveLanguage({}, 'xx')).toBe('zh-cn');
    expect(resolveLanguage({ stored: 'ZH-TW' })).toBe('zh-tw');
  });

  it("language: the browser's own languages come before the site default, when one is ours", () => {
    expect(resolveLanguage({ browser: ['en-GB', 'zh-CN'] }, 'zh-cn')).toBe('en');
    expect(resolveLanguage({ browser: ['fr-FR', 'zh-HK'] }, 'en')).toBe('zh-tw');
    expect(resolveLanguage({ browser: ['zh-Hant-TW'] }, 'en')).toBe('zh-tw');
    expect(resolveLanguage({ browser: ['zh-SG'] }, 'en')).toBe('zh-cn');
    expect(resolveLanguage({ browser: ['zh'] }, 'en')).toBe('zh-cn');
    expect(resolveLanguage({ browser: ['fr-FR', 'de'] }, 'zh-tw')).toBe('zh-tw');
    expect(resolveLanguage({ stored: 'zh-tw', browser: ['en-US'] }, 'zh-cn')).toBe('zh-tw');
    expect(browserLanguage(['english'])).toBeNull();
  });

  it('currency: only one the site offers, else its default', () => {
    const site = { currencies: ['CNY', 'USD'], defaultCurrency: 'CNY' };
    expect(resolveCurrency({ user: 'USD', stored: 'CNY' }, site)).toBe('USD');
    expect(resolveCurrency({ user: 'EUR', stored: 'USD' }, site)).toBe('USD');
    expect(resolveCurrency({ user: 'EUR', stored: 'GBP' }, site)).toBe('CNY');
  });
});
