// Airwallex signs each webhook: x-signature is the hex HMAC-SHA256, keyed with the endpoint's secret,
// of the x-timestamp header (milliseconds) followed by the raw body. A stale timestamp is refused so
// a captured notification cannot be replayed days later (a replay inside the window is a duplicate).
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_MS = 5 * 60_000;

export function airwallexSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}${rawBody}`).digest('hex');
}

export function validAirwallexSignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  now = Date.now(),
): boolean {
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > TOLERANCE_MS) return false;
  const expected = Buffer.from(airwallexSignature(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
