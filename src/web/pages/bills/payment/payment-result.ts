// A payment result message from a mini-program window: the payment window (a
// gateway's page, a mini-program) posts {type: 'payment-result', status, message?} to the console.
// Only messages from our own origin or the window we opened are believed.
export interface PaymentResult {
  success: boolean;
  /** The error text the payment window gave, shown as is. */
  message?: string;
}

export function paymentResultOf(event: Pick<MessageEvent, 'data' | 'origin' | 'source'>, trusted: { origin: string; window?: unknown }): PaymentResult | null {
  if (event.origin !== trusted.origin && (trusted.window === undefined || event.source !== trusted.window)) return null;
  const data = event.data as { type?: unknown; status?: unknown; message?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== 'payment-result') return null;
  if (data.status !== 'success' && data.status !== 'fail') return null;
  const message = typeof data.message === 'string' && data.message.trim() ? data.message.trim().slice(0, 300) : undefined;
  return { success: data.status === 'success', message };
}
