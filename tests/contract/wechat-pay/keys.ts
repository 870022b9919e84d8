// Test keys for WeChat Pay, made fresh by each test with node:crypto: the merchant's API key pair
// (we sign with its private half, the mock checks with the public half) and WeChat Pay's platform key
// pair in "WeChat Pay public key" mode (the mock signs, we check with the public half). A browser walk
// hands them as PEM text to two processes (the mock's and the server's), so they are made as text.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { WechatPayConfig } from '@/server/wallet/gateway/wechat-pay/config';
import type { MockKeys } from './mock-server';

/** Everything both sides need, as plain text. */
export interface WechatPayKeyTexts {
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantPrivateKey: string;
  merchantPublicKey: string;
  platformPrivateKey: string;
  platformPublicKey: string;
  platformPublicKeyId: string;
  apiV3Key: string;
}

export function wechatPayKeyTexts(): WechatPayKeyTexts {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    mchid: '1900009191',
    appid: 'wxd678efh567hg6787',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    merchantPublicKey: merchant.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformPrivateKey: platform.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    platformPublicKey: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformPublicKeyId: `PUB_KEY_ID_0119000091912025${randomBytes(8).toString('hex')}`,
    apiV3Key: randomBytes(16).toString('hex'),
  };
}

/** The mock's half: it checks the merchant's signatures and signs as the platform. */
export function mockKeysOf(texts: WechatPayKeyTexts): MockKeys {
  return {
    mchid: texts.mchid,
    appid: texts.appid,
    merchantSerial: texts.merchantSerial,
    merchantPublicKey: createPublicKey(texts.merchantPublicKey),
    platformPrivateKey: createPrivateKey(texts.platformPrivateKey),
    platformPublicKeyId: texts.platformPublicKeyId,
    apiV3Key: texts.apiV3Key,
  };
}

/** Our half: the channel's settings against the mock at baseUrl. */
export function wechatPayConfigOf(texts: WechatPayKeyTexts, baseUrl: string): WechatPayConfig {
  return {
    mchid: texts.mchid,
    appid: texts.appid,
    merchantSerial: texts.merchantSerial,
    merchantPrivateKey: texts.merchantPrivateKey,
    platformPublicKey: texts.platformPublicKey,
    platformPublicKeyId: texts.platformPublicKeyId,
    apiV3Key: texts.apiV3Key,
    baseUrl,
  };
}

export function wechatPayTestKeys(): { keys: MockKeys; config: (baseUrl: string) => WechatPayConfig } {
  const texts = wechatPayKeyTexts();
  return { keys: mockKeysOf(texts), config: (baseUrl) => wechatPayConfigOf(texts, baseUrl) };
}
