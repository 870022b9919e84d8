import { describe, expect, it } from 'vitest';
import { proofProblem, tooMany } from './proof-files';

describe('proof files', () => {
  it('accepts jpg, png and pdf of at most 2 MB', () => {
    expect(proofProblem({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(proofProblem({ name: 'scan.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 })).toBeNull();
    expect(proofProblem({ name: 'x.png', type: '', size: 1 })).toBeNull();
  });

  it('refuses other types, files over 2 MB and a sixth file', () => {
    expect(proofProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(proofProblem({ name: 'a.pdf', type: 'text/html', size: 10 })).toBe('type');
    expect(proofProblem({ name: 'big.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
    expect(tooMany(5)).toBe(false);
    expect(tooMany(6)).toBe(true);
  });
});
