// The Stripe mock (tests/api/support/stripe-mock.ts, built from Stripe's published OpenAPI document
// and fixtures) as its own process for the browser walk, on the port the e2e server was told: the
// server's Stripe channel talks to it, its hosted Checkout page is where the payer pays, and its
// signed webhooks go to the e2e server's notification address, as Stripe's would.
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { StripeMock } from '../../api/support/stripe-mock';

const appUrl = process.env.STRIPE_MOCK_APP_URL!;
const mock = new StripeMock({
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET!,
  deliver: async (body, signature) => {
    const res = await fetch(`${appUrl}${NOTIFY_PATH}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    if (!res.ok) throw new Error(`webhook refused: ${res.status} ${await res.text()}`);
  },
});
await mock.start(Number(process.env.STRIPE_MOCK_PORT));
