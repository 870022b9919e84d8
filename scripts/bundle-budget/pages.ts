// The pages the budget watches, as manifest keys: the HTML entry, the page component the route loads,
// and the translation files the first render waits for (src/web/i18n/i18n.ts SITE_NAMESPACES). The
// e2e test tests/e2e/light-entry.spec.ts checks that the browser loads nothing outside this set.
import { LANGUAGES } from '../../src/web/i18n/languages';
import { SITE_NAMESPACES } from '../../src/web/i18n/namespaces';

export const ENTRY = 'index.html';
export const LOGIN_PAGE = 'src/web/pages/home/HomePage.tsx';
/** The logged-in console's root: nothing it needs alone may load on the public site. */
export const CONSOLE_ROOT = 'src/web/console/ConsoleRoot.tsx';

export function siteLocaleKeys(language: string): string[] {
  return SITE_NAMESPACES.map((ns) => `locales/${language}/${ns}.json`);
}

export { LANGUAGES };
