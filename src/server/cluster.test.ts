import { describe, expect, it } from 'vitest';
import { workerCount, workerExecArgv } from './cluster';

describe('cluster mode', () => {
  it('runs one process on the embedded database, WORKERS or every core on PostgreSQL', () => {
    expect(workerCount({ WORKERS: '4' }, undefined)).toBe(1);
    expect(workerCount({ WORKERS: '3' }, 'postgres://db/x')).toBe(3);
    expect(workerCount({ WORKERS: 'many' }, 'postgres://db/x')).toBe(1);
    expect(workerCount({}, 'postgres://db/x')).toBeGreaterThanOrEqual(1);
  });

  it("starts workers with the primary's Node options less the embedded database's heap settings", () => {
    expect(workerExecArgv(['--max-semi-space-size=4', '--heap-growing-percent=50', '--enable-source-maps'])).toEqual([
      '--enable-source-maps',
    ]);
    expect(workerExecArgv(['--import', 'tsx'])).toEqual(['--import', 'tsx']);
  });
});
