import { hash, randomBytes, randomInt } from 'node:crypto';

/** A bearer token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 (one-shot crypto.hash: every authenticated request hashes its token, and it costs a third of a Hash object). */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
