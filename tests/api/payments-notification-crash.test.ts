// kill -9 between a provider's notification and our posting: a real server (src/server/main.ts) with
// WeChat Pay configured against the mock receives a genuine notification, claims it, and is killed
// right there, inside the transaction that would post it (an env-gated crash point tells the test it
// has arrived). Nothing may be posted, and the claim must not survive: the next server, given the
// same notification again (WeChat Pay re-sends until it gets a 2xx), posts it once; a further copy is
// a duplicate. The ledger's invariants hold after each step.
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { agencies } from '@/server/db/schema';
import { rowsOf } from '@/server/db/executor';
import { checkLedger } from '@/server/wallet/check';
import { NOTIFY_PATH, startGatewayPayment } from '@/server/wallet/gateway-payments';
import { requestPayment } from '@/server/wallet/payments';
import { wechatPayTestKeys } from '../contract/wechat-pay/keys';
import { WechatPayMock } from '../contract/wechat-pay/mock-server';
import { createTestData, startServerProcess, type ServerProcess, type TestData } from './support/server-process';

const { keys, config } = wechatPayTestKeys();
const folder = mkdtempSync(join(tmpdir(), 'tessera-notify-crash-'));
const marker = join(folder, 'at-crash-point');
let data: TestData | undefined;
let server: ServerProcess | undefined;
let mock: WechatPayMock | undefined;

afterAll(async () => {
  await server?.kill();
  await data?.drop();
  await mock?.close();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

async function until(holds: () => boolean | Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The payment's state and what was posted for it, read with the server stopped (PGlite is one process). */
async function look(session: string, transactionId: string) {
  const database = await data!.open(2);
  try {
    const [payment] = rowsOf<{ status: string }>(
      await database.db.execute(sql`SELECT status FROM payments WHERE gateway_session = ${session}`),
    );
    const [deposits] = rowsOf<{ n: string }>(
      await database.db.execute(sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'deposit' AND reference = ${transactionId}`),
    );
    const [claims] = rowsOf<{ n: string }>(
      await database.db.execute(
        sql`SELECT count(*) AS n FROM gateway_notifications WHERE provider = 'wechat-pay' AND session = ${session}`,
      ),
    );
    const ledger = await checkLedger(database.db);
    return {
      status: payment!.status,
      deposits: Number(deposits!.n),
      claims: Number(claims!.n),
      violations: ledger.violations.map((v) => v.rule),
    };
  } finally {
    await database.close();
  }
}

it(
  'a server killed after claiming a notification and before posting it loses nothing and posts it once on re-delivery',
  { timeout: 600_000 },
  async () => {
    mock = new WechatPayMock(keys);
    await mock.start();
    const wechat = config(mock.baseUrl);
    const env = {
      WECHATPAY_MCHID: wechat.mchid,
      WECHATPAY_APPID: wechat.appid,
      WECHATPAY_MERCHANT_SERIAL: wechat.merchantSerial,
      WECHATPAY_MERCHANT_PRIVATE_KEY: wechat.merchantPrivateKey,
      WECHATPAY_PLATFORM_PUBLIC_KEY: wechat.platformPublicKey,
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: wechat.platformPublicKeyId,
      WECHATPAY_APIV3_KEY: wechat.apiV3Key,
      WECHATPAY_BASE_URL: mock.baseUrl,
    };

    // A payment awaiting WeChat Pay, as the pay route leaves it.
    data = await createTestData('tessera-notify-crash');
    const setup = await data.open(2);
    await setup.migrate();
    const [harbour] = await setup.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
    const session = await setup.db.transaction(async (tx) => {
      const payable = await requestPayment(tx, {
        agencyId: harbour!.id,
        orderRef: 'CRASH-WX-1',
        amount: 66_600,
        currency: 'CNY',
        description: 'Crash order',
      });
      const started = await startGatewayPayment(
        tx,
        { checkoutUrl: () => '/unused', verify: () => null },
        payable.id,
        'wechat-pay',
        '/bills/wallet',
      );
      return started.payment.gatewaySession!;
    });
    await setup.close();
    const transactionId = `4200${Date.now()}0000000000000`;
    const notification = mock.notification(
      {
        appid: keys.appid,
        mchid: keys.mchid,
        out_trade_no: session,
        transaction_id: transactionId,
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        amount: { total: 66_600, payer_total: 66_600, currency: 'CNY', payer_currency: 'CNY' },
      },
      { id: 'EV-crash-1' },
    );
    const deliver = (base: string) => fetch(base + NOTIFY_PATH, { method: 'POST', headers: notification.headers, body: notification.body });

    // First server: stops inside the posting transaction, and is killed there.
    server = await startServerProcess(data, {
      env: { ...env, TESSERA_CRASH_POINT: 'notification-claimed', TESSERA_CRASH_POINT_FILE: marker },
    });
    const inFlight = deliver(server.base).then(
      (r) => r.status,
      () => 'cut off',
    );
    await until(() => existsSync(marker), 'the server to reach the crash point');
    await server.kill();
    server = undefined;
    expect(await inFlight).toBe('cut off');
    expect(await look(session, transactionId)).toEqual({ status: 'awaiting', deposits: 0, claims: 0, violations: [] });

    // Next server: WeChat Pay sends the same notification again; it is posted once, a further copy changes nothing.
    server = await startServerProcess(data, { env });
    const again = await deliver(server.base);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { result: string } }).data.result).toBe('paid');
    const copy = await deliver(server.base);
    expect(((await copy.json()) as { data: { result: string } }).data.result).toBe('duplicate');
    await server.stop();
    server = undefined;
    expect(await look(session, transactionId)).toEqual({ status: 'paid', deposits: 1, claims: 1, violations: [] });
  },
);
