// Back on the order from a gateway's page (?payment=&result=): say how it went, take the parameters
// out of the address (a reload or a shared link does not say it again) and read the order afresh
// (on success it is already paid: the gateway's notification moved it before the browser came back).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAYMENT_WINDOW_MINUTES } from '@/domain/schemas/wallet';
import { toast } from '@/web/feedback/toast';
import { paymentReturnOf, withoutPaymentReturn, type PaymentReturn } from './payment-return';
import { useOrderRefresh } from './useOrderMutation';

const KIND = { succeeded: 'success', failed: 'error', pending: 'warning' } as const satisfies Record<PaymentReturn, string>;

export function usePaymentReturn(orderId: number): void {
  const { t } = useTranslation('orders');
  const refresh = useOrderRefresh();
  const [params, setParams] = useSearchParams();
  const seen = useRef<string | null>(null);
  const result = paymentReturnOf(params);
  const payment = params.get('payment');

  useEffect(() => {
    if (!result || seen.current === payment) return;
    seen.current = payment;
    toast(KIND[result], t(`pay.returned.${result}`, { minutes: PAYMENT_WINDOW_MINUTES }));
    setParams((current) => withoutPaymentReturn(current), { replace: true });
    void refresh(orderId);
    // Once per return (the payment id), whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, payment, t, setParams, orderId]);
}
