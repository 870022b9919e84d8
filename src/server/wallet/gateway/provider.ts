// A real payment provider behind the gateway seam. The gateway routes each channel to its provider
// (or to the sandbox); a provider creates its hosted checkout, verifies its own notifications with
// its SDK, answers queries about a payment, refunds, and lists a day's settled transactions.
import type { PaymentChannel } from '@/domain/schemas/wallet';
import type { CheckoutRequest, GatewayEvent } from './gateway';

export const PROVIDER_NAMES = ['stripe', 'wechat-pay', 'alipay', 'airwallex'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** What a verified notification says: a payment's outcome, or something we take note of and ignore. */
export type ProviderNotice = { kind: 'payment'; event: GatewayEvent } | { kind: 'ignored'; eventId: string; type: string };

/** A checkout as the provider sees it when asked (the job that does not trust silence). */
export type ProviderPaymentState = { state: 'succeeded' | 'failed'; event: GatewayEvent } | { state: 'pending' | 'unknown' };

export interface ProviderRefund {
  /** The provider's refund id, kept on our payout transfer. */
  refundId: string;
  state: 'succeeded' | 'pending' | 'failed';
}

/** One settled movement in the provider's balance for a day (its report or list API). */
export interface SettledRow {
  /** The provider's reference of the payment or refund (what our transfer's reference holds). */
  reference: string;
  /** The provider's own id of the row (a balance transaction). */
  rowId: string;
  kind: 'payment' | 'refund';
  /** Gross minor units, positive for money in, negative for money out. */
  amount: number;
  /** What the provider withheld as its fee (minor units, >= 0). */
  fee: number;
  currency: string;
  createdAt: Date;
}

export interface PaymentProvider {
  name: ProviderName;
  channels: readonly PaymentChannel[];
  mode: 'test' | 'live';
  /** The body a provider requires as its acknowledgement of a genuine notification (Alipay: the text "success"); JSON otherwise. */
  acknowledgement?: { contentType: string; body: string };
  /** Creates the provider's hosted checkout; the same request twice answers the same checkout. */
  createCheckout(request: CheckoutRequest & { returnBase: string }): Promise<{ url: string; reference: string }>;
  /** The verified notification; null when its signature is not the provider's (or stale). */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderNotice | null;
  /** True when these headers are this provider's notification headers. */
  recognises(headers: Record<string, string | string[] | undefined>, rawBody: string): boolean;
  /** The body this provider's documentation asks for when we refuse its notification (absent: our usual error). */
  refusalBody?(): unknown;
  /** The hosted page of a checkout created before, while the payer can still use it. */
  checkoutPage(checkoutReference: string): Promise<string | null>;
  /** Asks the provider what became of a checkout. */
  query(sessionId: string, checkoutReference: string | null): Promise<ProviderPaymentState>;
  /** Closes a checkout the payer may still be on (our window ended). */
  cancel(checkoutReference: string): Promise<void>;
  /** Refunds (part of) a payment; the same key twice is one refund. */
  refund(input: { paymentReference: string; amount: number; currency: string; idempotencyKey: string }): Promise<ProviderRefund>;
  /** The provider's settled movements created in [from, to). */
  settled(from: Date, to: Date): Promise<SettledRow[]>;
}

export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
