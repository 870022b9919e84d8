// react-i18next with namespaces (namespaces.ts): `site` (the public site's strings), `common` (the
// console's), `errors` (server error texts, owned by the API) and one per large area (`orders`). Each
// language's JSON is its own lazily loaded chunk. The public site needs only SITE_NAMESPACES; the
// console asks for the rest when it loads.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { FALLBACK_NAMESPACES, NAMESPACES, SITE_NAMESPACES, type Namespace } from './namespaces';

export { NAMESPACES, SITE_NAMESPACES };

/** The namespaces this page load uses: a language switch loads all of them before switching. */
const wanted = new Set<Namespace>(SITE_NAMESPACES);

type Bundle = { default: Record<string, unknown> };
const bundles = import.meta.glob<Bundle>('../../../locales/*/*.json');

export const i18n: I18n = i18next.createInstance();

async function loadBundles(language: Language): Promise<void> {
  await Promise.all(
    [...wanted].map(async (ns) => {
      if (i18n.hasResourceBundle(language, ns)) return;
      const load = bundles[`../../../locales/${language}/${ns}.json`];
      if (!load) return; // a namespace not written yet: keys show as keys, nothing breaks
      const bundle = await load();
      i18n.addResourceBundle(language, ns, bundle.default, true, true);
    }),
  );
}

export async function initI18n(language: Language = DEFAULT_LANGUAGE, namespaces: readonly Namespace[] = NAMESPACES): Promise<I18n> {
  for (const ns of namespaces) wanted.add(ns);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackNS: [...FALLBACK_NAMESPACES],
      fallbackLng: false,
      lowerCaseLng: true,
      load: 'currentOnly',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      // A namespace can arrive after the language changed (the console's texts load while a switch is
      // under way): components render again when a bundle is added, not only on a language change.
      react: { bindI18nStore: 'added' },
    });
  }
  await switchI18nLanguage(language);
  return i18n;
}

/** Counts the switches asked for: only the last one asked is applied. */
let switchesAsked = 0;

/**
 * Loads the language's bundles first so the switch never shows raw keys. Switches can overlap (the
 * user's saved language applying at login while they pick another in the header): the one asked last
 * wins, whichever bundles arrive first. Says whether this switch was applied.
 */
export async function switchI18nLanguage(language: Language): Promise<boolean> {
  const asked = ++switchesAsked;
  await loadBundles(language);
  if (asked !== switchesAsked) return false;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // Namespaces asked for while this switch loaded (the console's, at login) are loaded in it too.
  await loadWanted();
  return true;
}

/** Adds namespaces to this page load (the console's areas) and loads them in the current language. */
export async function addNamespaces(namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  await loadWanted();
}

/** Every wanted namespace in the current language, again if the language changed while they loaded. */
async function loadWanted(): Promise<void> {
  let language: Language;
  do {
    language = currentLanguage();
    await loadBundles(language);
  } while (currentLanguage() !== language);
}

export function currentLanguage(): Language {
  return (i18n.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}
