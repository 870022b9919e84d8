// What `npm run build` turns into the console, the server bundle and the database image, as one
// content digest. `npm start` builds only when the digest differs from the one written after the last
// complete build (or a built part is missing), so a restart with nothing changed serves at once.
// Tests, docs and benches are not inputs: editing them changes nothing that is built.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const INPUT_FOLDERS = ['src', 'locales', 'resources', 'access', 'public', 'assets', 'scripts'];
export const INPUT_FILES = ['index.html', 'package.json', 'package-lock.json', 'vite.config.ts', 'aliases.ts', 'tsconfig.json'];
const NOT_BUILT = /\.(test|spec|stories)\.tsx?$/;

function filesUnder(root: string, folder: string): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** A digest of every input's path and content, in a fixed order. */
export function sourceDigest(root: string): string {
  const files = [
    ...INPUT_FOLDERS.flatMap((folder) => filesUnder(root, folder)),
    ...INPUT_FILES.filter((file) => existsSync(join(root, file))),
  ].sort();
  const digest = createHash('sha256');
  for (const file of files)
    digest
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return digest.digest('hex');
}

export const STAMP_FILE = join('.cache', 'build-stamp');
export const BUILT_PARTS = [join('dist', 'index.html'), join('dist-server', 'main.mjs')];

/** Why a build is needed, or null when the last complete build is of these very sources. */
export function staleReason(root: string, digest: string, imageReady: boolean): string | null {
  const missing = BUILT_PARTS.find((part) => !existsSync(join(root, part)));
  if (missing) return `${missing} is missing`;
  if (!imageReady) return 'the database image is missing';
  const stamp = join(root, STAMP_FILE);
  if (!existsSync(stamp)) return 'no build of these sources is recorded';
  return readFileSync(stamp, 'utf8').trim() === digest ? null : 'sources changed since the last build';
}
