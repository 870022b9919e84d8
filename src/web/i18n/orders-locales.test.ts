// The orders namespace labels everything the lifecycle API can send (key parity across languages is
// checked for every namespace by tests/i18n/locale-parity.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLIGHT_ORDER_STATUSES } from '@/domain/flights/flight-order-status';
import {
  CHANGE_REASONS,
  CHANGE_SUB_OPTIONS,
  DISRUPTION_STATES,
  DISRUPTION_TYPES,
  ORDER_ACTIONS,
  ORDER_MENU_SECTIONS,
  REFUND_REASONS,
  REFUND_SUB_OPTIONS,
} from '@/domain/flights/flight-orders';

type Tree = { [key: string]: string | Tree };

function has(tree: Tree, key: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '';
}

describe('orders locale files', () => {
  const wanted = [
    ...FLIGHT_ORDER_STATUSES.map((s) => `status.${s}`),
    ...ORDER_ACTIONS.filter((a) => a !== 'download').flatMap((a) => [`actions.${a}`, `done.${a}`]),
    ...ORDER_MENU_SECTIONS.map((s) => `menu.sections.${s}`),
    ...REFUND_REASONS.map((r) => `reasons.refund.${r}`),
    ...CHANGE_REASONS.map((r) => `reasons.change.${r}`),
    ...[...Object.values(REFUND_SUB_OPTIONS), ...Object.values(CHANGE_SUB_OPTIONS)].flat().map((s) => `subOptions.${s}`),
    ...DISRUPTION_TYPES.map((d) => `disruptions.types.${d}`),
    ...DISRUPTION_STATES.map((d) => `disruptions.states.${d}`),
  ];

  for (const language of ['en', 'zh-cn', 'zh-tw']) {
    it(`${language} labels every status, action, section, reason, sub-option and disruption`, () => {
      const tree = JSON.parse(readFileSync(`locales/${language}/orders.json`, 'utf8')) as Tree;
      expect(wanted.filter((key) => !has(tree, key))).toEqual([]);
    });
  }
});
