// The Pay action's dialog and what its choice does. The agency's payment options are read afresh
// each time it opens (the wallet's available amount moves). The wallet pays at once (through the
// order actions, with their Idempotency-Key); a gateway channel starts the payment and sends the
// browser to the gateway's page, which brings it back to this order (see usePaymentReturn).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { OrderDetail } from '@/domain/schemas/flight-orders';
import type { PaymentChannel } from '@/domain/schemas/wallet';
import { ordersApi } from '@/web/api/flight-orders';
import { isApiError } from '@/web/providers/api-error';
import { useServices, useSessionState } from '@/web/services';
import { PayDialog } from './PayDialog';
import { PAYMENT_DISABLED, payOptions } from './pay-options';

const CONFIG_KEY = ['payment-config'];

export interface PayDialogHandlers {
  /** Pays from the wallet; true when it did. */
  payFromWallet(): Promise<boolean>;
  /** Tells the user why a call failed and shows the order as it is now. */
  fail(error: unknown): Promise<void>;
}

export function usePayDialog(order: OrderDetail | null, { payFromWallet, fail }: PayDialogHandlers): { open(): void; dialog: ReactNode } {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const disabled = useSessionState().session?.company.config.bookingConfig.disablePayment ?? false;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const config = useQuery({ queryKey: CONFIG_KEY, queryFn: () => ordersApi.paymentConfig(http), enabled: open && !disabled, retry: false });

  const show = () => {
    queryClient.removeQueries({ queryKey: CONFIG_KEY });
    setOpen(true);
  };

  const pay = async (channel: PaymentChannel) => {
    if (!order) return;
    setBusy(true);
    if (channel === 'balance') {
      const paid = await payFromWallet();
      setBusy(false);
      if (paid) setOpen(false);
      return;
    }
    try {
      const answer = await ordersApi.payThrough(http, order.id, channel, `/flight/orders/${order.id}`);
      if (!answer.paymentUrl) throw new Error('no payment page');
      // Still busy: the page is leaving for the gateway's.
      window.location.assign(answer.paymentUrl);
    } catch (error) {
      setBusy(false);
      await fail(error);
    }
  };

  const due = order ? { amount: order.payment.amount || order.totalAmount, currency: order.payment.currency } : null;
  const options = disabled ? PAYMENT_DISABLED : config.data && order && due ? payOptions(config.data, { ...due, paymentState: order.payment.paymentState, channel: order.payment.channel }) : null;
  const dialog = order && due && (
    <PayDialog open={open} orderNo={order.orderNo} due={due} options={options} busy={busy}
      loadError={config.error ? (isApiError(config.error) ? config.error.message : String(config.error)) : null}
      onPay={(channel) => void pay(channel)} onCancel={() => setOpen(false)} />
  );
  return { open: show, dialog };
}
