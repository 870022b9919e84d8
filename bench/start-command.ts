// How `npm start` runs the built server, read from the checkout's package.json, so the benches start it
// with the same node flags (memory settings among them) instead of a copy that drifts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const BUNDLE = 'dist-server/main.mjs';

/** node's arguments after `node` in the start script, ending with the bundle; `[BUNDLE]` when it has none. */
export function startArguments(root: string): string[] {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts;
  const run = scripts?.start
    ?.split('&&')
    .map((part) => part.trim().split(/\s+/))
    .find((words) => words[0] === 'node' && words.includes(BUNDLE));
  return run ? run.slice(1) : [BUNDLE];
}
