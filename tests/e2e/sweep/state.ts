// Where the sweep keeps each role's logged-in browser state, and how a test opens pages in a chosen
// language without logging in again.
import type { BrowserContext } from '@playwright/test';
import type { SweepLanguage } from './plan';

export function stateFile(role: string): string {
  return `.tmp/a11y-sweep-${process.env.E2E_PORT_BASE ?? 3100}/${role}.json`;
}

/**
 * The language as if the user had chosen it: the browser's remembered choice and the stored
 * session's saved one (which wins at load). Set before every page load, since each load refreshes the
 * session from the server, whose saved language another test may have changed.
 */
export async function useLanguage(context: BrowserContext, language: SweepLanguage): Promise<void> {
  await context.addInitScript((lang) => {
    localStorage.setItem('tessera.language', lang);
    const raw = localStorage.getItem('tessera.session');
    if (!raw) return;
    const session = JSON.parse(raw) as { userInfo: { config?: Record<string, unknown> } };
    session.userInfo.config = { ...session.userInfo.config, language: lang };
    localStorage.setItem('tessera.session', JSON.stringify(session));
  }, language);
}
