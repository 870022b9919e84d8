// Back on the order from a gateway's page: the order is read afresh (see useGatewayReturn).
import { useTranslation } from 'react-i18next';
import { PAYMENT_WINDOW_MINUTES } from '@/domain/schemas/wallet';
import { useGatewayReturn } from '@/web/pages/bills/payment/useGatewayReturn';
import { ORDER_STALE } from './order-stale';

export function usePaymentReturn(): void {
  const { t } = useTranslation('orders');
  useGatewayReturn(ORDER_STALE, (result) => t(`pay.returned.${result}`, { minutes: PAYMENT_WINDOW_MINUTES }));
}
