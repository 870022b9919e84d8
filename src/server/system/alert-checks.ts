// What opens and closes the queue and supplier incidents. The queues are looked at by a periodic job
// (any server); suppliers by each server as its calls answer: a failing call past the limit opens the
// incident, the next answered call closes it. A supplier nobody calls is not looked at.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { readQueueRows } from '../metrics/queue-depth';
import type { AdapterHealthBook } from './adapter-health';
import { queueLimitOf, type AlertConfig } from './alert-config';
import type { Alerter } from './alerts';

/** Opens an incident for each queue whose oldest due job is past its limit; closes the others'. Answers how many are open. */
export async function checkQueues(db: Db, alerter: Alerter, config: AlertConfig): Promise<number> {
  const late = (await readQueueRows(db)).filter((q) => q.oldest !== null && q.oldest > queueLimitOf(config, q.name));
  for (const q of late) {
    await alerter.open(
      'queue',
      q.name,
      `The oldest due job of queue ${q.name} has waited ${Math.round(q.oldest!)} s (limit ${queueLimitOf(config, q.name)} s); ${q.waiting} job(s) wait, ${q.active} run, ${q.dead} dead letter(s).\n` +
        'No server works the queue, or its worker keeps failing: see the system page and the log.',
    );
  }
  await alerter.resolveAllBut(
    'queue',
    late.map((q) => q.name),
  );
  return late.length;
}

/** Watches this server's adapter calls for suppliers (and payment providers) failing longer than the limit. */
export function watchSuppliers(
  book: AdapterHealthBook,
  alerter: Alerter,
  config: AlertConfig,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): () => void {
  const limitMs = config.supplierFailMinutes * 60_000;
  // What this server has asked for per subject, decided as each call answers and applied in that
  // order (one chain per subject), so an answered call right after the opening still closes it. An
  // answered call costs a database write only after a failure spell this server reported.
  const reported = new Map<string, 'open' | 'closed'>();
  const chains = new Map<string, Promise<void>>();
  const apply = (subject: string, work: () => Promise<unknown>) => {
    const next = (chains.get(subject) ?? Promise.resolve()).then(work).then(
      () => undefined,
      (error: unknown) => {
        // Not recorded: forget the decision so the next call decides again.
        reported.delete(subject);
        log.error({ err: error }, 'supplier alert not recorded');
      },
    );
    chains.set(subject, next);
  };
  return book.listen((health) => {
    const subject = `${health.kind} ${health.name}`;
    if (health.failingSince !== null && now() - health.failingSince >= limitMs && reported.get(subject) !== 'open') {
      reported.set(subject, 'open');
      const detail = `Every call to ${health.kind} ${health.name} has failed since ${new Date(health.failingSince).toISOString()} (${health.failures} failure(s) of ${health.calls} call(s) since the server started). Last error: ${health.lastError ?? 'none'}.`;
      apply(subject, () => alerter.open('supplier', subject, detail));
    } else if (health.failingSince === null && reported.get(subject) === 'open') {
      reported.set(subject, 'closed');
      apply(subject, () => alerter.resolve('supplier', subject));
    }
  });
}
