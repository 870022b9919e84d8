// Every route of the console and the public site, for each role that may open it, in each language:
// no axe violation of WCAG 2.1 A/AA, and no sideways page scrolling at 320 px. One test per role and
// language, run side by side; each logs in by the state its role's setup kept and reuses one page.
import type { Page } from '@playwright/test';
import { matchRoute } from '../../resources/routes';
import { expect, test } from './support/fixtures';
import { checkStop, NARROW, pageReady, WIDE, type StopResult } from './sweep/check';
import { FLOWS } from './sweep/flows';
import { navigator } from './sweep/navigate';
import { LANGUAGES, partsOf, stopsOf, unswept, type Role } from './sweep/plan';
import { stateFile, useLanguage } from './sweep/state';

test.describe.configure({ mode: 'parallel' });

test('every declared route is opened by some role of the sweep', () => {
  expect(unswept()).toEqual([]);
});

/** Addresses on the page that lead to routes with an id (the first one of each route). */
async function linkedAddresses(page: Page): Promise<Map<string, string>> {
  const hrefs = await page
    .locator('#main-content a[href^="/"], main a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const found = new Map<string, string>();
  for (const href of hrefs) {
    const route = matchRoute(new URL(href, 'http://x').pathname);
    if (route?.path.includes(':') && !found.has(route.name)) found.set(route.name, href);
  }
  return found;
}

function report(role: Role, language: string, results: StopResult[]): string {
  return results
    .map(
      (r) =>
        `${role} ${language} ${r.stop}: axe ${r.violations.length}, width ${r.width}${(r.sticking ?? []).map((x) => `\n    wide: ${x}`).join('')}${r.violations.map((v) => `\n    ${v}`).join('')}`,
    )
    .join('\n');
}

for (const role of ['visitor', 'agency', 'staff'] as const) {
  test.describe(`${role}`, () => {
    if (role !== 'visitor') test.use({ storageState: stateFile(role) });

    for (const language of LANGUAGES)
      for (const part of partsOf(role)) {
        test(`${role}, ${part}, in ${language}: axe finds nothing and no page scrolls sideways at 320 px`, async ({ page }) => {
          test.setTimeout(360_000);
          await useLanguage(page.context(), language);
          await page.setViewportSize(WIDE);
          const results: StopResult[] = [];
          const links = new Map<string, string>();
          const open = navigator(page);
          const visit = async (stop: string) => {
            const started = Date.now();
            await pageReady(page, language);
            // A11Y_SWEEP_SHOTS=<folder> keeps a picture of every page at 320 px there.
            const shots = process.env.A11Y_SWEEP_SHOTS;
            const shot = shots ? `${shots}/${role}-${language}-${stop.replace(/[^a-z0-9-]+/g, '_')}-320.png` : undefined;
            const result = await checkStop(page, stop, { reflow: true, shot });
            results.push(result);
            for (const [name, href] of await linkedAddresses(page)) if (!links.has(name)) links.set(name, href);
            console.log(`${role} ${language} ${stop}: axe ${result.violations.length}, width ${result.width} (${Date.now() - started} ms)`);
          };

          // A page that never gets ready is a finding like the others: the sweep notes it and goes on.
          for (const { route, via } of stopsOf(role, part)) {
            try {
              if (via === 'flow') {
                await FLOWS[route.name]!(page, (stop) => visit(stop), open);
              } else if (via === 'path') {
                await open(route.path);
              } else {
                const href = links.get(route.name);
                if (!href) throw new Error(`no link to ${route.name} on ${via.linkOn}`);
                await open(href);
              }
              await visit(route.name);
            } catch (error) {
              results.push({ stop: route.name, violations: [`not swept: ${String(error).split('\n').slice(0, 3).join(' ')}`], width: 0 });
            }
          }

          console.log(report(role, `${part} ${language}`, results));
          expect(
            results.filter((r) => r.violations.length).map((r) => `${r.stop}: ${r.violations.join('; ')}`),
            'axe violations',
          ).toEqual([]);
          expect(
            results.filter((r) => r.width > NARROW.width + 1).map((r) => `${r.stop}: ${r.width} px`),
            'pages wider than 320 px',
          ).toEqual([]);
        });
      }
  });
}
