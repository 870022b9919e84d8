// Builds a signed Tessera single-login link for one of your users, with nothing but Node.js (18 or later):
//
//   TESSERA_PARTNER_CODE=pk_... TESSERA_PARTNER_SECRET=psk_... \
//     node docs/examples/partner-link.mjs https://tessera.example user-42 '{"nickname":"Ada","userPhone":"91234567","region":"852"}'
//
// Prints the link (valid 5 minutes, usable once). The third argument, the user's details, is
// optional; when given it travels encrypted in `token`. The scheme: docs/partners.md.
import { createCipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** HKDF info of the token key: must match the server's. */
export const TOKEN_KEY_INFO = 'tessera partner token v1';

/** Hex of iv (12 bytes) || AES-256-GCM ciphertext || tag (16 bytes), under HKDF-SHA256(secret, no salt, TOKEN_KEY_INFO). */
export function encryptPartnerToken(secret, plaintext) {
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), TOKEN_KEY_INFO, 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('hex');
}

/**
 * The single-login parameters: code, timestamp (Unix seconds), userid, token when there are user
 * details, and the signature: hex HMAC-SHA256 under the secret of the other parameters sorted by
 * name as key=value joined with &.
 */
export function partnerEntryParams(code, secret, userid, userDetails, nowSeconds = Math.floor(Date.now() / 1000)) {
  const params = { code, timestamp: String(nowSeconds), userid };
  if (userDetails) params.token = encryptPartnerToken(secret, JSON.stringify(userDetails));
  const canonical = Object.keys(params).sort().map((key) => `${key}=${params[key]}`).join('&');
  return { ...params, signature: createHmac('sha256', secret).update(canonical).digest('hex') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [site, userid, details] = process.argv.slice(2);
  const code = process.env.TESSERA_PARTNER_CODE;
  const secret = process.env.TESSERA_PARTNER_SECRET;
  if (!site || !userid || !code || !secret) {
    console.error('usage: TESSERA_PARTNER_CODE=.. TESSERA_PARTNER_SECRET=.. node partner-link.mjs <site> <userid> [user JSON]');
    process.exit(2);
  }
  const params = partnerEntryParams(code, secret, userid, details ? JSON.parse(details) : undefined);
  console.log(`${site.replace(/\/+$/, '')}/partner-entry?${new URLSearchParams(params)}`);
}
