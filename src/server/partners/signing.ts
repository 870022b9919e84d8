// The partner single-login scheme (docs/partners.md): the canonical string of the request's
// parameters, its HMAC-SHA256 under the integration's secret, and the token's AES-256-GCM
// encryption under a key derived from that secret. The example script in docs/examples builds the
// same values from the same rules.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** HKDF-SHA256 info string: names what the derived key is for, so it cannot be reused for another purpose. */
export const TOKEN_KEY_INFO = 'tessera partner token v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function newKeyId(): string {
  return `pk_${randomBytes(12).toString('hex')}`;
}

export function newPartnerSecret(): string {
  return `psk_${randomBytes(32).toString('base64url')}`;
}

/** Every parameter but the signature, absent or empty ones left out, sorted by name, `key=value` joined by `&`. */
export function canonicalString(params: Readonly<Record<string, string | number | undefined>>): string {
  return Object.keys(params)
    .filter((key) => key !== 'signature' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
}

export function signParams(secret: string, params: Readonly<Record<string, string | number | undefined>>): string {
  return createHmac('sha256', secret).update(canonicalString(params)).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token key: HKDF-SHA256 of the secret's UTF-8 bytes, empty salt, info TOKEN_KEY_INFO, 32 bytes. */
export function tokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), TOKEN_KEY_INFO, 32));
}

/** Hex of iv (12 bytes) || ciphertext || tag (16 bytes). */
export function encryptToken(secret: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', tokenKey(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('hex');
}

/** The token's plaintext, or null when it is not hex, too short, or fails authentication. */
export function decryptToken(secret: string, hex: string): string | null {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return null;
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', tokenKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
