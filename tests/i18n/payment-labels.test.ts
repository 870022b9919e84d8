// Payment channels and payment states are named in one place (orders:payment.channels and
// orders:payment.states), in every language: a channel or state added to the domain without a
// label fails here, and a second copy of the names elsewhere fails too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_CHANNELS, PAYMENT_CHANNELS } from '@/domain/schemas/payment-channels';
import { PAYMENT_STATUSES } from '@/domain/schemas/wallet';

const ROOT = join(import.meta.dirname, '../../locales');
const LANGUAGES = ['en', 'zh-cn', 'zh-tw'] as const;

type Tree = { [key: string]: string | Tree };
const read = (lang: string, file: string) => JSON.parse(readFileSync(join(ROOT, lang, file), 'utf8')) as Tree;
const branch = (tree: Tree, path: string) =>
  path.split('.').reduce<Tree | string | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);

describe.each(LANGUAGES)('payment labels in %s', (lang) => {
  const orders = read(lang, 'orders.json');

  it('names every payment channel', () => {
    const names = branch(orders, 'payment.channels') as Tree;
    for (const channel of PAYMENT_CHANNELS) expect(names[channel], channel).toMatch(/\S/);
    expect(Object.keys(names).sort()).toEqual([...PAYMENT_CHANNELS].sort());
  });

  it('names every payment state', () => {
    const names = branch(orders, 'payment.states') as Tree;
    for (const status of PAYMENT_STATUSES) expect(names[status], status).toMatch(/\S/);
  });

  // "balance" is also a field name elsewhere; the gateway channels' codes are names of channels only.
  it('names the gateway channels nowhere else', () => {
    const found: string[] = [];
    const walk = (node: Tree, path: string) => {
      for (const [key, value] of Object.entries(node)) {
        const here = `${path}.${key}`;
        if (typeof value === 'object') walk(value, here);
        else if ((GATEWAY_CHANNELS as readonly string[]).includes(key) && !here.startsWith('orders.json.payment.channels.'))
          found.push(here);
      }
    };
    for (const file of readdirSync(join(ROOT, lang)).filter((f) => f.endsWith('.json'))) walk(read(lang, file), file);
    expect(found).toEqual([]);
  });
});
