// Coming back from a gateway's hosted page: it sends the payer to the order with
// ?payment=<id>&result=succeeded|failed|pending. Anything else in the address is not a return.
export const PAYMENT_RESULTS = ['succeeded', 'failed', 'pending'] as const;
export type PaymentReturn = (typeof PAYMENT_RESULTS)[number];

export function paymentReturnOf(params: URLSearchParams): PaymentReturn | null {
  const result = params.get('result');
  if (!params.get('payment') || !PAYMENT_RESULTS.includes(result as PaymentReturn)) return null;
  return result as PaymentReturn;
}

/** The same address without the return's parameters (others are kept). */
export function withoutPaymentReturn(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete('payment');
  rest.delete('result');
  return rest;
}
