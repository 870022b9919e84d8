// A minimal receiver for Tessera notifications, with nothing but Node.js (18 or later):
//
//   TESSERA_SIGNING_SECRET=whsec_... node docs/examples/verify-notification.mjs   # listens on :8080
//
// It answers 2xx only to an event whose signature verifies with your agency's signing key and
// whose timestamp is recent, and ignores an event it has already handled (delivery is at least
// once, and a captured request can be sent again). It de-duplicates on the `id` inside the signed
// body, never on a header: headers are not signed, so a replay could carry any event-id header.
// During a key rotation Tessera sends one signature per active key; any match is enough. Deliveries
// may arrive out of order: it keeps each order's state of the highest version seen (applyByVersion).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** How far a notification's timestamp may be from our clock (replays of old events are refused). */
export const TOLERANCE_SECONDS = 300;

/**
 * True when one of the signatures in the header was made with `secret` over "<timestamp>.<body>"
 * and the timestamp is within the tolerance. `body` is the raw request body, byte for byte.
 */
export function verifyTesseraSignature(secret, body, timestampHeader, signatureHeader, nowSeconds = Date.now() / 1000) {
  const timestamp = Number(timestampHeader);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestampHeader}.${body}`).digest('hex')}`);
  return String(signatureHeader ?? '')
    .split(',')
    .map((s) => Buffer.from(s.trim()))
    // timingSafeEqual: the comparison takes as long whatever the first differing byte, so an
    // attacker cannot find a valid signature one byte at a time.
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}

/**
 * The receiver's decision on one request: 'rejected' (bad signature or stale timestamp), 'duplicate'
 * (an event id already handled) or 'accepted' (with the event). `seen` maps handled event ids to when
 * they were handled; ids older than the timestamp tolerance are forgotten, since a replay that old
 * fails the timestamp check anyway.
 */
export function receiveNotification(secret, seen, body, headers, nowSeconds = Date.now() / 1000) {
  if (!verifyTesseraSignature(secret, body, headers['x-tessera-timestamp'], headers['x-tessera-signature'], nowSeconds)) return { outcome: 'rejected' };
  for (const [id, at] of seen) if (nowSeconds - at > 2 * TOLERANCE_SECONDS) seen.delete(id);
  const event = JSON.parse(body);
  // The id comes from the signed body: the only part of the request an attacker cannot change.
  if (typeof event.id !== 'string' || seen.has(event.id)) return { outcome: 'duplicate' };
  seen.set(event.id, nowSeconds);
  return { outcome: 'accepted', event };
}

/**
 * Keeps an order's state from its events whatever their arrival order: `orders` maps an order id to
 * {version, state}; an event older than (or as old as) the one held is dropped. Returns whether it
 * applied. Disruption events do not change the order's status: they are kept by their own id.
 */
export function applyByVersion(orders, event) {
  const data = event.data ?? {};
  if (typeof data.orderVersion !== 'number' || event.event?.startsWith('disruption.')) return false;
  const held = orders.get(data.orderId);
  if (held && held.version >= data.orderVersion) return false;
  orders.set(data.orderId, { version: data.orderVersion, state: data.state });
  return true;
}

function serve(secret, port) {
  const seen = new Map();
  const orders = new Map();
  createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const result = receiveNotification(secret, seen, Buffer.concat(chunks).toString('utf8'), request.headers);
      if (result.outcome === 'rejected') {
        response.writeHead(401).end();
        return;
      }
      if (result.outcome === 'accepted' && applyByVersion(orders, result.event)) {
        console.log(`order ${result.event.data.orderNo}: version ${result.event.data.orderVersion}, ${result.event.data.state.status}`);
      }
      response.writeHead(204).end();
    });
  }).listen(port, () => console.log(`receiver listening on :${port}`));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.TESSERA_SIGNING_SECRET;
  if (!secret) {
    console.error('set TESSERA_SIGNING_SECRET to the key shown when it was issued');
    process.exit(1);
  }
  serve(secret, Number(process.env.PORT ?? 8080));
}
