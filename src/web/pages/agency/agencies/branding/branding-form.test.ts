import { describe, expect, it } from 'vitest';
import { brandingFromForm, brandingToForm } from './branding-form';

describe('branding form', () => {
  it('round-trips an ordinary agency on the default site', () => {
    const form = brandingToForm({ siteId: null, special: null });
    expect(form).toMatchObject({ siteId: 0, special: false, themed: false });
    expect(brandingFromForm(form)).toEqual({ siteId: null, special: null });
  });

  it('round-trips a special agency with a theme, forced language and no login message', () => {
    const branding = {
      siteId: 3,
      special: {
        theme: { colorPrimary: '#c2410c', colorLink: '#9a3412', useAgencyLogo: true },
        forcedLocale: 'zh-cn' as const,
        suppressLoginMessage: true,
      },
    };
    expect(brandingFromForm(brandingToForm(branding))).toEqual(branding);
  });

  it('sends no theme when theming is off, and no link colour when none is given', () => {
    const form = { ...brandingToForm({ siteId: null, special: null }), special: true, forcedLocale: 'zh-cn' as const };
    expect(brandingFromForm(form)).toEqual({ siteId: null, special: { theme: null, forcedLocale: 'zh-cn', suppressLoginMessage: false } });
    expect(brandingFromForm({ ...form, themed: true, colorPrimary: '#ABCDEF' }).special?.theme).toEqual({
      colorPrimary: '#abcdef',
      useAgencyLogo: false,
    });
  });
});
