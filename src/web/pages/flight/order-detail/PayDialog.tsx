// Paying an order: the amount due, then how: from the wallet (its available amount; not offered
// when it cannot cover the amount) or through one of the agency's gateway channels, whose hosted
// page the payer is sent to. A payment under way is continued on its own channel. Disabled payment
// offers nothing but the way out. The amount due is a price (formatSettlementPrice); the wallet's
// available amount is an account's figure, shown exactly (formatLedgerAmount).
import { Alert, Descriptions, Modal, Radio, Space, Spin, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLedgerAmount, formatSettlementPrice, type Money } from '@/domain/money';
import { PAYMENT_WINDOW_MINUTES, type PaymentChannel } from '@/domain/schemas/wallet';
import { canPayWith, cardChargeOf, type PayOptions } from './pay-options';

export interface PayDialogProps {
  open: boolean;
  orderNo: string;
  due: Money;
  /** null while the agency's payment options load. */
  options: PayOptions | null;
  /** Why the options could not be loaded. */
  loadError?: string | null;
  busy?: boolean;
  /** `surcharge`: the card surcharge shown for the channel (the server refuses another). */
  onPay(channel: PaymentChannel, surcharge?: number): void;
  onCancel(): void;
}

export function PayDialog({ open, orderNo, due, options, loadError, busy = false, onPay, onCancel }: PayDialogProps) {
  const { t } = useTranslation('orders');
  const [picked, setPicked] = useState<PaymentChannel | null>(null);
  const choice = picked ?? options?.initial ?? null;
  const ready = options !== null && canPayWith(options, choice);
  const channel = (code: PaymentChannel) => t(`payment.channels.${code}`);
  const okText =
    choice && choice !== 'balance'
      ? t('pay.submit.gateway', { channel: channel(choice) })
      : t('pay.submit.balance', { amount: formatSettlementPrice(due) });
  return (
    <Modal
      open={open}
      destroyOnHidden
      width={520}
      title={t('pay.title', { orderNo })}
      okText={okText}
      okButtonProps={{ disabled: !ready, 'data-testid': 'pay-submit' } as ButtonProps}
      cancelText={t('common:common.cancel')}
      confirmLoading={busy}
      footer={options?.disabled ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
      onOk={() => ready && onPay(choice, cardChargeOf(options, choice, due)?.cardFee)}
      onCancel={onCancel}
      afterClose={() => setPicked(null)}
    >
      <div data-testid="pay-dialog">
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 12 }}
          items={[
            {
              key: 'due',
              label: t('pay.due'),
              children: (
                <Typography.Text strong data-testid="pay-due">
                  {formatSettlementPrice(due)}
                </Typography.Text>
              ),
            },
          ]}
        />
        {loadError ? (
          <Alert type="error" showIcon message={t('pay.loadFailed')} description={loadError} />
        ) : !options ? (
          <Spin />
        ) : options.disabled ? (
          <Alert type="warning" showIcon message={t('pay.disabled')} data-testid="pay-disabled" />
        ) : (
          <PayChoices options={options} choice={choice} due={due} onChoose={setPicked} />
        )}
      </div>
    </Modal>
  );
}

function PayChoices({
  options,
  choice,
  due,
  onChoose,
}: {
  options: PayOptions;
  choice: PaymentChannel | null;
  due: Money;
  onChoose(choice: PaymentChannel): void;
}) {
  const { t } = useTranslation('orders');
  const channel = (code: PaymentChannel) => t(`payment.channels.${code}`);
  const { wallet, inProgress } = options;
  const card = cardChargeOf(options, choice, due);
  return (
    <>
      {inProgress && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="pay-in-progress"
          message={t('pay.inProgress', { channel: channel(inProgress), minutes: PAYMENT_WINDOW_MINUTES })}
        />
      )}
      <Radio.Group
        value={choice}
        onChange={(e) => onChoose(e.target.value as PaymentChannel)}
        aria-label={t('pay.how')}
        style={{ width: '100%' }}
      >
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          {wallet && (
            <>
              <Radio value="balance" disabled={wallet.blocked !== null}>
                <Space size={12} wrap>
                  <span>{channel('balance')}</span>
                  <Typography.Text type="secondary" data-testid="pay-available">
                    {t('pay.available', { amount: formatLedgerAmount({ amount: wallet.available, currency: wallet.currency }) })}
                  </Typography.Text>
                </Space>
              </Radio>
              {wallet.blocked && wallet.blocked !== 'inProgress' && (
                <Alert
                  type="warning"
                  showIcon
                  data-testid="pay-wallet-blocked"
                  message={t(`pay.blocked.${wallet.blocked}`, { currency: wallet.currency })}
                />
              )}
            </>
          )}
          {options.channels.length > 0 && <Typography.Text strong>{t('pay.online')}</Typography.Text>}
          {options.channels.map((c) => (
            <Radio key={c.code} value={c.code} disabled={c.blocked}>
              {channel(c.code)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {card && (
        // The surcharge to the minor unit, shown exactly: the card is charged this card total.
        <Descriptions
          size="small"
          column={1}
          style={{ marginTop: 12 }}
          data-testid="pay-card"
          items={[
            {
              key: 'fee',
              label: t('price.cardFee'),
              children: <span data-testid="pay-card-fee">{formatLedgerAmount({ amount: card.cardFee, currency: due.currency })}</span>,
            },
            {
              key: 'total',
              label: t('price.cardTotal'),
              children: (
                <Typography.Text strong data-testid="pay-card-total">
                  {formatLedgerAmount({ amount: card.cardTotal, currency: due.currency })}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
      {choice && choice !== 'balance' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('pay.redirect', { channel: channel(choice) })}
        </Typography.Paragraph>
      )}
    </>
  );
}
