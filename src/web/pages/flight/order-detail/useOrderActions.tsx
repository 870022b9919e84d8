// What each order button does: destructive and money-moving actions ask first (the lock warns that
// others cannot operate the order), forms open in a dialog (paying in its own: usePayDialog), and
// every answer refreshes the order, the lists and the menu counts (ORDER_STALE). Change, refund
// and void answer a new order: we go there.
import { useModalForm } from '@refinedev/antd';
import { App, Modal, type ButtonProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { useResourceAction, type ResourceActionCall } from '@/web/data/useResourceAction';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { ApproveForm, RejectForm, TicketsForm } from '../review/ReviewForms';
import type { BarAction } from './ActionBar';
import { ChangeForm } from './ChangeForm';
import { refundFormData } from './refund-request';
import { RefundForm } from './RefundForm';
import { ORDER_LISTS, ORDER_STALE } from './order-stale';
import { usePayDialog } from './usePayDialog';

type DialogKind = 'change' | 'refund' | 'approve' | 'reject' | 'issue';
const DIALOGS: ReadonlySet<BarAction> = new Set<BarAction>(['change', 'refund', 'approve', 'reject', 'issue']);
type Request = Pick<ResourceActionCall<OrderDetail, unknown>, 'resource' | 'path' | 'method' | 'values' | 'headers' | 'invalidates'>;

export interface OrderActions {
  busy: BarAction | null;
  run(action: BarAction): void;
  dialogs: ReactNode;
}

export function useOrderActions(
  order: OrderDetail | null,
  options: { afterDone?(answer: OrderDetail | null, action: BarAction): void } = {},
): OrderActions {
  const { t } = useTranslation('orders');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const money = useMoneyFormat();
  const dateFormat = useDateFormat();
  const { call, pending } = useResourceAction<OrderDetail, unknown>('flight-orders', { id: order?.id, invalidates: ORDER_STALE });
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  // The dialog's form: Refine keeps its instance, open state and reset-on-close; the submit goes to
  // the action's own endpoint (perform), not to a create or update of the resource.
  const { formProps, modalProps, show, close } = useModalForm({
    resource: 'flight-orders',
    action: 'create',
    redirect: false,
    autoSubmitClose: false,
    // Not an edit of the order but a request to act on it, sent by perform (not the form's own
    // save), which then closes the dialog and often opens the new order at once: Refine would still
    // hold the "unsaved" flag at that moment and ask, refusing both the close and the navigation.
    warnWhenUnsavedChanges: false,
  });
  // One key per order and visit: a retried or double-clicked payment pays once.
  const payKey = useMemo(() => `pay-${order?.id ?? 0}-${Math.random().toString(36).slice(2)}`, [order?.id]);

  const perform = async (action: BarAction, request: Request): Promise<boolean> => {
    if (!order) return false;
    const outcome = await call({ ...request, name: action, success: t(`done.${action}`) });
    if (!outcome.ok) return false;
    const answer = action === 'delete' ? null : outcome.data;
    if (DIALOGS.has(action)) close();
    if (options.afterDone) options.afterDone(answer, action);
    else if (action === 'delete') navigate('/flight/orders');
    else if (answer && answer.id !== order.id) navigate(`/flight/orders/${answer.id}`);
    return true;
  };

  const busy = (pending as BarAction | null) ?? null;
  const payment = usePayDialog(order, {
    walletPaying: busy === 'pay',
    payFromWallet: () =>
      perform('pay', { path: ['payment'], method: 'post', values: { channel: 'balance' }, headers: { 'Idempotency-Key': payKey } }),
  });

  const ask = (action: BarAction, content: ReactNode, request: Request, danger = false) =>
    modal.confirm({
      title: t(`confirm.${action}.title`, { orderNo: order?.orderNo }),
      content,
      okText: t(`actions.${action}`),
      okType: danger ? 'danger' : 'primary',
      cancelText: t('common:common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => perform(action, request),
    });

  const own = (path: string, method: Request['method'] = 'post', values?: unknown): Request => ({
    path: path ? [path] : [],
    method,
    values,
  });

  const run = (action: BarAction) => {
    if (!order) return;
    if (DIALOGS.has(action)) {
      setDialog(action as DialogKind);
      return show();
    }
    const amount = (value: number) => money.settlement({ amount: value, currency: order.currency });
    switch (action) {
      case 'pay':
        return payment.open();
      case 'confirm':
        return ask(
          'confirm',
          t('confirm.confirm.content', { amount: amount(order.price.refund?.totalRefundable ?? 0) }),
          own('confirmation'),
        );
      case 'cancel':
        return ask('cancel', t('confirm.cancel.content'), own('cancel'), true);
      case 'void':
        return ask(
          'void',
          t('confirm.void.content', { until: order.voidUntil ? formatDateTime(order.voidUntil, dateFormat) : '—' }),
          own('void'),
          true,
        );
      case 'delete':
        // The order is gone afterwards: only the other lists are read again (its own page would
        // answer "not found"); the order list reads afresh when the page goes back to it.
        return ask('delete', t('confirm.delete.content'), { ...own('', 'delete'), invalidates: ORDER_LISTS }, true);
      case 'lock':
        return ask('lock', t('confirm.lock.content'), own('lock', 'put', { lockType: 1 }));
      case 'unlock':
        return ask('unlock', t('confirm.unlock.content', { name: order.lock.lockedByName ?? '—' }), own('lock', 'put', { lockType: 0 }));
    }
  };

  const review = (path: string, values: unknown): Request => ({ resource: 'order-review', path: [path], method: 'post', values });
  const dialogForm = { ...formProps, id: dialog ? `order-${dialog}-form` : undefined };
  // The fare's refund rule as a reminder: allowed (the lowest fee of the allowed rules) or not at all.
  const refundRules = order?.cancellation.rules.filter((r) => r.kind === 'refund' && r.allowed) ?? [];
  const refundFee = refundRules.length ? Math.min(...refundRules.map((r) => r.fee)) : null;
  const formDialog = order && (
    <Modal
      {...modalProps}
      width={dialog === 'change' ? 760 : 560}
      title={dialog ? t(`dialogs.${dialog}`, { orderNo: order.orderNo }) : ''}
      okText={dialog ? t(`dialogs.submit.${dialog}`) : ''}
      okButtonProps={
        {
          ...modalProps.okButtonProps,
          loading: busy !== null,
          disabled: busy !== null,
          danger: dialog === 'reject',
          'data-testid': 'dialog-submit',
        } as ButtonProps
      }
      cancelText={t('common:common.cancel')}
    >
      <div data-testid={dialog ? `order-${dialog}-dialog` : undefined}>
        {dialog === 'refund' && (
          <RefundForm
            key={order.id}
            formProps={dialogForm}
            passengers={order.passengers}
            policyNote={
              refundFee !== null
                ? t('refund.policy', { fee: money.settlement({ amount: refundFee, currency: order.cancellation.currency }) })
                : t('refund.policyNotAllowed')
            }
            onSubmit={(request) => void perform('refund', own('refund', 'post', refundFormData(request)))}
          />
        )}
        {dialog === 'change' && (
          <ChangeForm
            key={order.id}
            formProps={dialogForm}
            order={order}
            onSubmit={(body) => void perform('change', own('change', 'post', body))}
          />
        )}
        {dialog === 'approve' && (
          <ApproveForm
            key={order.id}
            formProps={dialogForm}
            order={order}
            onSubmit={(body) => void perform('approve', review('approve', body))}
          />
        )}
        {dialog === 'reject' && (
          <RejectForm key={order.id} formProps={dialogForm} onSubmit={(remark) => void perform('reject', review('reject', { remark }))} />
        )}
        {dialog === 'issue' && (
          <TicketsForm
            key={order.id}
            formProps={dialogForm}
            passengers={order.passengers}
            onSubmit={(body) => void perform('issue', review('tickets', body))}
          />
        )}
      </div>
    </Modal>
  );

  return {
    busy,
    run,
    dialogs: (
      <>
        {formDialog}
        {payment.dialog}
      </>
    ),
  };
}
