// One real-name passenger of the booking form: from the often-used list (the server reads name and
// document from it) or typed in; passenger type and a window or aisle seat letter either way. The
// railway's real-name rules are checked at the field with the API's own functions: a mainland ID
// number fully (mainlandIdProblem), one document once per order, a child with an adult, and a
// passport holder's birth date, nationality and gender (realNameIssues).
import { Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mainlandIdProblem } from '@/domain/mainland-id';
import { GENDERS } from '@/domain/schemas/passenger';
import { realNameIssues } from '@/domain/trains/real-name';
import { RAIL_DOCUMENT_TYPES, RAIL_PASSENGER_TYPES, SEAT_PREFERENCES } from '@/domain/trains/schemas';
import { countryOptions } from '@/web/components/country-options';
import type { PassengerValues, RailChoice } from './booking-body';

/** A validator rather than `required` on selects: antd then puts no aria-required on the select's wrapper div (axe). */
const filled = (message: string) => ({
  validator: (_: unknown, v: unknown) => (v ? Promise.resolve() : Promise.reject(new Error(message))),
});

export function RailPassengerFields({ index, choices }: { index: number; choices: readonly RailChoice[] }) {
  const { t, i18n } = useTranslation('trains');
  const form = Form.useFormInstance();
  const chosen = Form.useWatch(['passengers', index, 'oftenUsedPassengerId'], form) as number | undefined;
  const documentType = Form.useWatch(['passengers', index, 'documentType'], form) as string | undefined;
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const required = (message: string) => ({ required: true, message });
  // The party's rules read every passenger: the other passengers' fields are dependencies.
  const partyIssue = (field: 'documentNumber' | 'type') => ({
    validator: () => {
      const passengers = ((form.getFieldValue('passengers') ?? []) as PassengerValues[]).map((p) =>
        p?.oftenUsedPassengerId ? { type: p.type } : { type: p?.type, documentType: p?.documentType, documentNumber: p?.documentNumber },
      );
      const issue = realNameIssues(passengers).find((i) => i.index === index && i.field === field && i.problem !== 'passportDetails');
      if (!issue) return Promise.resolve();
      return Promise.reject(new Error(issue.problem === 'documentTwice' ? t('confirm.documentTwice') : t('confirm.childNeedsAdult')));
    },
  });
  const idNumber: Rule = {
    validator: (_, value?: string) => {
      const problem = documentType === 'idcard' && value ? mainlandIdProblem(value) : null;
      return problem ? Promise.reject(new Error(t(`errors:field.${problem}`))) : Promise.resolve();
    },
  };
  const others = (name: string) => Array.from({ length: 5 }, (_, i) => ['passengers', i, name]).filter((p) => p[1] !== index);
  return (
    <Card size="small" title={t('confirm.passengerN', { n: index + 1 })} style={{ marginBottom: 12 }} data-testid={`passenger-${index}`}>
      <Row gutter={12}>
        {choices.length > 0 && (
          <Col xs={24} md={12}>
            <Form.Item name={[index, 'oftenUsedPassengerId']} label={t('confirm.oftenUsed')}>
              <Select
                allowClear
                placeholder={t('confirm.oftenUsedPlaceholder')}
                data-testid={`passenger-${index}-often`}
                options={choices.map((c) => ({
                  value: c.id,
                  label: `${c.name} · ${t(`documentType.${c.documentType}`)} ···${c.documentTail}`,
                }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'type']} label={t('confirm.passengerType')} rules={[partyIssue('type')]} dependencies={others('type')}>
            <Select
              options={RAIL_PASSENGER_TYPES.map((p) => ({ value: p, label: t(`passengerType.${p}`) }))}
              data-testid={`passenger-${index}-type`}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'seatPreference']} label={t('confirm.seatPreference')}>
            <Select
              allowClear
              placeholder={t('confirm.noPreference')}
              data-testid={`passenger-${index}-seat`}
              options={SEAT_PREFERENCES.map((s) => ({ value: s, label: t(`confirm.seatLetter.${s}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {!chosen && (
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item
              name={[index, 'name']}
              label={t('confirm.name')}
              extra={t('confirm.nameHint')}
              rules={[required(t('confirm.nameRequired'))]}
            >
              <Input maxLength={40} autoComplete="off" data-testid={`passenger-${index}-name`} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'documentType']} label={t('confirm.documentType')} rules={[filled(t('confirm.documentTypeRequired'))]}>
              <Select
                options={RAIL_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`documentType.${d}`) }))}
                data-testid={`passenger-${index}-doctype`}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={[index, 'documentNumber']}
              label={t('confirm.documentNumber')}
              validateFirst
              rules={[required(t('confirm.documentNumberRequired')), idNumber, partyIssue('documentNumber')]}
              dependencies={[['passengers', index, 'documentType'], ...others('documentNumber')]}
            >
              <Input maxLength={20} autoComplete="off" data-testid={`passenger-${index}-docno`} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {!chosen && documentType === 'passport' && (
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'birthday']} label={t('confirm.birthday')} rules={[required(t('errors:field.passportDetails'))]}>
              <DatePicker
                style={{ width: '100%' }}
                disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                data-testid={`passenger-${index}-birthday`}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'nationality']} label={t('confirm.nationality')} rules={[filled(t('errors:field.passportDetails'))]}>
              <Select showSearch optionFilterProp="label" options={countries} data-testid={`passenger-${index}-nationality`} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'gender']} label={t('confirm.gender')} rules={[filled(t('errors:field.passportDetails'))]}>
              <Select
                options={GENDERS.map((g) => ({ value: g, label: t(`confirm.genders.${g}`) }))}
                data-testid={`passenger-${index}-gender`}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </Card>
  );
}
