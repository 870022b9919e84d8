// The Airwallex mock (tests/contract/airwallex, built from Airwallex's documented API and webhooks) as
// its own process for the browser walk, on the port the e2e server was told: the server's Airwallex
// channel talks to it, its stand-in for the hosted payment page is where the payer pays, and its
// signed webhooks go to the e2e server's notification address, as Airwallex's would.
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { startAirwallexMock } from '../../contract/airwallex/mock-server';

const appUrl = process.env.AIRWALLEX_MOCK_APP_URL!;
const mock = await startAirwallexMock({
  webhookSecret: process.env.AIRWALLEX_WEBHOOK_SECRET!,
  deliver: async (body, headers) => {
    const res = await fetch(`${appUrl}${NOTIFY_PATH}`, { method: 'POST', body, headers });
    if (!res.ok) throw new Error(`webhook refused: ${res.status} ${await res.text()}`);
  },
  port: Number(process.env.AIRWALLEX_MOCK_PORT),
  hostedPage: true,
});
process.on('SIGTERM', () => void mock.close().then(() => process.exit(0)));
