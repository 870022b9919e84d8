// WeChat Pay's notification: the body is signed like every answer of theirs (timestamp, nonce and
// body, SHA256-RSA with the platform key named by Wechatpay-Serial), and the payment itself is inside
// `resource`, encrypted with AEAD_AES_256_GCM under our APIv3 key. A signature older or newer than
// five minutes is refused, so a captured notification cannot be replayed later.
import { createPublicKey, type KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import type { GatewayEvent } from '../gateway';
import { headerOf, type ProviderNotice } from '../provider';
import type { WechatPayConfig } from './config';

export const TIMESTAMP_TOLERANCE_SECONDS = 300;

/** The decrypted resource of a TRANSACTION.* notification (and a transaction query's answer). */
export interface WechatTransaction {
  mchid: string;
  appid?: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  amount?: { total?: number; payer_total?: number; currency?: string; payer_currency?: string };
}

interface NotificationBody {
  id?: string;
  event_type?: string;
  resource?: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string };
}

type Headers = Record<string, string | string[] | undefined>;

export function platformKeyOf(config: WechatPayConfig): KeyObject {
  return createPublicKey(config.platformPublicKey);
}

/** True when the headers sign this body with WeChat Pay's key, within the tolerance. */
export function signatureHolds(config: WechatPayConfig, key: KeyObject, headers: Headers, rawBody: string, now = Date.now()): boolean {
  const timestamp = headerOf(headers, 'wechatpay-timestamp');
  const nonce = headerOf(headers, 'wechatpay-nonce');
  const signature = headerOf(headers, 'wechatpay-signature');
  const serial = headerOf(headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || serial !== config.platformPublicKeyId) return false;
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > TIMESTAMP_TOLERANCE_SECONDS) return false;
  try {
    return Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, key);
  } catch {
    return false;
  }
}

/** Our payment event of a transaction WeChat Pay says is paid (out_trade_no is our session). */
export function transactionEvent(transaction: WechatTransaction, eventId?: string): GatewayEvent | null {
  if (!transaction.out_trade_no || !transaction.transaction_id || typeof transaction.amount?.total !== 'number') return null;
  return {
    sessionId: transaction.out_trade_no,
    outcome: 'succeeded',
    eventId,
    provider: 'wechat-pay',
    reference: transaction.transaction_id,
    amount: transaction.amount.total,
    currency: (transaction.amount.currency ?? 'CNY').toUpperCase(),
  };
}

export function verifyWechatNotification(
  config: WechatPayConfig,
  key: KeyObject,
  headers: Headers,
  rawBody: string,
): ProviderNotice | null {
  if (!signatureHolds(config, key, headers, rawBody)) return null;
  let body: NotificationBody;
  let transaction: WechatTransaction;
  try {
    body = JSON.parse(rawBody) as NotificationBody;
    const resource = body.resource;
    if (!body.id || !resource?.ciphertext || !resource.nonce || resource.algorithm !== 'AEAD_AES_256_GCM') return null;
    transaction = JSON.parse(
      Aes.AesGcm.decrypt(resource.ciphertext, config.apiV3Key, resource.nonce, resource.associated_data ?? ''),
    ) as WechatTransaction;
  } catch {
    // Signed by WeChat Pay but not readable with our APIv3 key: not a notification we can believe.
    return null;
  }
  const ignored: ProviderNotice = { kind: 'ignored', eventId: body.id, type: body.event_type ?? 'unknown' };
  // Only a paid transaction of our own merchant number moves money; refunds' notices and the rest are noted.
  if (body.event_type !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS' || transaction.mchid !== config.mchid)
    return ignored;
  const event = transactionEvent(transaction, body.id);
  return event ? { kind: 'payment', event } : ignored;
}
