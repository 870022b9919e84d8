// Platform staff reverse a top-up an agency paid through a payment channel: the money is refunded
// through that channel (held on the wallet until the provider confirms). Shown only on such a top-up
// and only to those the policy lets reverse one; the server refuses a second reversal.
import { RollbackOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Button, Form, Input, Modal, Typography, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopUpReversalRequest, TopUpReversalResult, WalletTransaction } from '@/domain/schemas/wallet';
import { useResourceAction } from '@/web/data/useResourceAction';
import { newIdempotencyKey } from '@/web/pages/bills/agency-actions/WalletActionModal';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { methodLabel } from './labels';

/** Top-ups booked by staff (manual) or paid by a parent agency are not a channel's money. */
const NOT_CHANNELS: ReadonlySet<string> = new Set(['manual', 'parent', 'balance']);

export function isChannelTopUp(row: WalletTransaction): boolean {
  return row.type === 'top_up' && row.amount > 0 && row.paymentMethod !== null && !NOT_CHANNELS.has(row.paymentMethod);
}

export function ReverseTopUpAction({ row }: { row: WalletTransaction }) {
  const allowed = useCan({ resource: 'bills-transactions', action: 'reverse' }).data?.can ?? false;
  return allowed && isChannelTopUp(row) ? <ReverseTopUp row={row} /> : null;
}

function ReverseTopUp({ row }: { row: WalletTransaction }) {
  const { t } = useTranslation();
  const ledger = useLedgerFormat();
  const [open, setOpen] = useState(false);
  const key = useRef(newIdempotencyKey());
  // An action on the transaction (its reversal endpoint), not an edit of it: useModalForm's save
  // would send a create or update, so the form only holds the reason and useResourceAction sends it
  // (with the field messages put back on this form), as the wallet's top-up and credit dialogs do.
  const [form] = Form.useForm<TopUpReversalRequest>();
  const action = useResourceAction<TopUpReversalResult, TopUpReversalRequest>('bills-transactions', {
    id: row.id,
    invalidates: ['bills-transactions', 'wallet-balance', 'bills-statements'],
  });
  const channel = methodLabel(t, row.paymentMethod);
  const start = () => {
    key.current = newIdempotencyKey();
    setOpen(true);
  };
  const send = (values: TopUpReversalRequest) =>
    action.run({
      path: ['reversal'],
      values: { reason: values.reason.trim() },
      headers: { 'Idempotency-Key': key.current },
      form,
      success: (answer) =>
        answer.refundThrough
          ? t('wallet.reverseTopUp.done', { provider: methodLabel(t, answer.refundThrough) })
          : t('wallet.reverseTopUp.doneAtOnce'),
      onSuccess: () => setOpen(false),
    });

  return (
    <>
      <Button danger icon={<RollbackOutlined aria-hidden />} onClick={start} data-testid="reverse-top-up">
        {t('wallet.reverseTopUp.button', { channel })}
      </Button>
      <Modal
        open={open}
        destroyOnHidden
        title={t('wallet.reverseTopUp.title')}
        okText={t('wallet.reverseTopUp.submit')}
        okButtonProps={{ danger: true, 'data-testid': 'reverse-top-up-submit' } as ButtonProps}
        cancelText={t('common.cancel')}
        confirmLoading={action.isPending}
        onOk={() => form.validateFields().then(send, () => undefined)}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>{t('wallet.reverseTopUp.explain', { amount: ledger.exact(row), channel })}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('wallet.reverseTopUp.reason')}
            rules={[{ required: true, whitespace: true, message: t('wallet.reverseTopUp.reasonRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={256} data-testid="reverse-top-up-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
