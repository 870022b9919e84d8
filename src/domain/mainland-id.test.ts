import { describe, expect, it } from 'vitest';
import { mainlandIdCheckCharacter, mainlandIdProblem } from './mainland-id';

describe('mainland ID numbers', () => {
  it("computes the ISO 7064 MOD 11-2 check character (the standard's worked example and an X)", () => {
    // GB 11643-1999's example: 11010519491231002X.
    expect(mainlandIdCheckCharacter('11010519491231002')).toBe('X');
    expect(mainlandIdCheckCharacter('44052418800101001')).toBe('4');
    expect(mainlandIdCheckCharacter('11010120000101001')).toBe('0');
  });

  it('accepts valid numbers, a lower-case x too', () => {
    expect(mainlandIdProblem('11010519491231002X')).toBeNull();
    expect(mainlandIdProblem('11010519491231002x')).toBeNull();
    expect(mainlandIdProblem('440524188001010014')).toBeNull();
    expect(mainlandIdProblem('110101200001010010')).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(mainlandIdProblem('110105194912310021')).toBe('idcardCheckDigit');
    expect(mainlandIdProblem('110101200001010013')).toBe('idcardCheckDigit');
  });

  it('refuses a birth date that does not exist or is in the future', () => {
    expect(mainlandIdProblem('110101200002300010', new Date('2026-11-26'))).toBe('idcardBirthDate');
    expect(mainlandIdProblem('110101199913010010')).toBe('idcardBirthDate');
    expect(mainlandIdProblem('110101203001010010', new Date('2026-11-26'))).toBe('idcardBirthDate');
    expect(mainlandIdProblem('110101180001010010')).toBe('idcardBirthDate');
  });

  it('refuses the wrong length or characters', () => {
    expect(mainlandIdProblem('11010519491231002')).toBe('idcardNumber');
    expect(mainlandIdProblem('1101051949123100211')).toBe('idcardNumber');
    expect(mainlandIdProblem('11010519491231X021')).toBe('idcardNumber');
    expect(mainlandIdProblem('010105194912310021')).toBe('idcardNumber');
    expect(mainlandIdProblem('')).toBe('idcardNumber');
  });
});
