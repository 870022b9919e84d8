// Back from a gateway's page (?payment=&result=) on the page that started the payment (an order,
// the wallet): say how it went, take the parameters out of the address (a reload or a shared link
// does not say it again) and read afresh what the payment changes (on success the gateway's
// notification has usually moved it before the browser came back).
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useRefetchResources } from '@/web/data/useRefetchResources';
import { toast } from '@/web/feedback/toast';
import { paymentReturnOf, withoutPaymentReturn, type PaymentReturn } from '@/web/pages/flight/order-detail/payment-return';

const KIND = { succeeded: 'success', failed: 'error', pending: 'warning' } as const satisfies Record<PaymentReturn, string>;

/** `stale`: the resources the payment changes; `messageOf`: the translated word for each outcome. */
export function useGatewayReturn(stale: readonly string[], messageOf: (result: PaymentReturn) => string): void {
  const refetch = useRefetchResources();
  const [params, setParams] = useSearchParams();
  const seen = useRef<string | null>(null);
  const result = paymentReturnOf(params);
  const payment = params.get('payment');

  useEffect(() => {
    if (!result || seen.current === payment) return;
    seen.current = payment;
    toast(KIND[result], messageOf(result));
    setParams((current) => withoutPaymentReturn(current), { replace: true });
    void refetch(stale);
    // Once per return (the payment id), whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, payment, setParams]);
}
