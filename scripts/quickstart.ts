// The integrator quickstart: with an agency API key, search a flight, price-check the cheapest
// non-stop offer, book it and pay it from the agency wallet. docs/integrators.md walks through it.
//
//   TESSERA_URL=http://localhost:3000 TESSERA_API_KEY=tsk_... npx tsx scripts/quickstart.ts [FROM] [TO] [DAYS_AHEAD] [--accept-changes]
//
// FROM and TO are airport or city codes (default airport-PVG airport-HKG); DAYS_AHEAD default 30.
// When the price check finds the offer changed (price, baggage, documents), it stops and says so
// (exit code 3): run again with --accept-changes to book the changed offer.
import { randomUUID } from 'node:crypto';
// dataOf answers `data` and throws a TesseraApiError (HTTP status, code, message) on any refusal.
import { createTesseraClient, dataOf, type components } from '@tessera/agency-api-client';

type VerificationAnswer = components['schemas']['VerificationAnswer'];
type Quote = components['schemas']['Quote'];

const baseUrl = process.env.TESSERA_URL ?? 'http://localhost:3000';
const apiKey = process.env.TESSERA_API_KEY;
if (!apiKey) {
  console.error('Set TESSERA_API_KEY to your agency API key (see docs/integrators.md, "Get an API key").');
  process.exit(2);
}
const acceptChanges = process.argv.includes('--accept-changes');
const [from = 'airport-PVG', to = 'airport-HKG', daysAhead = '30'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const date = new Date(Date.now() + Number(daysAhead) * 86_400_000).toISOString().slice(0, 10);
const api = createTesseraClient({ baseUrl, apiKey, language: 'en' });

/** The price check's difference from the offer shown, in words a person can agree to. */
function whatChanged(answer: VerificationAnswer, quote: Quote): string {
  const { total, currency } = quote.offer.priceDetail;
  const changes = [];
  if (total !== answer.previousTotal) changes.push(`total ${answer.previousTotal} -> ${total} ${currency} (minor units)`);
  const [was, now] = [answer.previousBaggage.checked.pieces, quote.offer.baggage.checked.pieces];
  if (was !== now) changes.push(`checked bags ${was} -> ${now} piece(s)`);
  const [before, after] = [answer.previousDocumentTypes.join('/'), quote.documentTypes.join('/')];
  if (before !== after) changes.push(`travel documents ${before} -> ${after}`);
  return changes.join(', ') || "the fare's terms";
}

// 1. Start a search; suppliers answer in the background.
const search = dataOf(
  'search',
  await api.POST('/api/shopping/v2/flight/async-shopping', {
    body: {
      journeys: [{ origin: from, destination: to, date }],
      passengers: { adult: 1, child: 0, infant: 0 },
      bookingType: 'oneway',
      cabinClass: 'economy',
    },
  }),
);
console.log(`search ${search.id}: ${from} -> ${to} on ${date}`);

// 2. Read the results until every supplier has answered (complete), cheapest non-stop first.
let results = dataOf(
  'results',
  await api.POST('/api/shopping/v2/flight/async-shopping/solutions', { body: { id: search.id, stops: [0], limit: 10 } }),
);
for (const until = Date.now() + 30_000; !results.complete && Date.now() < until;) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  results = dataOf(
    'results',
    await api.POST('/api/shopping/v2/flight/async-shopping/solutions', { body: { id: search.id, stops: [0], limit: 10 } }),
  );
}
const offer = results.solutions[0];
if (!offer) throw new Error('no non-stop offer on that day: try other airports or another date');
console.log(`offer ${offer.id}: ${offer.priceDetail.total} ${offer.priceDetail.currency} (minor units)`);

// 3. Price-check the offer with the supplier; the quote holds 15 minutes.
const check = dataOf(
  'price check',
  await api.POST('/api/shopping/v2/flight/solutions/{id}/verification', { params: { path: { id: offer.id } } }),
);
if (!check.quote) throw new Error(`price check: ${check.outcome}, no quote: search again`);
console.log(`price check: ${check.outcome}, quote ${check.quote.id} valid until ${check.quote.validUntil}`);
// Anything but "unchanged" is for the traveller to agree to, not for a program to book silently.
if (check.outcome !== 'unchanged' && !acceptChanges) {
  console.log(
    `stopped: ${check.outcome}: ${whatChanged(check, check.quote)}; nothing was booked. Ask the traveller, then run again with --accept-changes to book it`,
  );
  process.exit(3);
}

// 4. Book. The Idempotency-Key makes a retry after a network error safe: it replays the first answer.
const order = dataOf(
  'book',
  await api.POST('/api/order/v2/flight/orders', {
    params: { header: { 'idempotency-key': randomUUID() } },
    body: {
      quoteId: check.quote.id,
      currency: check.quote.offer.priceDetail.currency,
      passengers: [
        {
          surname: 'CHAN',
          given_names: 'Tai Man',
          type: 'adult',
          gender: 'male',
          birthday: '1988-04-02',
          nationality: 'CN',
          travel_document: { type: 'passport', number: 'E12345678', expiry: '2034-01-01' },
        },
      ],
      contact: { name: 'Quickstart', areaCode: '852', phone: '98765432', email: 'quickstart@agency.example' },
      payment: 'later',
    },
  }),
);
console.log(`order ${order.orderNo} (id ${order.id}): ${order.status}, ${order.totalAmount} ${order.currency}`);

// 5. Pay from the agency wallet; the money is held until the supplier issues the tickets.
const paid = dataOf(
  'pay',
  await api.POST('/api/order/v2/flight/orders/{id}/payment', {
    params: { path: { id: order.id }, header: { 'idempotency-key': randomUUID() } },
    body: { channel: 'balance' },
  }),
);
console.log(`paid: order ${paid.orderNo} is ${paid.status}`);
