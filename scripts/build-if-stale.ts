// `npm start`'s first step: build only when the sources changed since the last complete build (or a
// built part is missing); then the server starts. The digest is written after the build succeeded, so
// an interrupted build is redone on the next start.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imagePath } from '../src/server/db/image';
import { sourceDigest, staleReason, STAMP_FILE } from './build-stamp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const digest = sourceDigest(root);
const reason = staleReason(root, digest, existsSync(imagePath()));
if (reason === null) {
  console.log('build is current for these sources; starting without rebuilding');
} else {
  console.log(`building: ${reason}`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  mkdirSync(dirname(join(root, STAMP_FILE)), { recursive: true });
  writeFileSync(join(root, STAMP_FILE), `${digest}\n`);
}
