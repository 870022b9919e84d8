import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../theme';
import { textOn, withAgencyTheme } from './agency-theme';

describe('agency theme', () => {
  it('keeps the console theme for an ordinary agency', () => {
    expect(withAgencyTheme(consoleTheme, null)).toBe(consoleTheme);
  });

  it("puts the agency's colours over the console tokens, with readable text on primary", () => {
    const themed = withAgencyTheme(consoleTheme, { colorPrimary: '#c2410c', useAgencyLogo: false });
    expect(themed.token).toMatchObject({
      colorPrimary: '#c2410c',
      colorInfo: '#c2410c',
      colorLink: '#c2410c',
      colorTextLightSolid: '#ffffff',
    });
    expect(themed.token?.colorBgBase).toBe(consoleTheme.token?.colorBgBase);
    expect(withAgencyTheme(consoleTheme, { colorPrimary: '#fde68a', colorLink: '#fcd34d', useAgencyLogo: false }).token).toMatchObject({
      colorLink: '#fcd34d',
      colorTextLightSolid: '#10141c',
    });
  });

  it('chooses the text colour with the higher contrast', () => {
    expect(textOn('#000000', '#10141c')).toBe('#ffffff');
    expect(textOn('#ffffff', '#10141c')).toBe('#10141c');
  });
});
