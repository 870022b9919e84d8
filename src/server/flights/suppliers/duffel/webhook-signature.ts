// Duffel signs each webhook delivery: the X-Duffel-Signature header is "t=<unix seconds>,v1=<hex>",
// v1 being HMAC-SHA256 of "<t>.<raw body>" with the webhook's secret (Duffel's API reference,
// "Receiving webhooks"). The raw body is what was signed, so it is checked before any parsing.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DUFFEL_SIGNATURE_HEADER = 'x-duffel-signature';

const hmac = (secret: string, timestamp: string, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header Duffel would send for this body (what the tests send). */
export function duffelSignature(secret: string, body: string, at: Date = new Date()): string {
  const t = String(Math.floor(at.getTime() / 1000));
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/** Whether the header signs this body with this secret; a missing or malformed header does not. */
export function isDuffelSigned(secret: string, body: string, header: string | string[] | undefined): boolean {
  if (!secret || typeof header !== 'string') return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d+$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, t, body), 'hex'), Buffer.from(v1, 'hex'));
}
