// One frequent traveller (SPEC 3 Passenger, SPEC 5 rules): surname A-Z, given names, type, gender,
// birthday not after today, nationality, and a travel document with number and expiry.
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, GENDERS, PASSENGER_TYPES, type Passenger } from '@/domain/schemas/passenger';
import { showSaveError } from '@/web/admin/apply-errors';
import { countryOptions } from '@/web/admin/country-options';

interface Values {
  surname: string;
  given_names: string;
  type: string;
  gender: string;
  birthday: Dayjs;
  nationality: string;
  documentType: string;
  documentNumber: string;
  documentExpiry: Dayjs;
}

function toValues(p: Record<string, unknown>): Partial<Values> {
  const doc = (p.travel_document ?? {}) as { type?: string; number?: string; expiry?: string };
  return {
    surname: p.surname as string, given_names: p.given_names as string, type: p.type as string, gender: p.gender as string,
    birthday: p.birthday ? dayjs(p.birthday as string) : undefined, nationality: p.nationality as string,
    documentType: doc.type, documentNumber: doc.number, documentExpiry: doc.expiry ? dayjs(doc.expiry) : undefined,
  };
}

export function PassengerModal({ passenger, onClose, onSave }: { passenger: Record<string, unknown> | null | undefined; onClose(): void; onSave(p: Passenger): Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  useEffect(() => {
    if (passenger === undefined) return;
    form.resetFields();
    form.setFieldsValue(passenger ? toValues(passenger) : { type: 'adult', documentType: 'passport' });
  }, [passenger, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await onSave({
        surname: v.surname.trim().toUpperCase(), given_names: v.given_names.trim(), type: v.type as Passenger['type'], gender: v.gender as Passenger['gender'],
        birthday: v.birthday.format('YYYY-MM-DD'), nationality: v.nationality,
        travel_document: { type: v.documentType as Passenger['travel_document']['type'], number: v.documentNumber.trim(), expiry: v.documentExpiry.format('YYYY-MM-DD') },
      });
    } catch (error) {
      const renamed = error as { fields?: Array<{ field: string }> };
      renamed.fields?.forEach((f) => {
        f.field = f.field.replace('travel_document.type', 'documentType').replace('travel_document.number', 'documentNumber').replace('travel_document.expiry', 'documentExpiry');
      });
      showSaveError(form, error, t('http.unknown'));
    } finally {
      setSaving(false);
    }
  };

  const required = (message: string) => [{ required: true, message }];
  const label = (key: string) => t(`passenger.fields.${key}`);
  return (
    <Modal open={passenger !== undefined} onCancel={onClose} onOk={submit} confirmLoading={saving} title={passenger ? t('profile.travellers.edit') : t('profile.travellers.add')} okText={t('common.save')} cancelText={t('common.cancel')} width={640} destroyOnHidden okButtonProps={{ 'data-testid': 'traveller-save' } as never}>
      <Form form={form} layout="vertical" name="traveller">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="surname" label={label('surname')} rules={[...required(t('passenger.validation.surname')), { pattern: /^[A-Za-z]+$/, message: t('passenger.validation.surname') }]}>
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
            <Form.Item name="birthday" label={label('birthday')} rules={required(t('passenger.validation.required'))}>
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="traveller-birthday" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nationality" label={label('nationality')} rules={required(t('passenger.validation.required'))}>
              <Select showSearch optionFilterProp="label" options={countries} data-testid="traveller-nationality" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="documentType" label={label('documentType')} rules={required(t('passenger.validation.required'))}>
              <Select options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`passenger.documentTypes.${d}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="documentNumber" label={label('documentNumber')} rules={[...required(t('passenger.validation.required')), { pattern: /^[A-Za-z0-9-]+$/, message: t('passenger.validation.documentNumber') }]}>
              <Input maxLength={32} data-testid="traveller-document" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="documentExpiry" label={label('documentExpiry')} rules={required(t('passenger.validation.required'))}>
              <DatePicker style={{ width: '100%' }} data-testid="traveller-expiry" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
