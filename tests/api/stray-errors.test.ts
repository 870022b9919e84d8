// The process never dies on a request: an error thrown in a request's timer, a rejection nobody
// awaits, a worker thread that fails without listeners and an error in a job's timer are each
// logged ("contained") by the process guard, and the same server process answers afterwards.
// A real process (tests/api/support/stray-errors-server.ts), because what is tested is the process.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ChildProcess;
let port = 0;
let log = '';

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/api/support/stray-errors-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitFor(() => /PORT (\d+)/.test(log), 120_000);
  port = Number(/PORT (\d+)/.exec(log)![1]);
}, 150_000);
afterAll(() => {
  server?.kill('SIGKILL');
});

async function waitFor(done: () => boolean, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!done()) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}): ${log}`);
    if (Date.now() > deadline) throw new Error(`not reached in time: ${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const contained = () => log.split('\n').filter((line) => line.includes('contained; still serving'));

describe('stray errors', () => {
  for (const [kind, text] of [
    ['request-throw', 'stray error in a request'],
    ['request-rejection', 'stray rejection in a request'],
    ['worker-thread', 'stray error in a worker thread'],
    ['job', 'stray error in a job'],
  ] as const) {
    it(`logs ${kind.replace('-', ' ')} and keeps serving`, async () => {
      const before = contained().length;
      expect((await fetch(`http://127.0.0.1:${port}/test/stray/${kind}`)).status).toBe(200);
      await waitFor(() => contained().length > before);
      expect(contained().at(-1)).toContain(text);
      const site = await fetch(`http://127.0.0.1:${port}/api/base/v2/config/getSiteConfig`);
      expect(site.status).toBe(200);
      expect(server.exitCode).toBeNull();
    });
  }
});
