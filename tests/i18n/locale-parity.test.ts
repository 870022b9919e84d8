// Every string a user sees exists in all three languages: each namespace file of en, zh-cn and
// zh-tw carries the same keys, none empty, with the same {{placeholders}}.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../locales');
const LANGUAGES = ['en', 'zh-cn', 'zh-tw'] as const;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const namespaces = readdirSync(join(ROOT, 'en')).filter((f) => f.endsWith('.json'));

describe.each(namespaces)('locales/*/%s', (file) => {
  const trees = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(JSON.parse(readFileSync(join(ROOT, lng, file), 'utf8')) as Tree)]));
  const english = trees.en!;

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lng) => {
    const other = trees[lng]!;
    expect(
      [...other.keys()].filter((k) => !english.has(k)),
      'extra keys',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((k) => !other.has(k)),
      'missing keys',
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty strings and keeps the placeholders', (lng) => {
    const tree = trees[lng]!;
    expect([...tree].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    const mismatched = [...english]
      .filter(([k, v]) => tree.has(k) && placeholders(tree.get(k)!).join() !== placeholders(v).join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });
});
