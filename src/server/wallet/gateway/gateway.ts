// The payment-gateway adapter: every channel other than the wallet (alipay, wechat-pay, the yeepay
// family, airwallex, stripe, abapay) sends the payer to the gateway's hosted page and later tells us
// the outcome in a signed notification. A real provider is one more implementation of this interface.
import type { PaymentChannel } from '@/domain/schemas/wallet';

export interface CheckoutRequest {
  sessionId: string;
  channel: PaymentChannel;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  /** Where the gateway posts its notification. */
  notifyUrl: string;
  /** Where the payer's browser returns after the hosted page. */
  returnUrl: string;
  expiresAt: Date;
}

export interface GatewayEvent {
  sessionId: string;
  /** 'ignored': a genuine notification that is about no payment outcome (other event types). */
  outcome: 'succeeded' | 'failed' | 'ignored';
  /** The provider's own id of the notification (a replay of it changes nothing); absent from the sandbox. */
  eventId?: string;
  /** Which real provider said it (absent: the sandbox). */
  provider?: string;
  /** The gateway's own reference for the payment. */
  reference: string;
  amount: number;
  currency: string;
}

export interface PaymentGateway {
  /** The hosted payment page for this checkout. */
  checkoutUrl(request: CheckoutRequest): string;
  /** The notification's event when its signature is genuine and fresh; null otherwise. */
  verify(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayEvent | null;
}
