import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A bearer token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
