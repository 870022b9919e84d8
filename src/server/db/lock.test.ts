import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

describe('data folder lock', () => {
  it('refuses while another live process holds it, and takes over a lock left by a dead one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'tessera.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${other.pid}`));
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'tessera.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'tessera.lock'))).toBe(false);
  });
});
