// Agency settings, general part (SPEC 3): services, sub-agencies, e-mail language, settlement
// currency and the display and payment flags.
import { Alert, Col, Form, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@/domain/currency';
import { LANGUAGES } from '@/domain/schemas/common';
import { GATEWAY_CHANNELS } from '@/domain/schemas/payment-channels';

const FLAGS = [
  'enableFlightService',
  'enableTrainService',
  'isShowBill',
  'canCreateSubAgency',
  'showInvoice',
  'sendEmailToSubAgency',
  'hidePnrBooking',
  'hideMainlandContent',
  'disablePayment',
  'showOnlyOwnOrders',
  'showInvoiceTypeInExcelBill',
] as const;

/**
 * `savedCurrency`: the settlement currency the agency has now. Choosing another one says before the
 * save what the change does and when the server refuses it (money still held in the old currency).
 */
export function GeneralSection({ savedCurrency }: { savedCurrency?: string }) {
  const { t } = useTranslation();
  const chosen = Form.useWatch<string | undefined>(['general', 'settlementCurrency']);
  const changing = Boolean(savedCurrency && chosen && chosen !== savedCurrency);
  return (
    <>
      {changing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="currency-change-warning"
          message={t('agencies.settings.currencyChange.title', { from: savedCurrency, to: chosen })}
          description={t('agencies.settings.currencyChange.body', { from: savedCurrency, to: chosen })}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={['general', 'settlementCurrency']}
            label={t('agencies.settings.settlementCurrency')}
            extra={t('agencies.settings.settlementCurrencyHint')}
          >
            <Select showSearch options={CURRENCIES.map((c) => ({ value: c, label: c }))} data-testid="setting-settlementCurrency" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['general', 'emailLanguage']} label={t('agencies.settings.emailLanguage')}>
            <Select options={LANGUAGES.map((l) => ({ value: l, label: t(`agencies.languages.${l}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={['general', 'disabledChannels']}
        label={t('agencies.settings.disabledChannels')}
        extra={t('agencies.settings.disabledChannelsHint')}
      >
        <Select
          mode="multiple"
          allowClear
          options={GATEWAY_CHANNELS.map((c) => ({ value: c, label: t(`orders:payment.channels.${c}`) }))}
          data-testid="setting-disabledChannels"
        />
      </Form.Item>
      <Row gutter={[16, 0]}>
        {FLAGS.map((flag) => (
          <Col xs={24} md={12} key={flag}>
            <Form.Item
              name={['general', flag]}
              label={t(`agencies.settings.flags.${flag}`)}
              valuePropName="checked"
              layout="horizontal"
              labelAlign="left"
              colon={false}
              labelCol={{ span: 18 }}
              wrapperCol={{ span: 6 }}
              style={{ marginBottom: 8 }}
            >
              <Switch data-testid={`setting-${flag}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
