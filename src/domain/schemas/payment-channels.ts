// The payment channels: the wallet, and the gateway channels paid on a provider's page. Apart from
// the wallet's other shapes so agency settings can name channels without importing the wallet.
export const GATEWAY_CHANNELS = [
  'alipay',
  'wechat-pay',
  'yeepay-alipay',
  'yeepay-credit-card',
  'yeepay-debit-card',
  'yeepay-wechat',
  'airwallex',
  'stripe',
  'abapay',
] as const;
export const PAYMENT_CHANNELS = ['balance', ...GATEWAY_CHANNELS] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Channels that stay on the sandbox until a maintained SDK of their provider exists (none on npm today). */
export const NO_SDK_CHANNELS: readonly PaymentChannel[] = [
  'yeepay-alipay',
  'yeepay-credit-card',
  'yeepay-debit-card',
  'yeepay-wechat',
  'abapay',
];
