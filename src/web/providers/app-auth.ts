// The app's auth provider over its services: shared by Refine (console) and the public site's login
// form, which runs without Refine so the first page stays light.
import type { i18n as I18n } from 'i18next';
import type { ConsoleServices } from '../services';
import { landingOf, returnPathOfLocation } from '../routing/landing';
import { createAuthProvider } from './auth-provider';

export function createAppAuthProvider({ http, session, loadChecker }: ConsoleServices, i18n: I18n) {
  return createAuthProvider({
    http,
    session,
    translate: (key) => i18n.t(key),
    landingPath: () => landingOf(loadChecker, session, returnPathOfLocation()),
  });
}
