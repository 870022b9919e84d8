// What each order button does: destructive and money-moving actions ask first (SPEC: the lock warns
// that others cannot operate the order), forms open in a dialog (paying in its own: usePayDialog),
// and every answer refreshes the order, the lists and the menu counts. Change, refund and void
// answer a new order: we go there.
import { useQueryClient } from '@tanstack/react-query';
import { App, Modal, type ButtonProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@/domain/schemas/flight-orders';
import { showSaveError } from '@/web/admin/apply-errors';
import { formatDateTime } from '@/web/admin/format-date';
import { useDateFormat } from '@/web/admin/useDateFormat';
import { ordersApi, reviewsApi } from '@/web/api/flight-orders';
import { toast } from '@/web/feedback/toast';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { useServices } from '@/web/services';
import { ApproveForm, RejectForm, TicketsForm } from '../review/ReviewForms';
import type { BarAction } from './ActionBar';
import { ChangeForm } from './ChangeForm';
import { RefundForm } from './RefundForm';
import { usePayDialog } from './usePayDialog';

type DialogKind = 'change' | 'refund' | 'approve' | 'reject' | 'issue';
const DIALOGS: ReadonlySet<BarAction> = new Set<BarAction>(['change', 'refund', 'approve', 'reject', 'issue']);

export interface OrderActions {
  busy: BarAction | null;
  run(action: BarAction): void;
  dialogs: ReactNode;
}

export function useOrderActions(order: OrderDetail | null, options: { afterDone?(answer: OrderDetail | null, action: BarAction): void } = {}): OrderActions {
  const { t } = useTranslation('orders');
  const { http } = useServices();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const money = useMoneyFormat();
  const dateFormat = useDateFormat();
  const [busy, setBusy] = useState<BarAction | null>(null);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  // One key per order and visit: a retried or double-clicked payment pays once.
  const payKey = useMemo(() => `pay-${order?.id ?? 0}-${Math.random().toString(36).slice(2)}`, [order?.id]);

  const fail = async (error: unknown) => {
    showSaveError(null, error, t('common:http.unknown'));
    // The order may have moved on (another user, a job): show it as it is now.
    if (order) await queryClient.invalidateQueries({ queryKey: ['flight-order', order.id] });
  };

  const perform = async (action: BarAction, call: () => Promise<OrderDetail | null>): Promise<boolean> => {
    if (!order) return false;
    setBusy(action);
    try {
      const answer = await call();
      toast('success', t(`done.${action}`));
      await queryClient.invalidateQueries();
      setDialog(null);
      if (options.afterDone) options.afterDone(answer, action);
      else if (action === 'delete') navigate('/flight/orders');
      else if (answer && answer.id !== order.id) navigate(`/flight/orders/${answer.id}`);
      return true;
    } catch (error) {
      await fail(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const payment = usePayDialog(order, { payFromWallet: () => perform('pay', () => ordersApi.pay(http, order!.id, payKey)), fail });

  const ask = (action: BarAction, content: ReactNode, call: () => Promise<OrderDetail | null>, danger = false) =>
    modal.confirm({
      title: t(`confirm.${action}.title`, { orderNo: order?.orderNo }),
      content,
      okText: t(`actions.${action}`),
      okType: danger ? 'danger' : 'primary',
      cancelText: t('common:common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => perform(action, call),
    });

  const run = (action: BarAction) => {
    if (!order) return;
    if (DIALOGS.has(action)) return setDialog(action as DialogKind);
    const amount = (value: number) => money.settlement({ amount: value, currency: order.currency });
    switch (action) {
      case 'pay':
        return payment.open();
      case 'confirm':
        return ask('confirm', t('confirm.confirm.content', { amount: amount(order.price.refund?.totalRefundable ?? 0) }), () => ordersApi.confirm(http, order.id));
      case 'cancel':
        return ask('cancel', t('confirm.cancel.content'), () => ordersApi.cancel(http, order.id), true);
      case 'void':
        return ask('void', t('confirm.void.content', { until: order.voidUntil ? formatDateTime(order.voidUntil, dateFormat) : '—' }), () => ordersApi.voidOrder(http, order.id), true);
      case 'delete':
        return ask('delete', t('confirm.delete.content'), async () => { await ordersApi.remove(http, order.id); return null; }, true);
      case 'lock':
        return ask('lock', t('confirm.lock.content'), () => ordersApi.lock(http, order.id, 1));
      case 'unlock':
        return ask('unlock', t('confirm.unlock.content', { name: order.lock.lockedByName ?? '—' }), () => ordersApi.lock(http, order.id, 0));
    }
  };

  const formId = dialog ? `order-${dialog}-form` : '';
  // The fare's refund rule as a reminder: allowed (the lowest fee of the allowed rules) or not at all.
  const refundRules = order?.cancellation.rules.filter((r) => r.kind === 'refund' && r.allowed) ?? [];
  const refundFee = refundRules.length ? Math.min(...refundRules.map((r) => r.fee)) : null;
  const formDialog = order && (
    <Modal
      open={dialog !== null}
      destroyOnHidden
      width={dialog === 'change' ? 760 : 560}
      title={dialog ? t(`dialogs.${dialog}`, { orderNo: order.orderNo }) : ''}
      okText={dialog ? t(`dialogs.submit.${dialog}`) : ''}
      okButtonProps={{ htmlType: 'submit', form: formId, danger: dialog === 'reject', 'data-testid': 'dialog-submit' } as ButtonProps}
      cancelText={t('common:common.cancel')}
      confirmLoading={busy !== null}
      onCancel={() => setDialog(null)}
    >
      <div data-testid={dialog ? `order-${dialog}-dialog` : undefined}>
        {dialog === 'refund' && (
          <RefundForm formId={formId} passengers={order.passengers}
            policyNote={refundFee !== null ? t('refund.policy', { fee: money.settlement({ amount: refundFee, currency: order.cancellation.currency }) }) : t('refund.policyNotAllowed')}
            onSubmit={(request) => void perform('refund', () => ordersApi.refund(http, order.id, request))} />
        )}
        {dialog === 'change' && (
          <ChangeForm formId={formId} order={order}
            search={(body, signal) => ordersApi.changeSearch(http, order.id, body, signal)}
            onSearchError={(error) => showSaveError(null, error, t('common:http.unknown'))}
            onSubmit={(body) => void perform('change', () => ordersApi.change(http, order.id, body))} />
        )}
        {dialog === 'approve' && <ApproveForm formId={formId} order={order} onSubmit={(body) => void perform('approve', () => reviewsApi.approve(http, order.id, body))} />}
        {dialog === 'reject' && <RejectForm formId={formId} onSubmit={(remark) => void perform('reject', () => reviewsApi.reject(http, order.id, remark))} />}
        {dialog === 'issue' && <TicketsForm formId={formId} passengers={order.passengers} onSubmit={(body) => void perform('issue', () => reviewsApi.tickets(http, order.id, body))} />}
      </div>
    </Modal>
  );

  return { busy, run, dialogs: <>{formDialog}{payment.dialog}</> };
}
