// The console's texts are asked for at login, sometimes while a language switch is still loading:
// whichever finishes last, the language in use ends with every namespace the page wants.
import { describe, expect, it } from 'vitest';
import { addNamespaces, i18n, initI18n, NAMESPACES, SITE_NAMESPACES, switchI18nLanguage } from './i18n';

describe('namespaces added during a language switch', () => {
  it('are loaded in the language the switch ends on', async () => {
    await initI18n('zh-cn', SITE_NAMESPACES);
    const consoleOnly = NAMESPACES.filter((ns) => !SITE_NAMESPACES.includes(ns));
    expect(consoleOnly.length).toBeGreaterThan(0);
    // The switch starts first; the console's namespaces are added before it has finished.
    const switching = switchI18nLanguage('en');
    const adding = addNamespaces();
    await Promise.all([switching, adding]);
    expect(i18n.language).toBe('en');
    for (const ns of consoleOnly) expect(i18n.hasResourceBundle('en', ns), `${ns} in English`).toBe(true);
    expect(i18n.t('common.save')).toBe('Save');
  });
});
