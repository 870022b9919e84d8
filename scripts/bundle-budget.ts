// `npm test` runs this right after `npm run build`: the gzip weight of JS and CSS the login page
// (`/`, not logged in) downloads, from the built dist and vite's manifest. It fails above the budget.
// BUNDLE_BUDGET_KB overrides the budget (to show the check fails), DIST_DIR the folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRY, LANGUAGES, LOGIN_PAGE, siteLocaleKeys } from './bundle-budget/pages';
import { filesOf, weigh, type Manifest } from './bundle-budget/weigh';

const DIST = process.env.DIST_DIR ?? 'dist';
// The goal was 200 kB; the public site in plain elements with only its own texts weighs about 170 kB
// (docs/web-performance.md). The budget holds the line just above that, so a regression (antd or
// the console's texts creeping back into the first page) fails `npm test`.
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 172);

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const read = (file: string) => readFileSync(join(DIST, file));

// The heaviest language counts: each visitor downloads one language's texts.
const perLanguage = LANGUAGES.map((language) => ({
  language,
  weight: weigh(filesOf(manifest, [ENTRY, LOGIN_PAGE, ...siteLocaleKeys(language)]), read),
})).sort((a, b) => b.weight.gzip - a.weight.gzip);
const { language, weight } = perLanguage[0]!;

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
for (const f of [...weight.files].sort((a, b) => b.gzip - a.gzip)) console.log(`${kB(f.gzip).padStart(8)} kB  ${f.file}`);
const verdict = weight.gzip <= BUDGET_KB * 1024 ? 'within' : 'OVER';
console.log(
  `login page (${language}): ${weight.files.length} files, ${kB(weight.gzip)} kB gzip JS+CSS: ${verdict} the budget of ${BUDGET_KB} kB`,
);
if (verdict === 'OVER') process.exit(1);
