// Signatures on outgoing notifications. Each agency has its own random key, issued (and shown)
// once; nothing is derived from a server-wide secret or from guessable ids. After a rotation the
// previous key keeps signing for ROTATION_OVERLAP_HOURS, so a receiver that still holds it keeps
// verifying while it switches. Receivers: docs/security.md, docs/examples/verify-notification.mjs.
import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-tessera-signature';
export const TIMESTAMP_HEADER = 'x-tessera-timestamp';
export const ROTATION_OVERLAP_HOURS = 24;

export interface SigningKeys {
  notifySecret: string | null;
  notifySecretPrevious: string | null;
  notifySecretPreviousUntil: Date | null;
}

export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The keys that sign now: the current one, and the previous one while its overlap lasts. */
export function activeKeys(agency: SigningKeys, now: Date): string[] {
  const keys = agency.notifySecret ? [agency.notifySecret] : [];
  if (agency.notifySecretPrevious && agency.notifySecretPreviousUntil && agency.notifySecretPreviousUntil > now)
    keys.push(agency.notifySecretPrevious);
  return keys;
}

export function signature(key: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** One signature per active key, comma-separated: a receiver accepts the event when any matches. */
export function signatureHeader(keys: readonly string[], timestamp: string, body: string): string {
  return keys.map((key) => signature(key, timestamp, body)).join(', ');
}
