// The server SIGKILLed at random moments during concurrent money traffic (wallet payments and top-ups
// from 8 clients, each with an Idempotency-Key). After each kill: the database opens, every payment and
// top-up the server acknowledged (200, code 0) is there, no top-up was applied twice (the requests cut
// off by a kill are retried with their keys by the next round's clients), and the ledger's invariants
// hold (the same check as `npm run ledger:check`, which runs as a command after the last round).
// A kill of the process leaves the operating system's cache intact: that the cache reaches the disk
// before an answer is durability-trace.test.ts's proof; this one proves that no answer is given for a
// write that is not committed, and that a database killed at any moment opens and is consistent.
// Each restart proves the database opens (the server migrates and serves on it). The full look at the
// data (acknowledged operations, top-ups applied twice, the ledger) is taken every CHECK_EVERY kills and
// after the last: an acknowledged operation that went missing stays missing (it is never sent again; only
// unanswered ones are retried), so a loss in any round is found. On PGlite that look is a second start
// of the database and costs as much as a kill.
// DURABILITY_KILLS sets the number of kills (default 2 in `npm test`, which takes 1-3 minutes per database on
// a quiet 2-core machine; the full proof is DURABILITY_KILLS=50); DURABILITY_SEED replays a run's moments.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@/server/wallet/check';
import {
  acknowledged,
  appliedTwice,
  loginAll,
  lostAcknowledged,
  moneyOps,
  runClients,
  seedPayables,
  sendOp,
  type MoneyOp,
} from './support/money-traffic';
import { createTestData, freePort, startServerProcess, type ServerProcess, type TestData } from './support/server-process';

const KILLS = Number(process.env.DURABILITY_KILLS ?? 2);
const CHECK_EVERY = 10;
const SEED = Number(process.env.DURABILITY_SEED ?? Date.now() % 1_000_000);
const CLIENTS = 8;
const OPS_PER_ROUND = 45;
/** Each kill lands after a random number of this round's answers (so traffic is flowing, whatever the machine's speed), plus a random fraction of a second. */
const KILL_AFTER_ANSWERS = 30;
const KILL_JITTER_MS = 250;

/** A small seeded generator (mulberry32), so a failing run's moments can be replayed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let data: TestData | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  await data?.drop();
}, 60_000);

describe('SIGKILL during money traffic', () => {
  it(`keeps every acknowledged payment and top-up through ${KILLS} kills`, { timeout: 300_000 + KILLS * 150_000 }, async () => {
    const random = randomFrom(SEED);
    console.log(`durability kills: ${KILLS}, seed ${SEED} (DURABILITY_SEED replays it)`);
    data = await createTestData('tessera-kills');
    const setup = await data.open(2);
    await setup.migrate();
    const ops = moneyOps(await seedPayables(setup.db, Math.ceil((KILLS * OPS_PER_ROUND * 2) / 3), 'KILL'), 'KILL');
    await setup.close();
    const port = await freePort();
    let cursor = 0;
    let cutOff: MoneyOp[] = [];
    const stats = { acknowledged: 0, cutOff: 0, retried: 0 };

    for (let round = 1; round <= KILLS; round++) {
      const began = performance.now();
      server = await startServerProcess(data, { port });
      const base = server.base;
      const tokens = await loginAll(base);
      // The previous round's requests that got no answer are retried first, with their keys.
      const retries = cutOff;
      stats.retried += retries.length;
      const fresh = ops.slice(cursor, (cursor += OPS_PER_ROUND));
      const roundOps = [...retries, ...fresh];
      let killed = false;
      const killAfterAnswers = 1 + Math.floor(random() * KILL_AFTER_ANSWERS);
      const jitter = random() * KILL_JITTER_MS;
      const unanswered: MoneyOp[] = [];
      let answers = 0;
      let reached: () => void = () => {};
      const answersReached = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const traffic = runClients(
        roundOps,
        CLIENTS,
        async (op) => {
          if (!(await sendOp(base, tokens, op, 30_000))) unanswered.push(op);
          else if (++answers >= killAfterAnswers) reached();
        },
        () => killed,
      );
      await Promise.race([answersReached, traffic]);
      await new Promise((resolve) => setTimeout(resolve, jitter));
      killed = true;
      await server.kill();
      server = undefined;
      await traffic;
      cutOff = unanswered;
      stats.cutOff += cutOff.length;
      const answeredThisRound = roundOps.filter((op) => op.answers.length > 0).length;
      console.log(
        `kill ${round}/${KILLS} after ${killAfterAnswers} answers + ${jitter.toFixed(0)} ms: ${answeredThisRound} answered, ${unanswered.length} cut off (${((performance.now() - began) / 1000).toFixed(1)} s with the start)`,
      );
      if (round % CHECK_EVERY !== 0 && round !== KILLS) continue;

      const database = await data.open(2);
      try {
        expect(await lostAcknowledged(database.db, ops), `round ${round}: acknowledged operations missing`).toEqual([]);
        expect(await appliedTwice(database.db, ops), `round ${round}: top-ups applied twice`).toEqual([]);
        const report = await checkLedger(database.db);
        expect(report.violations, `round ${round}: ledger invariants`).toEqual([]);
      } finally {
        await database.close();
      }
    }
    stats.acknowledged = ops.filter(acknowledged).length;
    console.log(
      `durability kills on ${data.kind}: ${KILLS} kills, ${stats.acknowledged} operations acknowledged and all present, ${stats.cutOff} cut off by a kill, ${stats.retried} retried with their keys, 0 applied twice, ledger clean after every kill`,
    );
    expect(stats.acknowledged, 'traffic was acknowledged between kills').toBeGreaterThan(0);

    // The command an operator runs, on the data the last kill left.
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/wallet/check-cli.ts'], {
      env: { ...process.env, ...data.env },
      encoding: 'utf8',
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });
});
