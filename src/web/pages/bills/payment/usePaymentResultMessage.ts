// Listens for payment result messages and tells the user: success, or the payment page's own error
// text (else "payment failed"), always as plain text.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/web/feedback/toast';
import { paymentResultOf, type PaymentResult } from './payment-result';

export function usePaymentResultMessage(
  onResult?: (result: PaymentResult) => void,
  senders: { paymentWindow?: Window | null; parentOrigins?: readonly string[] } = {},
): void {
  const { t } = useTranslation();
  const { paymentWindow, parentOrigins } = senders;
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const result = paymentResultOf(event, { origin: window.location.origin, window: paymentWindow ?? undefined, parentOrigins });
      if (!result) return;
      toast(
        result.success ? 'success' : 'error',
        result.success ? t('wallet.payment.success') : (result.message ?? t('errors.PAYMENT_FAILED')),
      );
      onResult?.(result);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [t, onResult, paymentWindow, parentOrigins]);
}
