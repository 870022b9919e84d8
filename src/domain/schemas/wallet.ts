// Wire shapes of the wallet (Top-up, Wallet transaction, Transaction list row; balance,
// credit, statements, exchange rates, payment config). Amounts are integer minor units with their
// currency; rates and percentages are exact decimal strings.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { CURRENCIES } from '../currency';
import { FEE_PERCENT_PATTERN, RATE_PATTERN, topUpFigures } from '../wallet-math';
import { CREDIT_PERIOD_UNITS } from './agency-settings';
import { PAYMENT_CHANNELS, type PaymentChannel } from './payment-channels';
import { whenFieldsPassed } from '@/domain/schemas/when-fields-passed';

export const currencyCodeSchema = z.enum(CURRENCIES);
/** The most any single amount may be: 10^13 minor units (a hundred billion in major units). */
export const MAX_AMOUNT = 10_000_000_000_000;
export const minorAmountSchema = z.number().int().min(1).max(MAX_AMOUNT);

/** Numbers are accepted too, but written as text so no float ever reaches the arithmetic. */
const decimalText = (valid: (text: string) => boolean, message: string) =>
  z
    .union([text(), z.number()])
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine(valid, { message });

/** A positive rate: zero would convert any amount to nothing. */
export const rateSchema = decimalText((v) => RATE_PATTERN.test(v) && /[1-9]/.test(v), 'rate');
export const feePercentSchema = decimalText((v) => FEE_PERCENT_PATTERN.test(v), 'feePercent');

/**
 * Whether received x rate stays a storable amount whatever the wallet's currency (two minor digits
 * is the most any has, so converting into one is the largest result).
 */
function withinAmountBound(receivedAmount: number, currency: string, rate: string): boolean {
  return topUpFigures({ receivedAmount, receivedCurrency: currency, rate, feePercent: '0', walletCurrency: 'CNY' }).gross <= MAX_AMOUNT;
}

/** Top-up; currency, received amount, exchange rate and reference number are required. */
export const topUpSchema = z
  .object({
    /** The currency the money was received in. */
    currency: currencyCodeSchema,
    receivedAmount: minorAmountSchema,
    /** Units of the wallet's currency per unit of `currency`. */
    rate: rateSchema,
    feePercent: feePercentSchema,
    referenceNo: text().trim().min(1).max(128),
    /** What the wallet is credited; when sent it must equal received x rate - fee (checked by the server). */
    amount: minorAmountSchema.optional(),
    sendEmail: z.boolean().default(false),
    remark: text().trim().max(512).optional(),
  })
  .strict()
  .refine((t) => withinAmountBound(t.receivedAmount, t.currency, t.rate), {
    ...whenFieldsPassed,
    message: 'convertedTooLarge',
    path: ['rate'],
  });
export type TopUpRequest = z.input<typeof topUpSchema>;

/** The credit limit cannot be empty. The credit period is stored in the agency settings. */
export const creditSchema = z
  .object({
    creditLimit: z.number().int().min(0).max(MAX_AMOUNT),
    periodUnit: z.enum(CREDIT_PERIOD_UNITS).optional(),
    periodLength: z.number().int().min(1).max(366).optional(),
  })
  .strict();
export type CreditRequest = z.infer<typeof creditSchema>;

export const periodSchema = z.object({ start: text(), end: text() });

export const walletBalanceSchema = z.object({
  agencyId: z.number().int(),
  agencyName: text(),
  parentId: z.number().int().nullable(),
  currency: text(),
  balance: z.number().int(),
  /** Payments in flight (held, not yet posted). */
  held: z.number().int(),
  creditLimit: z.number().int(),
  /** balance - held + creditLimit: what may still be spent. */
  available: z.number().int(),
  periodUnit: z.enum(CREDIT_PERIOD_UNITS),
  periodLength: z.number().int(),
  currentPeriod: periodSchema,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * Business types of a wallet movement (Wallet transaction type). Money a parent agency moves to its
 * sub-agency is a transfer, named by its side: out of the parent, into the sub-agency.
 */
export const TRANSACTION_TYPES = [
  'top_up',
  'transfer_to_sub_agency',
  'transfer_from_parent',
  'flight_origin',
  'flight_change',
  'flight_refund',
  'flight_void',
  'train_origin',
  'train_change',
  'train_refund',
  'group_flight',
  'reimbursement',
  'deposit',
  'reversal',
  'payout',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export { PAYMENT_CHANNELS, type PaymentChannel };
/** How money reached a wallet or left it: a channel, or a manual top-up by staff or the parent agency. */
export const PAYMENT_METHODS = [...PAYMENT_CHANNELS, 'manual', 'parent'] as const;

/** One movement of one wallet (Transaction list row and Wallet transaction). */
export const walletTransactionSchema = z.object({
  id: z.number().int(),
  transferId: z.number().int(),
  agencyId: z.number().int(),
  agencyName: text(),
  type: text(),
  status: text(),
  /** Original ID: the order for order movements, else the transaction number. */
  originalId: text(),
  orderId: text().nullable(),
  /** Reference ID: the payment reference (top-up reference number, channel reference). */
  referenceId: text().nullable(),
  paymentMethod: text().nullable(),
  invoiceType: text().nullable(),
  /** Signed movement of the wallet: positive in, negative out. */
  amount: z.number().int(),
  currency: text(),
  /** Total Amount Paid: what was received or paid, in its own currency. */
  totalAmountPaid: z.number().int(),
  totalAmountPaidCurrency: text(),
  receivedAmount: z.number().int().nullable(),
  receivedCurrency: text().nullable(),
  rate: text().nullable(),
  feePercent: text().nullable(),
  handlingFee: z.number().int(),
  description: text().nullable(),
  remark: text().nullable(),
  reversesTransferId: z.number().int().nullable(),
  paymentTime: text(),
  createdOn: text(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const TRANSACTION_SORT_FIELDS = ['paymentTime', 'amount', 'id'] as const;

export const transactionFilterSchema = z.object({
  agencyId: z.coerce.number().int().positive().optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  amount_gte: z.coerce.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT).optional(),
  amount_lte: z.coerce.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT).optional(),
  orderId: text().trim().max(64).optional(),
});
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

export const topUpResultSchema = z.object({ transaction: walletTransactionSchema, wallet: walletBalanceSchema });

export const exchangeRateSchema = z.object({
  currency: text(),
  /** Units of `currency` per 1 unit of `base`. */
  rate: text(),
  base: text(),
  rateDate: text(),
  updatedAt: text(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRateQuerySchema = z.object({
  /** Rates in effect on this date (the newest on or before it); default today. */
  date: z.iso.date().optional(),
  /** One currency's history instead of one rate per currency. */
  currency: currencyCodeSchema.optional(),
});

export const setExchangeRateSchema = z
  .object({ currency: currencyCodeSchema, rate: rateSchema, rateDate: z.iso.date().optional() })
  .strict();

export const statementSchema = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  agencyName: text(),
  currency: text(),
  periodUnit: text(),
  periodStart: text(),
  periodEnd: text(),
  cutoffAt: text(),
  /** False while the period is still running (a statement to date). */
  closed: z.boolean(),
  openingBalance: z.number().int(),
  totalCredits: z.number().int(),
  totalDebits: z.number().int(),
  closingBalance: z.number().int(),
  amountDue: z.number().int(),
  creditLimit: z.number().int(),
  entryCount: z.number().int(),
  source: text(),
  generatedAt: text(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementListQuerySchema = z.object({ agencyId: z.coerce.number().int().positive().optional() });

export const generateStatementSchema = z
  .object({
    agencyId: z.number().int().positive().optional(),
    /** Any instant inside the wanted period; default now (the current period to date). */
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

export const statementDetailSchema = z.object({
  statement: statementSchema,
  movements: z.array(walletTransactionSchema),
  /** Movements in the statement (the page above is part of them). */
  movementTotal: z.number().int(),
  showInvoiceType: z.boolean(),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

export const spendPointSchema = z.object({ periodStart: text(), periodEnd: text(), spent: z.number().int(), received: z.number().int() });
export const spendSchema = z.object({
  agencyId: z.number().int(),
  currency: text(),
  periodUnit: text(),
  points: z.array(spendPointSchema),
});
export type Spend = z.infer<typeof spendSchema>;

export const paymentChannelInfoSchema = z.object({
  code: z.enum(PAYMENT_CHANNELS),
  kind: text(),
  /** False when the agency may not use it: payment disabled, the channel turned off for the agency, or nothing serves it. */
  enabled: z.boolean(),
  /** A card channel's surcharge rule (priced by cardCharge, as the server charges it), else null. */
  surcharge: z.object({ basisPoints: z.number().int(), fixed: z.record(text(), z.number().int()) }).nullable(),
});
export const paymentConfigSchema = z.object({
  /** The agency's disable-payment flag: no channel may be used. */
  disabled: z.boolean(),
  channels: z.array(paymentChannelInfoSchema),
  wallet: z.object({ currency: text(), available: z.number().int() }),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const PAYMENT_STATUSES = ['unpaid', 'awaiting', 'held', 'paid', 'failed', 'expired', 'voided'] as const;
export const paymentSchema = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  orderRef: text(),
  part: text(),
  amount: z.number().int(),
  currency: text(),
  channel: text().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  refundedAmount: z.number().int(),
  /** A card channel's surcharge charged on top of the amount (0 for none), and how much of it went back with refunds. */
  surcharge: z.number().int(),
  surchargeRefunded: z.number().int(),
  failureReason: text().nullable(),
  description: text().nullable(),
  expiresAt: text().nullable(),
  createdAt: text(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Payment channel kinds: how the console groups and labels the channels. */
export const CHANNEL_KINDS: Record<PaymentChannel, string> = {
  balance: 'wallet',
  alipay: 'mobileWallet',
  'wechat-pay': 'mobileWallet',
  'yeepay-alipay': 'domesticProvider',
  'yeepay-credit-card': 'domesticProvider',
  'yeepay-debit-card': 'domesticProvider',
  'yeepay-wechat': 'domesticProvider',
  airwallex: 'internationalCard',
  stripe: 'cardProvider',
  abapay: 'regionalProvider',
};

/** Channels that take a card: an order paid through one shows the credit-card fee and the card total. */
export const CARD_CHANNELS: ReadonlySet<string> = new Set<PaymentChannel>([
  'yeepay-credit-card',
  'yeepay-debit-card',
  'airwallex',
  'stripe',
]);

/** How long a gateway payment waits for the provider's word before it times out (the payer may then pay again). */
export const PAYMENT_WINDOW_MINUTES = 15;

/** A same-site path (never another host): where a payer comes back from a gateway's page. */
export const returnPathSchema = text()
  .max(256)
  .regex(/^\/(?![/\\])[^\s]*$/, { message: 'invalid' });

export const payRequestSchema = z
  .object({
    channel: z.enum(PAYMENT_CHANNELS),
    /** Same-site path the payer returns to from a gateway's hosted page. */
    returnUrl: returnPathSchema.optional(),
    /** The card surcharge the payer was shown; when sent, a different one is refused (nothing is charged). */
    surcharge: z.number().int().min(0).max(MAX_AMOUNT).optional(),
  })
  .strict();
export const payResultSchema = z.object({
  payment: paymentSchema,
  /** For a gateway channel: the hosted payment page to open, an absolute URL on the address the caller used. */
  redirectUrl: text().nullable(),
});
export type PayResult = z.infer<typeof payResultSchema>;

/** An agency tops up its own wallet through a payment channel (its hosted page), in the wallet's currency. */
export const gatewayTopUpSchema = z
  .object({
    channel: z.enum(PAYMENT_CHANNELS).exclude(['balance']),
    /** What the wallet is credited, in the wallet currency's minor units. */
    amount: minorAmountSchema,
    /** Same-site path the payer returns to from the channel's page. */
    returnUrl: returnPathSchema.optional(),
  })
  .strict();
export type GatewayTopUpRequest = z.input<typeof gatewayTopUpSchema>;

/** Staff reverse a channel top-up: its money goes back out through the same channel. */
export const topUpReversalSchema = z.object({ reason: text().trim().min(1).max(256) }).strict();
export type TopUpReversalRequest = z.input<typeof topUpReversalSchema>;
export const topUpReversalResultSchema = z.object({
  payment: paymentSchema,
  /** The provider the money is refunded through (its answer is awaited by a job); null when it was booked at once (the sandbox). */
  refundThrough: text().nullable(),
});
export type TopUpReversalResult = z.infer<typeof topUpReversalResultSchema>;
