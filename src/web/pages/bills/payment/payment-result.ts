// A payment result message (src/domain/schemas/payment-message.ts) posted to the console: by the
// partner page that embeds it (a mall, a mini-program's web view), or by a payment window the
// console opened. Believed only from our own origin, the window we opened, or an origin the
// user's partner integration allows; anything else, or anything not of the documented shape, is
// ignored without a word.
import { originAllowed } from '@/domain/frame-origins';
import { PAYMENT_RESULT_TEXT_MAX, paymentResultMessageSchema } from '@/domain/schemas/payment-message';

export interface PaymentResult {
  success: boolean;
  orderId: string;
  /** The error text the payment page gave, to be shown as plain text. */
  message?: string;
}

export interface TrustedSenders {
  /** The console's own origin. */
  origin: string;
  /** A payment window the console opened, whatever its origin. */
  window?: unknown;
  /** Origins of the partner pages allowed to embed this user's console. */
  parentOrigins?: readonly string[];
}

type PaymentEvent = Pick<MessageEvent, 'data' | 'origin' | 'source'>;

function trusted(event: PaymentEvent, senders: TrustedSenders): boolean {
  if (event.origin === senders.origin) return true;
  if (senders.window !== undefined && event.source === senders.window) return true;
  return originAllowed(event.origin, senders.parentOrigins ?? []);
}

export function paymentResultOf(event: PaymentEvent, senders: TrustedSenders): PaymentResult | null {
  if (!trusted(event, senders)) return null;
  const parsed = paymentResultMessageSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const { orderId, status, message } = parsed.data;
  return { success: status === 'success', orderId: String(orderId), message: status === 'failed' ? readable(message) : undefined };
}

/** The text as a person reads it: control characters and runs of space made one space, cut to a toast's length; none if blank. */
function readable(message: string | undefined): string | undefined {
  const text = (message ?? '').replace(CONTROL_OR_SPACE, ' ').trim();
  return text ? text.slice(0, PAYMENT_RESULT_TEXT_MAX) : undefined;
}

const CONTROL_OR_SPACE = /[\u0000-\u001F\u007F\s]+/g;
