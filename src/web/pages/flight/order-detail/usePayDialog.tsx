// The Pay action's dialog and what its choice does. The agency's payment options are read afresh
// each time it opens (the wallet's available amount moves). The wallet pays at once (through the
// order actions, with their Idempotency-Key); a gateway channel starts the payment and sends the
// browser to the gateway's page, which brings it back to this order (see usePaymentReturn).
import { useCustom, type HttpError } from '@refinedev/core';
import { useState, type ReactNode } from 'react';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import type { PaymentChannel, PaymentConfig } from '@/domain/schemas/wallet';
import { useResourceAction } from '@/web/data/useResourceAction';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useSessionState } from '@/web/services';
import { PayDialog } from './PayDialog';
import { PAYMENT_DISABLED, payOptions } from './pay-options';
import { ORDER_STALE } from './order-stale';

/** The order as it is after a gateway payment started, with the gateway's page to send the payer to. */
type GatewayPayAnswer = OrderDetail & { paymentUrl: string | null };

export interface PayDialogHandlers {
  /** Pays from the wallet; true when it did. */
  payFromWallet(): Promise<boolean>;
  /** That payment is under way. */
  walletPaying: boolean;
}

export function usePayDialog(
  order: OrderDetail | null,
  { payFromWallet, walletPaying }: PayDialogHandlers,
): { open(): void; dialog: ReactNode } {
  const disabled = useSessionState().session?.company.config.bookingConfig.disablePayment ?? false;
  const [open, setOpen] = useState(false);
  const { call, pending } = useResourceAction<GatewayPayAnswer, unknown>('flight-orders', { id: order?.id, invalidates: ORDER_STALE });
  // Set once the browser is sent to the gateway's page: the dialog stays busy until the page is gone.
  const [leaving, setLeaving] = useState(false);
  const { query: config } = useCustom<PaymentConfig, HttpError>({
    url: useResourceUrl('flight-payment-config')(),
    method: 'get',
    // Read on every opening, never from an earlier one: while it reads, the dialog waits.
    queryOptions: { enabled: open && !disabled, retry: false, staleTime: 0, refetchOnWindowFocus: false },
    errorNotification: false,
  });

  const pay = async (channel: PaymentChannel, surcharge?: number) => {
    if (!order) return;
    if (channel === 'balance') {
      const paid = await payFromWallet();
      if (paid) setOpen(false);
      return;
    }
    const outcome = await call({
      path: ['payment'],
      values: { channel, returnUrl: `/flight/orders/${order.id}`, ...(surcharge === undefined ? {} : { surcharge }) },
    });
    if (outcome.ok && outcome.data.paymentUrl) {
      setLeaving(true);
      window.location.assign(outcome.data.paymentUrl);
    }
  };

  const due = order ? { amount: order.payment.amount || order.totalAmount, currency: order.payment.currency } : null;
  const fresh = config.data && !config.isFetching ? config.data.data : null;
  const options = disabled
    ? PAYMENT_DISABLED
    : fresh && order && due
      ? payOptions(fresh, { ...due, paymentState: order.payment.paymentState, channel: order.payment.channel })
      : null;
  const dialog = order && due && (
    <PayDialog
      open={open}
      orderNo={order.orderNo}
      due={due}
      options={options}
      busy={pending !== null || walletPaying || leaving}
      loadError={config.error ? config.error.message : null}
      onPay={(channel, surcharge) => void pay(channel, surcharge)}
      onCancel={() => setOpen(false)}
    />
  );
  return { open: () => setOpen(true), dialog };
}
