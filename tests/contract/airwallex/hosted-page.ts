// The payer's side of the Airwallex mock, for a browser walk: a stand-in for Airwallex's hosted
// payment page. As the real one, it is opened at /checkout/#/standalone/checkout?intent_id=…&
// client_secret=…&successUrl=… and reads those from the part after '#' (which never reaches a server),
// so the page's script asks the mock for the intent with its client secret, shows the amount, and its
// Pay button pays the intent (the signed webhook goes to our server) and sends the browser to successUrl.
import type { MockAnswer, MockRequest, MockRoute } from '../support/mock-core';
import type { Intent } from './mock-server';

export const HOSTED_PAGE_PREFIX = '/checkout/';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airwallex checkout</title></head><body><main>
<h1>Airwallex checkout (test mode mock)</h1>
<p>Amount: <output id="amount" aria-label="Amount"></output></p>
<p id="problem" role="alert"></p>
<button id="pay" type="button" disabled>Pay</button>
</main><script>
const query = new URLSearchParams(location.hash.slice(location.hash.indexOf('?') + 1));
const intentId = query.get('intent_id') || '';
const secret = query.get('client_secret') || '';
const intentUrl = '/checkout/intents/' + encodeURIComponent(intentId);
const pay = document.getElementById('pay');
const problem = (text) => { document.getElementById('problem').textContent = text; };
fetch(intentUrl + '?client_secret=' + encodeURIComponent(secret)).then(async (res) => {
  const intent = await res.json();
  if (!res.ok) return problem(intent.message);
  document.getElementById('amount').textContent = intent.currency + ' ' + intent.amount.toFixed(2);
  pay.disabled = intent.status !== 'REQUIRES_PAYMENT_METHOD';
});
pay.addEventListener('click', async () => {
  pay.disabled = true;
  const res = await fetch(intentUrl + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_secret: secret }) });
  if (!res.ok) return problem((await res.json()).message);
  location.assign(query.get('successUrl'));
});
</script></body></html>`;

const refused = (status: number, code: string, message: string): MockAnswer => ({ status, body: { code, message } });

export function hostedPageRoutes({
  intents,
  pay,
}: {
  intents: Map<string, Intent>;
  pay: (intentId: string) => Promise<unknown>;
}): MockRoute[] {
  /** The intent the browser names, only with its own client secret (as Airwallex's page is given it). */
  const intentOf = (request: MockRequest, secret: unknown) => {
    const intent = intents.get(request.params.id!);
    return intent && intent.client_secret === secret ? intent : null;
  };
  const route = (operation: string, method: string, path: string, answer: (request: MockRequest) => MockAnswer): MockRoute => ({
    operation,
    method,
    path,
    validate: () => [],
    answer,
    invalid: () => refused(400, 'validation_error', 'invalid request'),
  });
  return [
    route('hosted payment page', 'GET', HOSTED_PAGE_PREFIX, () => ({
      status: 200,
      page: PAGE,
      headers: { 'content-type': 'text/html;charset=utf-8' },
    })),
    route('hosted page: the intent', 'GET', `${HOSTED_PAGE_PREFIX}intents/{id}`, (request) => {
      const intent = intentOf(request, request.query.get('client_secret'));
      return intent
        ? { status: 200, body: { amount: intent.amount, currency: intent.currency, status: intent.status } }
        : refused(404, 'resource_not_found', 'No such payment');
    }),
    route('hosted page: pay', 'POST', `${HOSTED_PAGE_PREFIX}intents/{id}/pay`, (request) => {
      const intent = intentOf(request, (request.body as { client_secret?: unknown } | undefined)?.client_secret);
      if (!intent) return refused(404, 'resource_not_found', 'No such payment');
      if (intent.status !== 'REQUIRES_PAYMENT_METHOD')
        return refused(400, 'invalid_status_for_operation', `The payment intent is ${intent.status}`);
      // Paid now; the webhook goes out as the browser is sent back (the console waits for the credit).
      void pay(intent.id).catch((error: unknown) => console.error('Airwallex mock: webhook refused', error));
      return { status: 200, body: { status: 'SUCCEEDED' } };
    }),
  ];
}
