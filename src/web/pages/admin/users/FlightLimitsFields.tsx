// Per-user flight limits (SPEC 3): traveller age, documents, eligible and ineligible countries,
// invoice type, ticketing channel and product type. 0 and empty mean unlimited.
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES } from '@/domain/schemas/passenger';
import { INVOICE_TYPES, PRODUCT_TYPES, TICKETING_CHANNELS } from '@/domain/schemas/users';
import { countryOptions } from '@/web/components/country-options';

export function FlightLimitsFields() {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const options = (values: readonly string[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name={['flightLimits', 'ageMin']} label={t('users.limits.ageMin')} extra={t('grid.zeroUnlimited')}>
            <InputNumber min={0} max={120} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name={['flightLimits', 'ageMax']} label={t('users.limits.ageMax')} extra={t('grid.zeroUnlimited')}>
            <InputNumber min={0} max={120} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['flightLimits', 'documentTypes']} label={t('users.limits.documents')} extra={t('grid.emptyAll')}>
        <Select mode="multiple" allowClear options={options(DOCUMENT_TYPES, 'passenger.documentTypes')} />
      </Form.Item>
      <Form.Item name={['flightLimits', 'eligibleCountries']} label={t('users.limits.eligibleCountries')} extra={t('grid.emptyAll')}>
        <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={countries} />
      </Form.Item>
      <Form.Item name={['flightLimits', 'ineligibleCountries']} label={t('users.limits.ineligibleCountries')}>
        <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={countries} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name={['flightLimits', 'invoiceType']} label={t('users.limits.invoiceType')}>
            <Select options={options(INVOICE_TYPES, 'users.invoiceTypes')} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name={['flightLimits', 'ticketingChannel']} label={t('users.limits.ticketingChannel')}>
            <Select options={options(TICKETING_CHANNELS, 'users.ticketingChannels')} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name={['flightLimits', 'productType']} label={t('users.limits.productType')}>
            <Select options={options(PRODUCT_TYPES, 'users.productTypes')} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
