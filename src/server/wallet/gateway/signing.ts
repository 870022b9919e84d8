// HMAC-SHA256 signatures for the sandbox gateway: its notifications carry
// `x-sandbox-signature: t=<unix seconds>,v1=<hex hmac of "t.body">` (the scheme Stripe uses), and its
// checkout tokens are "<base64url payload>.<hex hmac>" so the hosted page cannot be tampered with.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export function signatureHeader(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

/** True when the header signs this exact body with our secret, within the tolerance. */
export function verifySignature(secret: string, header: string | undefined, body: string, now = Date.now()): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return sameHex(parts.v1, hmac(secret, `${t}.${body}`));
}

export function signToken(secret: string, payload: unknown): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${hmac(secret, data)}`;
}

export function readToken<T>(secret: string, token: string): T | null {
  const [data, signature] = token.split('.');
  if (!data || !signature || !sameHex(signature, hmac(secret, data))) return null;
  try {
    return JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
