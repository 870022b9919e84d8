import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/** The text a user sees for a key, read from the same locale files the console ships. */
export function text(language: 'en' | 'zh-cn' | 'zh-tw', key: string): string {
  if (!cache.has(language)) cache.set(language, JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8')) as Tree);
  let node: string | Tree | undefined = cache.get(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key}`);
  return node;
}
