import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceDigest, staleReason, STAMP_FILE } from './build-stamp';

function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'tessera-stamp-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('src/web/page.tsx', 'export const page = 1;');
  write('src/web/page.test.tsx', 'test');
  write('locales/en/common.json', '{}');
  write('package-lock.json', '{}');
  write('docs/notes.md', 'notes');
  return { root, write };
}

describe('the build digest', () => {
  it('changes with a source, a locale or the lock file, and not with tests or docs', () => {
    const { root, write } = checkout();
    const first = sourceDigest(root);
    write('src/web/page.test.tsx', 'another test');
    write('docs/notes.md', 'more notes');
    expect(sourceDigest(root)).toBe(first);
    write('locales/en/common.json', '{"a":"b"}');
    const second = sourceDigest(root);
    expect(second).not.toBe(first);
    write('src/web/page.tsx', 'export const page = 2;');
    expect(sourceDigest(root)).not.toBe(second);
  });

  it('asks for a build until a complete build of these sources is recorded', () => {
    const { root, write } = checkout();
    const digest = sourceDigest(root);
    expect(staleReason(root, digest, true)).toMatch(/dist.index\.html is missing/);
    write('dist/index.html', '<html>');
    write('dist-server/main.mjs', '');
    expect(staleReason(root, digest, false)).toMatch(/image/);
    expect(staleReason(root, digest, true)).toMatch(/no build/);
    write(STAMP_FILE, `${digest}\n`);
    expect(staleReason(root, digest, true)).toBeNull();
    write('src/web/page.tsx', 'changed');
    expect(staleReason(root, sourceDigest(root), true)).toMatch(/changed/);
  });
});
