import { defineConfig } from '@playwright/test';
import { alipayMockKeys } from './tests/contract/alipay/keys';
import { wechatPayKeyTexts } from './tests/contract/wechat-pay/keys';
import { AIRWALLEX_API_KEY, AIRWALLEX_CLIENT_ID } from './tests/contract/airwallex/mock-server';

// End-to-end in Debian's Chromium against the real server (fresh PGlite folder, demo data) serving
// the built console, with a local SMTP sink standing in for the mail server.
// Ports can be moved (E2E_PORT_BASE) so two runs on one machine do not collide.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const APP_PORT = base;
const SINK_SMTP_PORT = base + 1;
export const SINK_HTTP_PORT = base + 2;
// The Duffel mock (tests/contract/duffel/serve.ts) the server's real Duffel supplier talks to: it
// offers its published flight only on searches from Heathrow, so other specs see the simulators' results.
const DUFFEL_MOCK_PORT = base + 3;
// The Stripe channel is real in this run, against the Stripe mock (its own process, this port; the Duffel mock has the one before), and
// so are Alipay, WeChat Pay and Airwallex (below); every other channel stays on the sandbox gateway.
const STRIPE_MOCK_PORT = base + 4;
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stripe_mock';
// Alipay is real too, against its mock (its own process, this port), with key pairs made for this run
// and handed to both processes (the mock checks our signatures; the server checks "Alipay's").
const ALIPAY_MOCK_PORT = base + 5;
const ALIPAY_KEYS = alipayMockKeys();
// WeChat Pay (Native: the console shows the code to scan) against its mock, keys made for this run
// and handed to both processes as Alipay's are; the walk has the mock "scan" and pay.
const WECHATPAY_MOCK_PORT = base + 6;
const WECHATPAY_KEYS = wechatPayKeyTexts();
// Airwallex against its mock, which serves a stand-in for the hosted payment page.
const AIRWALLEX_MOCK_PORT = base + 7;
const AIRWALLEX_WEBHOOK_SECRET = 'whsec_e2e_airwallex_mock';
process.env.E2E_WECHATPAY_MOCK_URL = `http://127.0.0.1:${WECHATPAY_MOCK_PORT}`;
process.env.E2E_SINK_URL = `http://127.0.0.1:${SINK_HTTP_PORT}`;
// The server's whole log of the run (at debug): the log-secrets check reads it after the last spec.
const SERVER_LOG = `.tmp/e2e-server-${base}.log`;
process.env.E2E_SERVER_LOG = SERVER_LOG;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The specs run one at a time (they share one server and its data). The accessibility sweep, which
  // only reads (and prices a flight), runs its tests side by side, after the specs: running both at
  // once on a two-core machine would make the specs' waits race the sweep's axe runs.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  // Every spec, then the check of the log they left behind (a teardown project runs after the specs).
  projects: [
    { name: 'e2e', testIgnore: [/\.check\.ts$/, /a11y-sweep/], teardown: 'log-secrets', workers: 1 },
    { name: 'a11y-login', testMatch: /a11y-sweep\.setup\.ts$/, dependencies: ['e2e'] },
    { name: 'a11y-sweep', testMatch: /a11y-sweep\.spec\.ts$/, dependencies: ['a11y-login'], fullyParallel: true },
    { name: 'log-secrets', testMatch: /log-secrets\.check\.ts$/ },
  ],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    // The browser speaks Simplified Chinese, as the demo site's agencies do: a first visit opens in the
    // browser's language (else the site's), and the specs that need another one say so (test.use).
    locale: 'zh-CN',
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
      command: 'node --import tsx tests/contract/duffel/serve.ts',
      // Any path answers (401 without the token) once the mock listens.
      url: `http://127.0.0.1:${DUFFEL_MOCK_PORT}/air/offers`,
      env: { DUFFEL_MOCK_PORT: String(DUFFEL_MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx tests/e2e/support/stripe-mock-server.ts',
      // Any answer will do (401: no API key): the mock is listening.
      url: `http://127.0.0.1:${STRIPE_MOCK_PORT}/v1/checkout/sessions`,
      env: { STRIPE_MOCK_PORT: String(STRIPE_MOCK_PORT), STRIPE_MOCK_APP_URL: `http://127.0.0.1:${APP_PORT}`, STRIPE_WEBHOOK_SECRET },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx tests/e2e/support/alipay-mock-server.ts',
      // Any answer will do (an unsigned call is refused): the mock is listening.
      url: `http://127.0.0.1:${ALIPAY_MOCK_PORT}/gateway.do`,
      env: {
        ALIPAY_MOCK_PORT: String(ALIPAY_MOCK_PORT),
        ALIPAY_MOCK_APP_URL: `http://127.0.0.1:${APP_PORT}`,
        ALIPAY_MOCK_KEYS: JSON.stringify(ALIPAY_KEYS),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx tests/e2e/support/wechat-pay-mock-server.ts',
      // Any answer will do (an unsigned call is refused): the mock is listening.
      url: `http://127.0.0.1:${WECHATPAY_MOCK_PORT}/v3/pay/transactions/native`,
      env: {
        WECHATPAY_MOCK_PORT: String(WECHATPAY_MOCK_PORT),
        WECHATPAY_MOCK_APP_URL: `http://127.0.0.1:${APP_PORT}`,
        WECHATPAY_MOCK_KEYS: JSON.stringify(WECHATPAY_KEYS),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx tests/e2e/support/airwallex-mock-server.ts',
      url: `http://127.0.0.1:${AIRWALLEX_MOCK_PORT}/checkout/`,
      env: {
        AIRWALLEX_MOCK_PORT: String(AIRWALLEX_MOCK_PORT),
        AIRWALLEX_MOCK_APP_URL: `http://127.0.0.1:${APP_PORT}`,
        AIRWALLEX_WEBHOOK_SECRET,
      },
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
        // Webhook receivers that specs start on this machine (only public addresses otherwise).
        OUTBOUND_ALLOW: '127.0.0.1',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(SINK_SMTP_PORT),
        SMTP_FROM: 'Tessera <no-reply@tessera.test>',
        // Flight simulators: quick, never failing, and every price check changes the price (flight-booking spec).
        FLIGHT_SUPPLIERS_CONFIG: 'tests/e2e/support/flight-suppliers.json',
        // Rail simulator: quick and never failing, so the trains spec meets no random refusal.
        TRAIN_SUPPLIER_CONFIG: 'tests/e2e/support/rail-supplier.json',
        // Duffel, the real adapter through its SDK, against the mock (real-supplier spec).
        DUFFEL_ACCESS_TOKEN: 'duffel_test_contract',
        DUFFEL_BASE_URL: `http://127.0.0.1:${DUFFEL_MOCK_PORT}`,
        // Stripe against its mock (the card walk), with a card surcharge of 2.5% + CNY 1.00.
        STRIPE_SECRET_KEY: 'sk_test_e2e_mock',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_MOCK_PORT}`,
        // Alipay against its mock (the online top-up walk).
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY: ALIPAY_KEYS.appPrivateKey,
        ALIPAY_PUBLIC_KEY: ALIPAY_KEYS.alipayPublicKey,
        ALIPAY_GATEWAY: `http://127.0.0.1:${ALIPAY_MOCK_PORT}/gateway.do`,
        // WeChat Pay and Airwallex against their mocks (the online top-up walks).
        WECHATPAY_MCHID: WECHATPAY_KEYS.mchid,
        WECHATPAY_APPID: WECHATPAY_KEYS.appid,
        WECHATPAY_MERCHANT_SERIAL: WECHATPAY_KEYS.merchantSerial,
        WECHATPAY_MERCHANT_PRIVATE_KEY: WECHATPAY_KEYS.merchantPrivateKey,
        WECHATPAY_PLATFORM_PUBLIC_KEY: WECHATPAY_KEYS.platformPublicKey,
        WECHATPAY_PLATFORM_PUBLIC_KEY_ID: WECHATPAY_KEYS.platformPublicKeyId,
        WECHATPAY_APIV3_KEY: WECHATPAY_KEYS.apiV3Key,
        WECHATPAY_BASE_URL: `http://127.0.0.1:${WECHATPAY_MOCK_PORT}`,
        AIRWALLEX_CLIENT_ID,
        AIRWALLEX_API_KEY,
        AIRWALLEX_WEBHOOK_SECRET,
        AIRWALLEX_BASE_URL: `http://127.0.0.1:${AIRWALLEX_MOCK_PORT}`,
        CARD_SURCHARGES: JSON.stringify({ stripe: { basisPoints: 250, fixed: { CNY: 100 } } }),
        // Every spec logs in from 127.0.0.1, dozens of times a minute on a fast run: the login
        // limits meant for one office would refuse the suite, not a guesser.
        RATE_LIMITS: JSON.stringify({
          login: { perCaller: 1000, perAddress: 1000 },
          search: { perCaller: 5000, perAddress: 5000 },
          streamOpen: { perCaller: 1000, perAddress: 5000 },
        }),
      },
      reuseExistingServer: false,
      // Migrating and seeding a fresh database takes most of this on a busy 2-core machine.
      timeout: 240_000,
    },
  ],
});
