import { describe, expect, it } from 'vitest';
import type { Site } from '@/domain/schemas/sites';
import { cleanDomains, siteToForm } from './site-form-values';

describe('site form values', () => {
  it('keeps host names trimmed, lower case, once each', () => {
    expect(cleanDomains([' Shop.Example.com', 'www.shop.example.com', 'shop.example.com', ''])).toEqual([
      'shop.example.com',
      'www.shop.example.com',
    ]);
    expect(cleanDomains(undefined)).toEqual([]);
  });

  it('edits exactly the fields the API takes', () => {
    const site = {
      id: 2,
      isDefault: false,
      enabled: true,
      domains: ['a.example.test'],
      name: 'A',
      shortName: 'A',
      chineseName: '甲',
      chineseShortName: '甲',
      type: 'partner',
      dateFormat: 'yyyy-MM-dd',
      defaultCurrency: 'HKD',
      defaultLanguage: 'en',
      currencies: ['HKD'],
      logo: '/x.png',
      whiteLogo: '',
      favicon: '',
      isIcp: false,
      icpCode: '',
      isNetworkSecurity: false,
      networkSecurityCode: '',
      createdAt: '',
      updatedAt: '',
    } satisfies Site;
    const form = siteToForm(site);
    expect(Object.keys(form).sort()).toEqual([
      'chineseName',
      'chineseShortName',
      'currencies',
      'dateFormat',
      'defaultCurrency',
      'defaultLanguage',
      'domains',
      'enabled',
      'icpCode',
      'isIcp',
      'isNetworkSecurity',
      'name',
      'networkSecurityCode',
      'shortName',
      'type',
    ]);
    expect(form).toMatchObject({ domains: ['a.example.test'], type: 'partner', defaultCurrency: 'HKD' });
  });
});
