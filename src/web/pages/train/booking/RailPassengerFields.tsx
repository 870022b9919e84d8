// One real-name passenger of the booking form: from the often-used list (the server reads name and
// document from it) or typed in; passenger type and a window or aisle seat letter either way.
import { Card, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RAIL_DOCUMENT_TYPES, RAIL_PASSENGER_TYPES, SEAT_PREFERENCES } from '@/domain/trains/schemas';
import type { RailChoice } from './booking-body';

/** A validator rather than `required` on selects: antd then puts no aria-required on the select's wrapper div (axe). */
const filled = (message: string) => ({ validator: (_: unknown, v: unknown) => (v ? Promise.resolve() : Promise.reject(new Error(message))) });

export function RailPassengerFields({ index, choices }: { index: number; choices: readonly RailChoice[] }) {
  const { t } = useTranslation('trains');
  const form = Form.useFormInstance();
  const chosen = Form.useWatch(['passengers', index, 'oftenUsedPassengerId'], form) as number | undefined;
  const required = (message: string) => ({ required: true, message });
  return (
    <Card size="small" title={t('confirm.passengerN', { n: index + 1 })} style={{ marginBottom: 12 }} data-testid={`passenger-${index}`}>
      <Row gutter={12}>
        {choices.length > 0 && (
          <Col xs={24} md={12}>
            <Form.Item name={[index, 'oftenUsedPassengerId']} label={t('confirm.oftenUsed')}>
              <Select allowClear placeholder={t('confirm.oftenUsedPlaceholder')} data-testid={`passenger-${index}-often`}
                options={choices.map((c) => ({ value: c.id, label: `${c.name} · ${t(`documentType.${c.documentType}`)} ···${c.documentTail}` }))} />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'type']} label={t('confirm.passengerType')}>
            <Select options={RAIL_PASSENGER_TYPES.map((p) => ({ value: p, label: t(`passengerType.${p}`) }))} data-testid={`passenger-${index}-type`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'seatPreference']} label={t('confirm.seatPreference')}>
            <Select allowClear placeholder={t('confirm.noPreference')} data-testid={`passenger-${index}-seat`}
              options={SEAT_PREFERENCES.map((s) => ({ value: s, label: t(`confirm.seatLetter.${s}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      {!chosen && (
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'name']} label={t('confirm.name')} extra={t('confirm.nameHint')} rules={[required(t('confirm.nameRequired'))]}>
              <Input maxLength={40} autoComplete="off" data-testid={`passenger-${index}-name`} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'documentType']} label={t('confirm.documentType')} rules={[filled(t('confirm.documentTypeRequired'))]}>
              <Select options={RAIL_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`documentType.${d}`) }))} data-testid={`passenger-${index}-doctype`} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'documentNumber']} label={t('confirm.documentNumber')} rules={[required(t('confirm.documentNumberRequired'))]}>
              <Input maxLength={20} autoComplete="off" data-testid={`passenger-${index}-docno`} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </Card>
  );
}
