// What the pay dialog may offer for one order: nothing when the agency's payment is disabled; the
// wallet when it can cover the amount (payables are in the wallet's currency, so another currency
// cannot be paid from it); and the agency's enabled gateway channels. While a gateway payment is
// under way the server accepts only that channel again (it resumes the same page), so only it is offered.
import { cardCharge, type SurchargeRule } from '@/domain/card-surcharge';
import type { PaymentChannel, PaymentConfig } from '@/domain/schemas/wallet';

/** A channel paid on a gateway's page (every channel but the wallet). */
export type GatewayChannel = Exclude<PaymentChannel, 'balance'>;

/** Why the wallet cannot pay: too little available, another currency, or a gateway payment under way. */
export type WalletBlock = 'short' | 'currency' | 'inProgress';

export interface PayOptions {
  /** Payment disabled for the agency (or no channel enabled): nothing to offer. */
  disabled: boolean;
  /** The wallet, when its channel is enabled. */
  wallet: { available: number; currency: string; blocked: WalletBlock | null } | null;
  /** `surcharge`: a card channel's surcharge rule, priced on the amount due as the server charges it. */
  channels: Array<{ code: GatewayChannel; blocked: boolean; surcharge: SurchargeRule | null }>;
  /** The gateway channel of a payment under way (awaiting the provider), else null. */
  inProgress: GatewayChannel | null;
  /** Chosen when the dialog opens: the payment under way, else the wallet when it can pay, else nothing. */
  initial: PaymentChannel | null;
}

export interface AmountDue {
  amount: number;
  currency: string;
  /** The order's payment state and channel (OrderDetail.payment). */
  paymentState: string | null;
  channel: string | null;
}

const isGateway = (code: PaymentChannel): code is GatewayChannel => code !== 'balance';

export function payOptions(config: PaymentConfig, due: AmountDue): PayOptions {
  const enabled = config.disabled ? [] : config.channels.filter((c) => c.enabled).map((c) => c.code);
  const ruleOf = (code: PaymentChannel) => (config.channels.find((c) => c.code === code)?.surcharge ?? null) as SurchargeRule | null;
  const gateways = enabled.filter(isGateway);
  const awaiting = due.paymentState === 'awaiting' ? (gateways.find((code) => code === due.channel) ?? null) : null;
  const blocked: WalletBlock | null = awaiting
    ? 'inProgress'
    : config.wallet.currency !== due.currency
      ? 'currency'
      : config.wallet.available < due.amount
        ? 'short'
        : null;
  const wallet = enabled.includes('balance') ? { available: config.wallet.available, currency: config.wallet.currency, blocked } : null;
  return {
    disabled: enabled.length === 0,
    wallet,
    channels: gateways.map((code) => ({ code, blocked: awaiting !== null && code !== awaiting, surcharge: ruleOf(code) })),
    inProgress: awaiting,
    initial: awaiting ?? (wallet && !wallet.blocked ? 'balance' : null),
  };
}

/** Whether a choice can be paid with (the confirm button's state). */
export function canPayWith(options: PayOptions, choice: PaymentChannel | null): choice is PaymentChannel {
  if (options.disabled || choice === null) return false;
  if (choice === 'balance') return options.wallet !== null && options.wallet.blocked === null;
  return options.channels.some((c) => c.code === choice && !c.blocked);
}

/** The agency may not pay (its session says so): nothing is offered, nothing need be asked. */
export const PAYMENT_DISABLED: PayOptions = { disabled: true, wallet: null, channels: [], inProgress: null, initial: null };

/** The card surcharge and card total of a choice, when it is a card channel with a surcharge; null otherwise. */
export function cardChargeOf(
  options: PayOptions,
  choice: PaymentChannel | null,
  due: { amount: number; currency: string },
): { cardFee: number; cardTotal: number } | null {
  const rule = options.channels.find((c) => c.code === choice)?.surcharge;
  return rule ? cardCharge(due.amount, due.currency, rule) : null;
}
