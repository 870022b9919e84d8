// A new embedded database starts from an image made by `npm run build`: a PGlite data folder, already
// created (PostgreSQL's initdb, which takes most of a first start in WebAssembly), migrated, with the
// job queue's tables and the reference data. The image is a plain folder that a start copies with the
// file system's own copy (well under a second for its ~45 MB; PGlite's own tarball loading writes
// through its WebAssembly file layer and took as long as initdb). The image's name holds a digest of what it
// was made from (the PGlite and pg-boss versions, the migrations, the reference data), so a build
// after any of them changed makes a new one and a stale image is never used. Without an image the
// server creates its database itself, as before; either way it then migrates and checks the
// reference data, which finds nothing to do on an image made from the same files.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const IMAGE_DIR = join(ROOT, '.cache', 'database-image');
const SOURCES = {
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  referenceData: fileURLToPath(new URL('../airports/reference/reference-data.json', import.meta.url)),
};

function versionOf(pkg: string): string {
  return (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The image folder for the current sources. */
export function imagePath(): string {
  const digest = createHash('sha256');
  digest.update(`pglite ${versionOf('@electric-sql/pglite')} pg-boss ${versionOf('pg-boss')}\n`);
  for (const file of [...filesUnder(SOURCES.migrations), SOURCES.referenceData]) {
    digest.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return join(IMAGE_DIR, `pglite-${digest.digest('hex').slice(0, 16)}`);
}

/**
 * Copies the image into `dataDir` when the folder holds no database yet and an image for these
 * sources exists; answers whether it did. The caller holds the folder's lock.
 */
export function startFromImage(dataDir: string): boolean {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  const image = imagePath();
  if (!existsSync(join(image, 'PG_VERSION'))) return false;
  cpSync(image, dataDir, { recursive: true, force: false, errorOnExist: false });
  return true;
}
