import { describe, expect, it } from 'vitest';
import { indexAskOf, rarerParts } from './passenger-search';

describe('the parts of a passenger search the name index is asked for', () => {
  // Shares of the orders' names holding each trigram; one unseen is rarer than any.
  const shares = new Map([
    ['pax', 0.5],
    ['ax1', 0.2],
    ['x12', 0.02],
    ['ang', 0.4],
    ['ing', 0.3],
    ['zha', 0.045],
    ['han', 0.04],
    ['wan', 0.07],
    ['wei', 0.02],
    ['min', 0.03],
  ]);

  it('leaves out the common trigrams, keeping every run of uncommon ones', () => {
    expect(rarerParts('PAX1234', shares)).toEqual(['x1234']);
    expect(rarerParts('ZHANG/WEIMING', shares)).toEqual(['zhan', 'weimin']);
  });

  it('asks the whole text when nothing common is in it, or nothing rare is left', () => {
    expect(rarerParts('WEIMIN', shares)).toBeNull();
    // A common surname: its pieces are not rare either, it matches many names.
    expect(rarerParts('ZHANG', shares)).toBeNull();
    expect(rarerParts('WANG', shares)).toBeNull();
    expect(rarerParts('PAX1', shares)).toBeNull();
    expect(rarerParts('PAX1234', new Map())).toBeNull();
  });

  it('leaves text pg_trgm keeps as hashes (non-Latin) as typed', () => {
    expect(rarerParts('王PAX1234', shares)).toBeNull();
    expect(indexAskOf('王PAX1234', shares)).toBeNull();
  });

  it('keeps a common name, every trigram of it in 1 % of the names or more, out of the index', () => {
    expect(indexAskOf('ZHANG', shares)).toBe('walk');
    expect(indexAskOf('wang', shares)).toBe('walk');
    // One trigram the sample never saw (rare) is enough to ask the index.
    expect(indexAskOf('ZHANGX', shares)).toEqual(['zhan', 'ngx']);
    expect(indexAskOf('PAX1234', shares)).toEqual(['x1234']);
    expect(indexAskOf('WEIMIN', shares)).toBeNull();
    expect(indexAskOf('ZHANG', new Map())).toBeNull();
  });
});
