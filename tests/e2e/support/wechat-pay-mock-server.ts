// The WeChat Pay mock (tests/contract/wechat-pay, built from WeChat Pay's API v3 formats, signatures
// and encrypted notifications) as its own process for the browser walk, on the port and with the keys
// the e2e server was given. The payer cannot scan a code in CI, so the walk asks the mock's scan
// endpoint to pay; the mock then sends its signed, encrypted notification to the e2e server, as
// WeChat Pay would after a scan.
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { mockKeysOf } from '../../contract/wechat-pay/keys';
import { WechatPayMock } from '../../contract/wechat-pay/mock-server';

const appUrl = process.env.WECHATPAY_MOCK_APP_URL!;
const mock = new WechatPayMock(
  mockKeysOf(JSON.parse(process.env.WECHATPAY_MOCK_KEYS!)),
  async (body, headers) => {
    const res = await fetch(`${appUrl}${NOTIFY_PATH}`, { method: 'POST', body, headers });
    if (!res.ok) throw new Error(`notification refused: ${res.status} ${await res.text()}`);
  },
  { scanEndpoint: true },
);
await mock.start(Number(process.env.WECHATPAY_MOCK_PORT));
process.on('SIGTERM', () => void mock.close().then(() => process.exit(0)));
