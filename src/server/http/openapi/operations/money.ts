import type { ErrorCodeName } from '@/domain/errors';
import { area, MEDIA } from '../operation-doc';

/** A wallet payment's refusals, shared by every way of paying. */
export const PAYMENT_ERRORS: readonly ErrorCodeName[] = [
  'INSUFFICIENT_BALANCE',
  'PAYMENT_FAILED',
  'PAYMENT_TIMEOUT',
  'PAYMENT_UNPROCESSABLE',
  'PAYMENT_DISABLED',
  'PAYMENT_ALREADY_RESOLVED',
  'ORDER_ALREADY_PAID',
  'PAYMENT_CHANNEL_UNAVAILABLE',
  'PAYMENT_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_INVALID',
  'CURRENCY_MISMATCH',
  'RATE_UNAVAILABLE',
];

export const moneyOperations = {
  ...area('wallet', {
    'POST /api/base/v2/agencies/:id/balance': [
      'topUpAgencyWallet',
      'Top up a wallet',
      'Tops up an agency wallet: platform staff top up top-level agencies; an agency manager tops up its sub-agencies from its own wallet. Idempotency-Key replays the first answer.',
      [
        'TOP_UP_AMOUNT_MISMATCH',
        'TOP_UP_NOT_ALLOWED',
        'INSUFFICIENT_BALANCE',
        'IDEMPOTENCY_KEY_REUSED',
        'IDEMPOTENCY_KEY_INVALID',
        'CURRENCY_MISMATCH',
        'RATE_UNAVAILABLE',
      ],
    ],
    'PUT /api/base/v2/agencies/:id/credit': [
      'setAgencyCredit',
      'Set the credit limit',
      'Sets the credit limit (minor units) and optionally the credit period of an agency; it cannot drop below the credit already used.',
      ['CREDIT_BELOW_USED', 'TOP_UP_NOT_ALLOWED'],
    ],
    'GET /api/base/v2/sub/balance/:id': [
      'getAgencyWallet',
      'Get a wallet',
      "The wallet of the caller's agency or of an agency it administers: balance, credit, held money.",
    ],
    'GET /api/base/v2/transactions': [
      'listTransactions',
      'List wallet movements',
      'Wallet movements filtered by type, dates, amount or order; paged with _start/_end, or by cursor (x-next-cursor) for deep pages and exports; the total in x-total-count, counted up to ten pages past _start: when more match, x-total-count is that floor and x-total-count-at-least is true.',
      ['NOT_FOUND'],
    ],
    'GET /api/base/v2/transactions/:id': ['getTransaction', 'Get a wallet movement', 'One wallet movement.'],
    'POST /api/base/v2/transactions/:id/reversal': [
      'reverseChannelTopUp',
      'Reverse a channel top-up',
      "Platform staff reverse a top-up an agency paid through a payment channel, named by its wallet movement: the amount is held on the wallet and refunded through the same provider (the reversing transaction, posted when the provider answers, carries the provider's refund id); a sandbox top-up is reversed at once. Once per top-up; Idempotency-Key replays the first answer.",
      [
        'TOP_UP_NOT_REVERSIBLE',
        'TOP_UP_ALREADY_REVERSED',
        'TOP_UP_NOT_ALLOWED',
        'INSUFFICIENT_BALANCE',
        'NOT_FOUND',
        'IDEMPOTENCY_KEY_REUSED',
        'IDEMPOTENCY_KEY_INVALID',
      ],
    ],
    'POST /api/base/v2/transactions/export': [
      'exportTransactions',
      'Export wallet movements',
      'The movements matching the filter, as an Excel workbook.',
      ['NOT_FOUND'],
      [MEDIA.xlsx],
    ],
  }),
  ...area('statements', {
    'GET /api/base/v2/sub/statements': [
      'listStatements',
      'List statements',
      "Statements of the caller's agency or of a sub-agency, newest first.",
      ['NOT_FOUND'],
    ],
    'POST /api/base/v2/sub/statements': [
      'generateStatement',
      'Generate a statement',
      'Generates (or regenerates) the statement of a credit period; by default the current period to date.',
      ['NOT_FOUND'],
    ],
    'GET /api/base/v2/sub/statements/spend': [
      'getStatementSpending',
      'Spending per period',
      'Net order spending and money received per credit period, for a chart.',
      ['NOT_FOUND'],
    ],
    'GET /api/base/v2/sub/statements/:agencyId/:statementId': [
      'getStatement',
      'Get a statement',
      'A statement with one page of its movements.',
    ],
    'POST /api/base/v2/sub/statements/:agencyId/:statementId/export': [
      'exportStatement',
      'Export a statement',
      'The statement as an Excel workbook: its summary and every movement.',
      [],
      [MEDIA.xlsx],
    ],
  }),
  ...area('rates', {
    'GET /api/base/v2/exchangeRates': [
      'listExchangeRates',
      'Exchange rates',
      "Rates per base-currency unit in effect on a date (default today), or one currency's history.",
    ],
    'POST /api/base/v2/exchangeRates': [
      'setExchangeRate',
      'Set an exchange rate',
      'Sets the rate of a currency from a date on (platform staff).',
    ],
  }),
  ...area('payments', {
    'GET /api/order/v2/flight/config/payment': [
      'listPaymentChannels',
      'Payment channels',
      "The payment channels the caller's agency may use; none when its payment is disabled.",
      ['NOT_FOUND'],
    ],
    'GET /api/payment/v2/payments/:id': [
      'getPayment',
      'Get a payment',
      "A payment of the caller's agency; poll it after the gateway's hosted page.",
    ],
    'POST /api/payment/v2/payments/:id/pay': [
      'payPayment',
      'Pay a payment',
      "Pays a payable from the wallet (held until the order is fulfilled) or through a gateway channel (answers redirectUrl, the gateway's page as an absolute URL on the address you called). A card channel with a surcharge charges amount + surcharge; send the surcharge shown and a different one is refused (CARD_SURCHARGE_CHANGED). A channel the agency may not use is refused (PAYMENT_CHANNEL_UNAVAILABLE). Idempotency-Key replays the first answer.",
      [...PAYMENT_ERRORS, 'CARD_SURCHARGE_CHANGED'],
    ],
    'POST /api/payment/v2/top-ups': [
      'topUpThroughChannel',
      'Top up through a payment channel',
      "The caller's agency tops up its own wallet through a payment channel, in the wallet's currency: answers the channel's page. The provider's verified notification credits the wallet once (a deposit with the provider's reference); one of another amount or currency is flagged and credits nothing. No card surcharge on a top-up. A channel the agency may not use is refused (PAYMENT_CHANNEL_UNAVAILABLE). Idempotency-Key replays the first answer.",
      ['PAYMENT_DISABLED', 'PAYMENT_CHANNEL_UNAVAILABLE', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_INVALID'],
    ],
    'POST /api/payment/v2/gateway/notify': [
      'receiveGatewayNotification',
      'Payment gateway callback',
      "Signed payment notification from a payment provider (Stripe and Airwallex webhooks, WeChat Pay API v3 notifications, Alipay's asynchronous notification as a form) or the sandbox gateway. No token: the provider's own signature (Stripe-Signature checked by its SDK; Wechatpay-Signature with WeChat Pay's public key, its resource decrypted with the APIv3 key; Alipay's RSA2 sign checked by its SDK; Airwallex's x-signature HMAC) or the sandbox's HMAC header is checked instead. A genuine notification is answered 200 whatever it says (result: paid, failed, duplicate, late-credited, ignored, unknown, flagged), so the provider does not send it again; Alipay is answered the text \"success\", as it requires.",
      ['GATEWAY_SIGNATURE_INVALID', 'PAYMENT_ALREADY_RESOLVED'],
      ['application/json', 'text/plain'],
    ],
  }),
};
