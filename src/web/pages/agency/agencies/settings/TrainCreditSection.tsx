// Agency settings, trains and credit period (SPEC 3): notification URL, manual mode, and the credit
// period unit and length the money area bills by.
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREDIT_PERIOD_UNITS } from '@/domain/schemas/agency-settings';

export function TrainCreditSection() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={['train', 'notifyUrl']}
        label={t('agencies.settings.trainNotifyUrl')}
        rules={[{ type: 'url', message: t('agencies.validation.url') }]}
      >
        <Input maxLength={512} placeholder="https://" />
      </Form.Item>
      <Form.Item name={['train', 'manualMode']} label={t('agencies.settings.trainManual')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name={['credit', 'periodLength']} label={t('agencies.settings.creditLength')}>
            <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name={['credit', 'periodUnit']} label={t('agencies.settings.creditUnit')}>
            <Select options={CREDIT_PERIOD_UNITS.map((u) => ({ value: u, label: t(`agencies.settings.units.${u}`) }))} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
