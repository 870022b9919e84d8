import { describe, expect, it } from 'vitest';
import { rarerPart } from './passenger-search';

describe('the part of a passenger search the name index is asked for', () => {
  const common = new Set(['pax', 'ax1', 'ang', 'han', 'zha']);

  it('leaves out the common trigrams, keeping the longest run of uncommon ones', () => {
    expect(rarerPart('PAX1234', common)).toBe('x1234');
    expect(rarerPart('ZHANG/WEIMING', common)).toBe('weiming');
  });

  it('asks the whole text when nothing common is in it, or nothing rare is left', () => {
    expect(rarerPart('WEIMING', common)).toBeNull();
    expect(rarerPart('ZHANG', common)).toBeNull();
    expect(rarerPart('PAX1', common)).toBeNull();
    expect(rarerPart('PAX1234', new Set())).toBeNull();
  });

  it('leaves text pg_trgm keeps as hashes (non-Latin) as typed', () => {
    expect(rarerPart('王PAX1234', common)).toBeNull();
  });
});
