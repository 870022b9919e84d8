// The platform's watch over itself: staff's system page, the nightly ledger check, and the alert mails
// (a queue left unworked, a supplier failing, the ledger check failing). Jobs run like every other
// periodic job: one per time slot, on any server that runs workers.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { definePeriodic } from '../jobs/periodic';
import type { Mailer } from '../mail/mailer';
import { adapterHealth, type AdapterHealthBook } from './adapter-health';
import { checkQueues, watchSuppliers } from './alert-checks';
import { DEFAULT_ALERTS, type AlertConfig } from './alert-config';
import { createAlerter, type Alerter } from './alerts';
import { LEDGER_CHECK_JOB, runLedgerCheck, type LedgerCheckOutcome } from './ledger-nightly';
import { systemRoutes } from './routes';

export const QUEUE_ALERT_JOB = 'queue-alerts';

export interface SystemOptions {
  alerts?: AlertConfig;
  /** Where backups are written (BACKUP_DIR): the system page shows the newest. */
  backupDir?: string;
  /** The adapter calls to watch (tests give their own book and clock). */
  book?: AdapterHealthBook;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The system watch's checks, callable at once (tests, tools) besides their schedule. */
    system: {
      alerter: Alerter;
      ledgerCheck(now?: Date): Promise<LedgerCheckOutcome>;
      queueCheck(): Promise<number>;
    };
  }
}

export async function registerSystem(app: FastifyInstance, db: Db, mailer: Mailer, options: SystemOptions = {}): Promise<void> {
  const alerts = options.alerts ?? DEFAULT_ALERTS;
  const book = options.book ?? adapterHealth;
  const alerter = createAlerter(db, mailer, alerts.email, app.log);
  const system = {
    alerter,
    ledgerCheck: (now?: Date) => runLedgerCheck(db, alerter, { hourUtc: alerts.ledgerCheckHourUtc, now }),
    queueCheck: () => checkQueues(db, alerter, alerts),
  };
  app.decorate('system', system);
  // Offered every quarter hour; it does nothing before the hour or once the day's check finished.
  definePeriodic(app, {
    name: LEDGER_CHECK_JOB,
    everySeconds: 15 * 60,
    expireInSeconds: 3_600,
    run: async () => {
      const outcome = await system.ledgerCheck();
      return outcome === 'passed' || outcome === 'failed' ? 1 : 0;
    },
  });
  definePeriodic(app, { name: QUEUE_ALERT_JOB, everySeconds: 60, run: () => system.queueCheck() });
  const unwatch = watchSuppliers(book, alerter, alerts, app.log);
  app.addHook('onClose', async () => unwatch());
  await app.register(systemRoutes, { prefix: '/api/base/v2/system', db, book, alerts, backupDir: options.backupDir });
}
