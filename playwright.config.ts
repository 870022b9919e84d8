import { defineConfig } from '@playwright/test';

// End-to-end in Debian's Chromium against the real server (fresh PGlite folder, demo data) serving
// the built console, with a local SMTP sink standing in for the mail server.
// Ports can be moved (E2E_PORT_BASE) so two runs on one machine do not collide.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const APP_PORT = base;
const SINK_SMTP_PORT = base + 1;
export const SINK_HTTP_PORT = base + 2;
process.env.E2E_SINK_URL = `http://127.0.0.1:${SINK_HTTP_PORT}`;
// The server's whole log of the run (at debug): the log-secrets check reads it after the last spec.
const SERVER_LOG = `.tmp/e2e-server-${base}.log`;
process.env.E2E_SERVER_LOG = SERVER_LOG;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  // Every spec, then the check of the log they left behind (a teardown project runs after the specs).
  projects: [
    { name: 'e2e', testIgnore: /\.check\.ts$/, teardown: 'log-secrets' },
    { name: 'log-secrets', testMatch: /log-secrets\.check\.ts$/ },
  ],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu'] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/smtp-sink.ts',
      url: `http://127.0.0.1:${SINK_HTTP_PORT}/messages`,
      env: { SINK_SMTP_PORT: String(SINK_SMTP_PORT), SINK_HTTP_PORT: String(SINK_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf .tmp/e2e-data-${base} .tmp/e2e-backups-${base} && mkdir -p .tmp && node --import tsx src/server/main.ts > ${SERVER_LOG} 2>&1`,
      url: `http://127.0.0.1:${APP_PORT}/api/base/v2/config/getSiteConfig`,
      env: {
        PORT: String(APP_PORT),
        DATA_DIR: `.tmp/e2e-data-${base}`,
        STATIC_DIR: 'dist',
        // Debug: every request line is written, so the log-secrets check sees all that was logged.
        LOG_LEVEL: 'debug',
        // The system page: the nightly ledger check is due at once, backups go to a folder of this run.
        LEDGER_CHECK_HOUR: '0',
        BACKUP_DIR: `.tmp/e2e-backups-${base}`,
        ALERT_EMAIL: 'night-desk@tessera.test',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(SINK_SMTP_PORT),
        SMTP_FROM: 'Tessera <no-reply@tessera.test>',
        // Flight simulators: quick, never failing, and every price check changes the price (flight-booking spec).
        FLIGHT_SUPPLIERS_CONFIG: 'tests/e2e/support/flight-suppliers.json',
        // Rail simulator: quick and never failing, so the trains spec meets no random refusal.
        TRAIN_SUPPLIER_CONFIG: 'tests/e2e/support/rail-supplier.json',
        // Every spec logs in from 127.0.0.1, dozens of times a minute on a fast run: the login
        // limits meant for one office would refuse the suite, not a guesser.
        RATE_LIMITS: JSON.stringify({ login: { perCaller: 1000, perAddress: 1000 }, search: { perCaller: 5000, perAddress: 5000 }, streamOpen: { perCaller: 1000, perAddress: 5000 } }),
      },
      reuseExistingServer: false,
      // Migrating and seeding a fresh database takes most of this on a busy 2-core machine.
      timeout: 240_000,
    },
  ],
});
