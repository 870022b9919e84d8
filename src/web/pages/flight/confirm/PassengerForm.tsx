// One passenger on the confirm page (the passenger rules): fill by hand, from an often-used passenger, or by
// recognising a passport photo; a member card adds the frequent-flyer number. Field names follow the
// order payload so the server's field messages land on the right input.
import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Col, DatePicker, Form, Input, Row, Select, Space, Tag, Upload } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentAnalysis } from '@/domain/flights/booking';
import type { MemberCard, OftenUsedPassenger } from '@/domain/schemas/member-cards';
import { DOCUMENT_TYPES, GENDERS, type DocumentType, type Passenger } from '@/domain/schemas/passenger';
import { countryOptions } from '@/web/components/country-options';

export interface PassengerFormProps {
  index: number;
  type: Passenger['type'];
  fareDocuments: readonly DocumentType[];
  oftenUsed: OftenUsedPassenger[];
  memberCards: MemberCard[];
  recognise(file: File): Promise<DocumentAnalysis>;
  /** Fills this passenger's fields (the page owns the form). */
  fill(values: Record<string, unknown>): void;
  onRecogniseError(message: string): void;
}

/** Form values of a passenger from a stored passenger record (often-used or imported). */
export function passengerValues(p: Record<string, unknown>): Record<string, unknown> {
  const doc = (p.travel_document ?? {}) as { type?: string; number?: string; expiry?: string };
  return {
    surname: p.surname,
    given_names: p.given_names,
    gender: p.gender,
    nationality: p.nationality,
    birthday: p.birthday ? dayjs(p.birthday as string) : undefined,
    travel_document: { type: doc.type, number: doc.number, expiry: doc.expiry ? dayjs(doc.expiry) : undefined },
  };
}

export function recognisedValues(d: DocumentAnalysis): Record<string, unknown> {
  return {
    surname: d.surname,
    given_names: d.givenNames,
    gender: d.gender ?? undefined,
    nationality: d.nationality,
    birthday: dayjs(d.birthday),
    travel_document: { type: d.documentType, number: d.documentNumber, expiry: dayjs(d.expiry) },
  };
}

export function PassengerForm({
  index,
  type,
  fareDocuments,
  oftenUsed,
  memberCards,
  recognise,
  fill,
  onRecogniseError,
}: PassengerFormProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [reading, setReading] = useState(false);
  const [recognised, setRecognised] = useState(false);
  const name = (field: string | string[]) => ['passengers', index, ...(Array.isArray(field) ? field : [field])];
  const required = [{ required: true, message: t('passenger.validation.required') }];
  // Selects: a validator rather than `required`, so antd puts no aria-required on the select's wrapper div (axe: aria-allowed-attr).
  const chosen = [
    { validator: (_: unknown, v: unknown) => (v ? Promise.resolve() : Promise.reject(new Error(t('passenger.validation.required')))) },
  ];
  const documents = fareDocuments.length ? fareDocuments : DOCUMENT_TYPES;
  const sameType = oftenUsed.filter((p) => !p.passenger.type || p.passenger.type === type);

  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid={`passenger-${index}`}
      title={
        <Space>
          <UserOutlined aria-hidden />
          {t('flight.confirm.passengerTitle', { n: index + 1 })}
          <Tag>{t(`passenger.types.${type}`)}</Tag>
          {recognised && (
            <Tag color="green" data-testid={`recognised-${index}`}>
              {t('flight.confirm.recognised')}
            </Tag>
          )}
        </Space>
      }
      extra={
        <Space wrap>
          <Select
            size="small"
            style={{ width: 200 }}
            placeholder={t('flight.confirm.oftenUsed')}
            aria-label={t('flight.confirm.oftenUsed')}
            data-testid={`often-used-${index}`}
            options={sameType.map((p) => ({ value: p.id, label: `${String(p.passenger.surname)}/${String(p.passenger.given_names)}` }))}
            onChange={(id: number) => {
              const p = sameType.find((x) => x.id === id);
              if (p) fill(passengerValues(p.passenger));
            }}
            value={null}
          />
          <Upload
            accept=".jpg,.jpeg,.png"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              setReading(true);
              recognise(file)
                .then((d) => {
                  fill(recognisedValues(d));
                  setRecognised(true);
                })
                .catch((e: Error) => onRecogniseError(e.message))
                .finally(() => setReading(false));
              return false;
            }}
          >
            <Button size="small" icon={<IdcardOutlined aria-hidden />} loading={reading} data-testid={`recognise-${index}`}>
              {t('flight.confirm.recognise')}
            </Button>
          </Upload>
        </Space>
      }
    >
      <Form.Item name={name('type')} hidden initialValue={type}>
        <Input />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={6}>
          <Form.Item
            name={name('surname')}
            label={t('passenger.fields.surname')}
            rules={[...required, { pattern: /^[A-Za-z]+$/, message: t('passenger.validation.surname') }]}
            normalize={(v: string) => v?.toUpperCase()}
          >
            <Input maxLength={64} data-testid={`surname-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={name('given_names')}
            label={t('passenger.fields.givenNames')}
            rules={[{ required: true, message: t('passenger.validation.givenNames') }]}
          >
            <Input maxLength={64} data-testid={`given-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name={name('gender')} label={t('passenger.fields.gender')} rules={chosen}>
            <Select options={GENDERS.map((g) => ({ value: g, label: t(`passenger.genders.${g}`) }))} data-testid={`gender-${index}`} />
          </Form.Item>
        </Col>
        {/* Wide enough for a whole date and the calendar icon, and for the placeholder in each language. */}
        <Col xs={12} md={7}>
          <Form.Item name={name('birthday')} label={t('passenger.fields.birthday')} rules={required}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid={`birthday-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={name('nationality')} label={t('passenger.fields.nationality')} rules={chosen}>
            <Select showSearch optionFilterProp="label" options={countries} data-testid={`nationality-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={name(['travel_document', 'type'])} label={t('passenger.fields.documentType')} rules={chosen}>
            <Select
              options={documents.map((d) => ({ value: d, label: t(`passenger.documentTypes.${d}`) }))}
              data-testid={`doc-type-${index}`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={name(['travel_document', 'number'])}
            label={t('passenger.fields.documentNumber')}
            rules={[...required, { pattern: /^[A-Za-z0-9-]+$/, message: t('passenger.validation.documentNumber') }]}
          >
            <Input maxLength={32} data-testid={`doc-number-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={name(['travel_document', 'expiry'])} label={t('passenger.fields.documentExpiry')} rules={required}>
            <DatePicker style={{ width: '100%' }} data-testid={`doc-expiry-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={name('memberCard')} label={t('flight.confirm.memberCard')}>
            <Select
              allowClear
              options={memberCards.map((c) => ({ value: c.id, label: `${c.airline} ${c.number}` }))}
              data-testid={`member-card-${index}`}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
