// The "show suppliers" agency setting: off, an agency sees S1, S2... instead of supplier codes,
// everywhere in a search, and can still filter by them; platform staff always see the codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complete, oneWay, search, setAgencySettings, startFlightApp } from './support/flights';
import type { TestApp } from './support/harness';

const CODES = ['DRAGONFARE', 'ORIENTNDC', 'SKYLINK'];
let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await startFlightApp();
  ops = await t.login('harbour.ops');
  await setAgencySettings(t, 'HARBOUR', (s) => {
    s.flight.showSuppliers = false;
  });
});
afterAll(async () => t.close());

describe('show suppliers off', () => {
  it('labels every supplier of the search S1..Sn and never shows a code', async () => {
    const answer = await complete(t, ops, await search(t, ops, oneWay('airport-PEK', 'airport-SHA', 30)));
    expect(answer.solutions.length).toBeGreaterThan(0);
    expect(answer.suppliers.map((s) => s.supplier).sort()).toEqual(['S1', 'S2', 'S3']);
    expect(answer.facets.suppliers.every((s) => /^S\d$/.test(s))).toBe(true);
    // A hidden supplier's name would give it away: the filter names it by its label.
    expect(Object.keys(answer.facets.supplierNames ?? {}).sort()).toEqual([...answer.facets.suppliers].sort());
    expect(Object.entries(answer.facets.supplierNames ?? {}).every(([label, name]) => label === name)).toBe(true);
    const shown = JSON.stringify({ solutions: answer.solutions, facets: answer.facets, suppliers: answer.suppliers });
    for (const code of CODES) expect(shown).not.toContain(code);
  });

  it('filters by a label exactly as by the supplier it stands for', async () => {
    const id = await search(t, ops, oneWay('airport-PEK', 'airport-CAN', 31));
    const all = await complete(t, ops, id);
    const label = all.facets.suppliers[0]!;
    const filtered = await complete(t, ops, id, { suppliers: [label] });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.solutions.every((s) => s.alternatives.every((a) => a.supplier === label))).toBe(true);
    expect((await complete(t, ops, id, { suppliers: ['DRAGONFARE'] })).total).toBe(0);
  });

  it('shows the codes again once the agency turns the setting on', async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.flight.showSuppliers = true;
    });
    try {
      const answer = await complete(t, ops, await search(t, ops, oneWay('airport-PEK', 'airport-SHA', 32)));
      expect(answer.suppliers.map((s) => s.supplier).sort()).toEqual(CODES);
      // The supplier filter shows each supplier's name.
      expect(answer.facets.supplierNames?.DRAGONFARE).toBe('DragonFare consolidator (simulator)');
    } finally {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.flight.showSuppliers = false;
      });
    }
  });
});
