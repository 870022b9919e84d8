// "Top up online": the agency tops up its own wallet through one of its payment channels. The
// amount is in the wallet's currency; the channels offered are those the agency may use now (read
// afresh on each opening). Sending it starts the payment and takes the browser to the channel's
// page, which brings it back to the wallet; the wallet is credited when the provider confirms.
import { CreditCardOutlined } from '@ant-design/icons';
import { CanAccess, useCustom, type HttpError } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Radio, Space, Spin, Typography, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayTopUpRequest, PayResult, PaymentConfig, WalletBalance } from '@/domain/schemas/wallet';
import { parseMajorAmount } from '@/domain/wallet-math';
import { useResourceAction } from '@/web/data/useResourceAction';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { newIdempotencyKey } from '@/web/pages/bills/agency-actions/WalletActionModal';

type Channel = GatewayTopUpRequest['channel'];

interface Values {
  amount: string;
}

export function ChannelTopUpAction({ wallet }: { wallet: WalletBalance }) {
  return (
    <CanAccess resource="wallet-top-ups" action="create">
      <ChannelTopUp wallet={wallet} />
    </CanAccess>
  );
}

function ChannelTopUp({ wallet }: { wallet: WalletBalance }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // A fresh key per opening: a retried submit of the same form is one top-up.
  const key = useRef(newIdempotencyKey());
  // Starting a payment is an action whose answer is a page to leave for, not a record to save:
  // useModalForm's save does not fit, so the form holds the amount and useResourceAction sends it.
  const [form] = Form.useForm<Values>();
  const action = useResourceAction<PayResult, GatewayTopUpRequest>('wallet-top-ups', {
    invalidates: ['wallet-balance', 'bills-transactions'],
  });
  const { query: config } = useCustom<PaymentConfig, HttpError>({
    url: useResourceUrl('flight-payment-config')(),
    method: 'get',
    queryOptions: { enabled: open, retry: false, staleTime: 0, refetchOnWindowFocus: false },
    errorNotification: false,
  });
  const fresh = config.data && !config.isFetching ? config.data.data : null;
  const channels =
    fresh && !fresh.disabled ? fresh.channels.filter((c) => c.enabled && c.code !== 'balance').map((c) => c.code as Channel) : [];
  const [picked, setPicked] = useState<Channel | null>(null);
  const choice = picked !== null && channels.includes(picked) ? picked : (channels[0] ?? null);

  const start = () => {
    key.current = newIdempotencyKey();
    form.resetFields();
    setPicked(null);
    setOpen(true);
  };
  const send = async (v: Values) => {
    if (!choice) return;
    const outcome = await action.call({
      path: [],
      values: { channel: choice, amount: parseMajorAmount(v.amount, wallet.currency)!, returnUrl: '/bills/wallet' },
      headers: { 'Idempotency-Key': key.current },
      form,
    });
    if (outcome.ok && outcome.data.redirectUrl) {
      setLeaving(true);
      window.location.assign(outcome.data.redirectUrl);
    }
  };
  const amountRule = {
    validator: async (_: unknown, text: string) => {
      const minor = parseMajorAmount(text ?? '', wallet.currency);
      if (minor === null || minor <= 0) throw new Error(t('wallet.topUp.validation.amount'));
    },
  };

  return (
    <>
      <Button icon={<CreditCardOutlined aria-hidden />} onClick={start} data-testid="channel-top-up">
        {t('wallet.channelTopUp.button')}
      </Button>
      <Modal
        open={open}
        destroyOnHidden
        title={t('wallet.channelTopUp.title')}
        okText={t('wallet.channelTopUp.submit')}
        okButtonProps={{ disabled: channels.length === 0, 'data-testid': 'channel-top-up-submit' } as ButtonProps}
        cancelText={t('common.cancel')}
        confirmLoading={action.isPending || leaving}
        onOk={() => form.validateFields().then(send, () => undefined)}
        onCancel={() => setOpen(false)}
      >
        <div data-testid="channel-top-up-dialog">
          {config.error ? (
            <Alert type="error" showIcon message={config.error.message} />
          ) : !fresh ? (
            <Spin />
          ) : channels.length === 0 ? (
            <Alert type="warning" showIcon message={t('wallet.channelTopUp.none')} data-testid="channel-top-up-none" />
          ) : (
            <Form form={form} layout="vertical">
              <Form.Item name="amount" label={t('wallet.channelTopUp.amount', { currency: wallet.currency })} rules={[amountRule]}>
                <Input inputMode="decimal" autoFocus data-testid="channel-top-up-amount" />
              </Form.Item>
              {/* The choice outside the form's fields, as in the pay dialog: a radio group labelled by its own name. */}
              <Typography.Paragraph strong style={{ marginBottom: 8 }}>
                {t('wallet.channelTopUp.channel')}
              </Typography.Paragraph>
              <Radio.Group
                value={choice}
                onChange={(e) => setPicked(e.target.value as Channel)}
                aria-label={t('wallet.channelTopUp.channel')}
                style={{ marginBottom: 16 }}
              >
                <Space direction="vertical">
                  {channels.map((code) => (
                    <Radio key={code} value={code} data-testid={`channel-top-up-${code}`}>
                      {t(`orders:payment.channels.${code}`)}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t('wallet.channelTopUp.redirect')}
              </Typography.Paragraph>
            </Form>
          )}
        </div>
      </Modal>
    </>
  );
}
