// "Credit limit" for one agency (its credit and billing periods): the limit it may spend
// below zero, and the credit period its statements follow.
import { CreditCardOutlined } from '@ant-design/icons';
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREDIT_PERIOD_UNITS, type CreditPeriodUnit } from '@/domain/schemas/agency-settings';
import { minorToMajor, parseMajorAmount } from '@/domain/wallet-math';
import type { CreditRequest, WalletBalance } from '@/domain/schemas/wallet';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { useWalletAction, WalletActionModal, type AgencyActionProps } from './WalletActionModal';

interface Values {
  creditLimit: string;
  periodUnit: CreditPeriodUnit;
  periodLength: number;
}

export function CreditLimitAction({ agencyId, agencyName }: AgencyActionProps) {
  const { t } = useTranslation();
  const ledger = useLedgerFormat();
  const action = useWalletAction<WalletBalance, CreditRequest>('credit', agencyId);
  // The modal's own form: the credit is an action on the agency, not a record Refine's forms edit.
  const [form] = Form.useForm<Values>();
  const currency = action.wallet?.currency ?? 'CNY';

  // Fields that fail the form's own rules show their messages; nothing is sent then.
  const save = () => form.validateFields().then(send, () => undefined);
  const send = (v: Values) => {
    const body = { creditLimit: parseMajorAmount(v.creditLimit, currency)!, periodUnit: v.periodUnit, periodLength: v.periodLength };
    action.save(form, body, (result) =>
      t('wallet.credit.success', { agency: agencyName, amount: ledger.exact({ amount: result.creditLimit, currency: result.currency }) }),
    );
  };

  return (
    <WalletActionModal
      action={action}
      testId={`credit-${agencyId}`}
      icon={<CreditCardOutlined aria-hidden />}
      label={t('wallet.credit.button')}
      title={t('wallet.credit.title', { agency: agencyName })}
      okText={t('common.save')}
      onOk={save}
    >
      {(wallet) =>
        wallet && (
          <Form<Values>
            form={form}
            layout="vertical"
            name="credit-limit"
            initialValues={{
              creditLimit: minorToMajor(wallet.creditLimit, currency),
              periodUnit: wallet.periodUnit,
              periodLength: wallet.periodLength,
            }}
          >
            <Form.Item
              name="creditLimit"
              label={t('wallet.credit.creditLimit', { currency })}
              extra={t('wallet.credit.used', { amount: ledger.exact({ amount: Math.max(0, wallet.held - wallet.balance), currency }) })}
              rules={[
                { required: true, message: t('wallet.credit.validation.creditLimit') },
                {
                  validator: async (_, text: string) => {
                    const minor = parseMajorAmount(text ?? '', currency);
                    if (minor === null || minor < 0) throw new Error(t('wallet.credit.validation.creditLimit'));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" autoComplete="off" data-testid="credit-limit" />
            </Form.Item>
            <Space.Compact block>
              <Form.Item
                name="periodLength"
                label={t('wallet.credit.periodLength')}
                rules={[{ required: true, message: t('wallet.credit.validation.periodLength') }]}
                style={{ width: '40%' }}
              >
                <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="periodUnit" label={t('wallet.credit.periodUnit')} style={{ width: '60%' }}>
                <Select options={CREDIT_PERIOD_UNITS.map((u) => ({ value: u, label: t(`wallet.periodUnits.${u}`) }))} />
              </Form.Item>
            </Space.Compact>
          </Form>
        )
      }
    </WalletActionModal>
  );
}
