// The server's part of `npm run build` (the bundle and the database image), run before a bench that
// starts the server as `npm start` does; prints each step's own lines and time.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Whether `root` builds a server bundle at all (an older checkout runs src/server/main.ts through tsx). */
export function hasServerBundle(root: string): boolean {
  return existsSync(join(root, 'scripts/bundle-server.ts'));
}

export function buildServer(root: string): void {
  for (const step of [join(root, 'scripts/bundle-server.ts'), join(root, 'src/server/db/image-cli.ts')]) {
    if (!existsSync(step)) continue;
    const began = performance.now();
    const said = execFileSync(process.execPath, ['--import', 'tsx', step], { cwd: root, encoding: 'utf8' }).trim();
    console.log(`build: ${said.split('\n').join(' | ')} (${((performance.now() - began) / 1000).toFixed(1)} s)`);
  }
}
