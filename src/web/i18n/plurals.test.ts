// Counted texts of the booking and group screens agree with their number in every language
// ("1 result", "2 results"): each has its _one and _other forms, chosen by i18next's count.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };
const read = (language: string, ns: string) => JSON.parse(readFileSync(`locales/${language}/${ns}.json`, 'utf8')) as Tree;

function counted(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') return counted(value, path);
    return value.includes('{{count}}') && !/_(zero|one|two|few|many|other)$/.test(key) ? [path] : [];
  });
}

async function translator(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    lowerCaseLng: true,
    fallbackLng: false,
    ns: ['common', 'groups'],
    defaultNS: 'common',
    resources: { [language]: { common: read(language, 'common'), groups: read(language, 'groups') } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

describe('counted texts', () => {
  it('have singular and plural forms instead of one form for every count', () => {
    const flight = read('en', 'common').flight as Tree;
    expect([...counted(flight, 'flight'), ...counted(read('en', 'groups'))]).toEqual([]);
  });

  it('say "1 result" and "2 results" in English', async () => {
    const t = await translator('en');
    expect(t('flight.results.complete', { count: 1 })).toBe('1 result');
    expect(t('flight.results.complete', { count: 2 })).toBe('2 results');
    expect(t('flight.baggage.included', { count: 1 })).toBe('1 bag included');
    expect(t('groups:eventDetail.tickets', { count: 1 })).toBe('1 ticket');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('keep the count in %s', async (language) => {
    const t = await translator(language);
    const word = language === 'zh-cn' ? '个结果' : '個結果';
    for (const count of [1, 2]) expect(t('flight.results.complete', { count })).toBe(`共 ${count} ${word}`);
  });
});
