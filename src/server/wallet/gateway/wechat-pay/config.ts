// WeChat Pay API v3 settings. The platform key is either a "WeChat Pay public key" (its id starts
// PUB_KEY_ID_, the only mode for new merchants) or a platform certificate (its id is the
// certificate's serial number, the PEM the certificate itself): both verify the same way.
export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate (goes into every request's Authorization). */
  merchantSerial: string;
  /** The merchant API private key (apiclient_key.pem), PEM text. */
  merchantPrivateKey: string;
  /** WeChat Pay's public key or platform certificate, PEM text. */
  platformPublicKey: string;
  /** PUB_KEY_ID_... or the platform certificate's serial: what Wechatpay-Serial names. */
  platformPublicKeyId: string;
  /** The 32-byte APIv3 key that decrypts notification resources. */
  apiV3Key: string;
  /** Another API host (a mock in tests); default https://api.mch.weixin.qq.com. */
  baseUrl?: string;
}

export const WECHATPAY_LIVE_BASE = 'https://api.mch.weixin.qq.com';

/** PEM text may come through an environment variable with its line breaks written as \n. */
const pem = (value: string) => value.replace(/\\n/g, '\n');

export function readWechatPayConfig(env: NodeJS.ProcessEnv): WechatPayConfig | undefined {
  const {
    WECHATPAY_MCHID,
    WECHATPAY_APPID,
    WECHATPAY_MERCHANT_SERIAL,
    WECHATPAY_MERCHANT_PRIVATE_KEY,
    WECHATPAY_PLATFORM_PUBLIC_KEY,
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID,
    WECHATPAY_APIV3_KEY,
  } = env;
  if (
    !WECHATPAY_MCHID ||
    !WECHATPAY_APPID ||
    !WECHATPAY_MERCHANT_SERIAL ||
    !WECHATPAY_MERCHANT_PRIVATE_KEY ||
    !WECHATPAY_PLATFORM_PUBLIC_KEY ||
    !WECHATPAY_PLATFORM_PUBLIC_KEY_ID ||
    !WECHATPAY_APIV3_KEY
  )
    return undefined;
  return {
    mchid: WECHATPAY_MCHID,
    appid: WECHATPAY_APPID,
    merchantSerial: WECHATPAY_MERCHANT_SERIAL,
    merchantPrivateKey: pem(WECHATPAY_MERCHANT_PRIVATE_KEY),
    platformPublicKey: pem(WECHATPAY_PLATFORM_PUBLIC_KEY),
    platformPublicKeyId: WECHATPAY_PLATFORM_PUBLIC_KEY_ID,
    apiV3Key: WECHATPAY_APIV3_KEY,
    baseUrl: env.WECHATPAY_BASE_URL || undefined,
  };
}
