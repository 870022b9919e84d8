import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FLIGHT_ORDER_STATUSES,
  INITIAL_STATUS,
  MENU_SECTIONS,
  TRANSITION_TABLE,
  TRANSITIONS,
  canTransition,
  isFinal,
} from './flight-order-status';

describe('flight order transition table', () => {
  it('names every order status (as a source, a target or a start)', () => {
    const seen = new Set<string>([...TRANSITION_TABLE.flatMap((t) => [t.from, t.to]), ...Object.values(INITIAL_STATUS).flat()]);
    expect(FLIGHT_ORDER_STATUSES.filter((s) => !seen.has(s))).toEqual([]);
  });
  it('has one row per pair, each with at least one actor', () => {
    const pairs = TRANSITION_TABLE.map((t) => `${t.from}>${t.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const row of TRANSITION_TABLE) expect(row.by.length).toBeGreaterThan(0);
  });
  it('reaches every status from a start', () => {
    const reached = new Set<string>(Object.values(INITIAL_STATUS).flat());
    for (let grew = true; grew;) {
      grew = false;
      for (const t of TRANSITION_TABLE)
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
    }
    expect(FLIGHT_ORDER_STATUSES.filter((s) => !reached.has(s))).toEqual([]);
  });
  it('checks the actor', () => {
    expect(canTransition('to_be_paid', 'proceeding', 'agency')).toBe(true);
    expect(canTransition('to_be_paid', 'proceeding', 'staff')).toBe(false);
    expect(canTransition('to_be_paid', 'closed', 'timer')).toBe(true);
    expect(canTransition('issued', 'to_be_paid')).toBe(false);
    expect(isFinal('closed')).toBe(true);
    expect(TRANSITIONS.proceeding).toContain('issued');
  });
  it('menu sections only name known statuses', () => {
    for (const list of Object.values(MENU_SECTIONS)) for (const s of list) expect(FLIGHT_ORDER_STATUSES).toContain(s);
  });
  it('docs/order-lifecycle.md draws every transition', () => {
    const doc = readFileSync('docs/order-lifecycle.md', 'utf8');
    for (const t of TRANSITION_TABLE) expect(doc).toContain(`${t.from} --> ${t.to}: ${t.action} (${t.by.join('/')})`);
  });
});
