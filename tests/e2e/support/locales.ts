import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function read(language: string, namespace: string): Tree {
  const file = `locales/${language}/${namespace}.json`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  return cache.get(file)!;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text a user sees for a key, read from the same locale files the console ships: the console's
 * `common` namespace, then the public site's `site` namespace, as the app looks them up.
 */
export function text(language: 'en' | 'zh-cn' | 'zh-tw', key: string): string {
  const found = lookup(read(language, 'common'), key) ?? lookup(read(language, 'site'), key);
  if (found === undefined) throw new Error(`no ${language} text for ${key}`);
  return found;
}

/** A string of another namespace (orders, trains...) as a reader of this language sees it. */
export function textOf(language: 'en' | 'zh-cn' | 'zh-tw', namespace: string, key: string): string {
  const found = lookup(read(language, namespace), key);
  if (found === undefined) throw new Error(`no ${language} ${namespace} text for ${key}`);
  return found;
}
