// "Top up" for one agency: platform staff for a top-level agency, a manager for its
// sub-agency (paid from the manager's own wallet). Received amount, currency, rate and fee give the
// amount credited, previewed exactly as the server will book it.
import { PlusCircleOutlined } from '@ant-design/icons';
import { Alert, Checkbox, Descriptions, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@/domain/currency';
import type { TopUpRequest, topUpResultSchema } from '@/domain/schemas/wallet';
import { FEE_PERCENT_PATTERN, parseMajorAmount, RATE_PATTERN, topUpFigures } from '@/domain/wallet-math';
import type { z } from 'zod';
import { useSiteInfo } from '@/web/services';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { useWalletAction, WalletActionModal, type AgencyActionProps } from './WalletActionModal';

type TopUpResult = z.infer<typeof topUpResultSchema>;

interface Values {
  currency: string;
  receivedAmount: string;
  rate: string;
  feePercent: string;
  referenceNo: string;
  remark?: string;
  sendEmail: boolean;
}

/** Wallet-currency units per unit of `from`, from the site's rates (per base currency). */
function suggestedRate(rates: Record<string, string | number>, from: string, to: string): string {
  if (from === to) return '1';
  const a = Number(rates[from]);
  const b = Number(rates[to]);
  if (!a || !b) return '';
  return String(Number((b / a).toFixed(6)));
}

export function TopUpAction({ agencyId, agencyName }: AgencyActionProps) {
  const { t } = useTranslation();
  const { rateMap } = useSiteInfo();
  const ledger = useLedgerFormat();
  const action = useWalletAction<TopUpResult, TopUpRequest>('topUp', agencyId);
  const { wallet, open } = action;
  // The modal's own form: a top-up is an action on the agency's wallet, not a record Refine's forms edit.
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  useEffect(() => {
    // The wallet's currency is known once it loads: start from "received in the wallet currency".
    if (wallet && open && !form.isFieldsTouched(['currency', 'rate'])) form.setFieldsValue({ currency: wallet.currency, rate: '1' });
  }, [wallet, open, form]);

  const walletCurrency = wallet?.currency ?? 'CNY';
  const received = values?.currency ? parseMajorAmount(values.receivedAmount ?? '', values.currency) : null;
  const figures =
    received && received > 0 && RATE_PATTERN.test(values?.rate ?? '') && FEE_PERCENT_PATTERN.test(values?.feePercent ?? '')
      ? topUpFigures({
          receivedAmount: received,
          receivedCurrency: values!.currency!,
          rate: values!.rate!,
          feePercent: values!.feePercent!,
          walletCurrency,
        })
      : null;

  // Fields that fail the form's own rules show their messages; nothing is sent then.
  const save = () => form.validateFields().then(send, () => undefined);
  const send = (v: Values) => {
    const body: TopUpRequest = {
      currency: v.currency as TopUpRequest['currency'],
      receivedAmount: parseMajorAmount(v.receivedAmount, v.currency)!,
      rate: v.rate.trim(),
      feePercent: v.feePercent.trim(),
      referenceNo: v.referenceNo.trim(),
      remark: v.remark?.trim() || undefined,
      sendEmail: v.sendEmail,
      amount: figures?.amount,
    };
    action.save(form, body, (result) => t('wallet.topUp.success', { agency: agencyName, amount: ledger.exact(result.transaction) }));
  };

  const amountRule = (currency: () => string | undefined) => ({
    validator: async (_: unknown, text: string) => {
      const minor = parseMajorAmount(text ?? '', currency() ?? 'CNY');
      if (minor === null || minor <= 0) throw new Error(t('wallet.topUp.validation.amount'));
    },
  });

  return (
    <WalletActionModal
      action={action}
      testId={`top-up-${agencyId}`}
      icon={<PlusCircleOutlined aria-hidden />}
      label={t('wallet.topUp.button')}
      title={t('wallet.topUp.title', { agency: agencyName })}
      okText={t('wallet.topUp.submit')}
      onOk={save}
    >
      {() => (
        <>
          {wallet && (
            <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('wallet.balance')}>
                {ledger.exact({ amount: wallet.balance, currency: wallet.currency })}
              </Descriptions.Item>
              <Descriptions.Item label={t('wallet.fundedBy')}>
                {wallet.parentId ? t('wallet.fundedByParent') : t('wallet.fundedByPlatform')}
              </Descriptions.Item>
            </Descriptions>
          )}
          <Form<Values>
            form={form}
            layout="vertical"
            name="top-up"
            initialValues={{ currency: walletCurrency, rate: '1', feePercent: '0', sendEmail: false }}
            onValuesChange={(changed: Partial<Values>) => {
              if (changed.currency) form.setFieldsValue({ rate: suggestedRate(rateMap, changed.currency, walletCurrency) });
            }}
          >
            <Form.Item
              name="currency"
              label={t('wallet.topUp.currency')}
              // A validator, not `required`: antd would put aria-required on the select's wrapper div (axe: aria-allowed-attr).
              rules={[
                {
                  validator: async (_, v?: string) => {
                    if (!v) throw new Error(t('wallet.topUp.validation.currency'));
                  },
                },
              ]}
            >
              <Select showSearch options={CURRENCIES.map((c) => ({ value: c, label: c }))} data-testid="top-up-currency" />
            </Form.Item>
            <Form.Item
              name="receivedAmount"
              label={t('wallet.topUp.receivedAmount')}
              rules={[{ required: true, message: t('wallet.topUp.validation.amount') }, amountRule(() => form.getFieldValue('currency'))]}
            >
              <Input inputMode="decimal" autoComplete="off" data-testid="top-up-received" />
            </Form.Item>
            <Form.Item
              name="rate"
              label={t('wallet.topUp.rate', { currency: walletCurrency })}
              extra={t('wallet.topUp.rateHelp', { from: values?.currency ?? walletCurrency, to: walletCurrency })}
              rules={[
                { required: true, message: t('wallet.topUp.validation.rate') },
                { pattern: RATE_PATTERN, message: t('wallet.topUp.validation.rate') },
              ]}
            >
              <Input inputMode="decimal" autoComplete="off" data-testid="top-up-rate" />
            </Form.Item>
            <Form.Item
              name="feePercent"
              label={t('wallet.topUp.feePercent')}
              rules={[
                { required: true, message: t('wallet.topUp.validation.feePercent') },
                { pattern: FEE_PERCENT_PATTERN, message: t('wallet.topUp.validation.feePercent') },
              ]}
            >
              <Input inputMode="decimal" suffix="%" autoComplete="off" data-testid="top-up-fee" />
            </Form.Item>
            <Form.Item
              name="referenceNo"
              label={t('wallet.topUp.referenceNo')}
              rules={[{ required: true, whitespace: true, message: t('wallet.topUp.validation.referenceNo') }]}
            >
              <Input maxLength={128} autoComplete="off" data-testid="top-up-reference" />
            </Form.Item>
            <Form.Item name="remark" label={t('wallet.topUp.remark')}>
              <Input.TextArea maxLength={512} rows={2} />
            </Form.Item>
            <Form.Item name="sendEmail" valuePropName="checked">
              <Checkbox data-testid="top-up-send-email">{t('wallet.topUp.sendEmail')}</Checkbox>
            </Form.Item>
          </Form>
          <Alert
            type={figures ? 'info' : 'warning'}
            showIcon
            data-testid="top-up-preview"
            message={
              figures
                ? t('wallet.topUp.preview', {
                    amount: ledger.exact({ amount: figures.amount, currency: walletCurrency }),
                    fee: ledger.exact({ amount: figures.fee, currency: walletCurrency }),
                  })
                : t('wallet.topUp.previewEmpty')
            }
          />
        </>
      )}
    </WalletActionModal>
  );
}
