// One frequent traveller: surname A-Z, given names, type, gender, birthday not after today,
// nationality, and a travel document with number and expiry. Dates travel as YYYY-MM-DD strings.
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, GENDERS, PASSENGER_TYPES } from '@/domain/schemas/passenger';
import { countryOptions } from '@/web/components/country-options';
import type { usePassengerModal } from './usePassengerModal';

/** The pickers hold dayjs values; the form (and the API) keep the plain date. */
const dateField = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => value?.format('YYYY-MM-DD'),
};

export function PassengerModal({ modal }: { modal: ReturnType<typeof usePassengerModal> }) {
  const { t, i18n } = useTranslation();
  const { modalProps, formProps, editing } = modal;
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const required = (message: string) => [{ required: true, message }];
  const label = (key: string) => t(`passenger.fields.${key}`);
  return (
    <Modal
      {...modalProps}
      title={editing ? t('profile.travellers.edit') : t('profile.travellers.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      width={640}
      destroyOnHidden
      okButtonProps={{ ...modalProps.okButtonProps, ...{ 'data-testid': 'traveller-save' } }}
    >
      <Form {...formProps} layout="vertical" name="traveller">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="surname"
              label={label('surname')}
              rules={[
                ...required(t('passenger.validation.surname')),
                { pattern: /^[A-Za-z]+$/, message: t('passenger.validation.surname') },
              ]}
            >
              <Input maxLength={64} data-testid="traveller-surname" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="given_names" label={label('givenNames')} rules={required(t('passenger.validation.givenNames'))}>
              <Input maxLength={64} data-testid="traveller-given" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="type" label={label('type')} rules={required(t('passenger.validation.required'))}>
              <Select options={PASSENGER_TYPES.map((p) => ({ value: p, label: t(`passenger.types.${p}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="gender" label={label('gender')} rules={required(t('passenger.validation.required'))}>
              <Select data-testid="traveller-gender" options={GENDERS.map((g) => ({ value: g, label: t(`passenger.genders.${g}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="birthday" label={label('birthday')} rules={required(t('passenger.validation.required'))} {...dateField}>
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="traveller-birthday" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nationality" label={label('nationality')} rules={required(t('passenger.validation.required'))}>
              <Select showSearch optionFilterProp="label" options={countries} data-testid="traveller-nationality" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['travel_document', 'type']}
              label={label('documentType')}
              rules={required(t('passenger.validation.required'))}
            >
              <Select options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`passenger.documentTypes.${d}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['travel_document', 'number']}
              label={label('documentNumber')}
              rules={[
                ...required(t('passenger.validation.required')),
                { pattern: /^[A-Za-z0-9-]+$/, message: t('passenger.validation.documentNumber') },
              ]}
            >
              <Input maxLength={32} data-testid="traveller-document" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['travel_document', 'expiry']}
              label={label('documentExpiry')}
              rules={required(t('passenger.validation.required'))}
              {...dateField}
            >
              <DatePicker style={{ width: '100%' }} data-testid="traveller-expiry" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
