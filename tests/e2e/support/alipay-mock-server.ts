// The Alipay mock (tests/contract/alipay, built from Alipay's documented gateway, signatures and
// notifications) as its own process for the browser walk, on the port and with the keys the e2e
// server was given: the server's Alipay channel talks to it, its cashier page is where the payer
// pays, and its signed notifications go to the e2e server's notification address, as Alipay's would.
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { startAlipayMock } from '../../contract/alipay/mock-server';

const appUrl = process.env.ALIPAY_MOCK_APP_URL!;
const mock = await startAlipayMock(
  async (form) => {
    const res = await fetch(`${appUrl}${NOTIFY_PATH}`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    });
    const answer = await res.text();
    if (answer !== 'success') throw new Error(`notification refused: ${res.status} ${answer}`);
  },
  {
    port: Number(process.env.ALIPAY_MOCK_PORT),
    cashier: true,
    keys: JSON.parse(process.env.ALIPAY_MOCK_KEYS!),
  },
);
process.on('SIGTERM', () => void mock.close().then(() => process.exit(0)));
