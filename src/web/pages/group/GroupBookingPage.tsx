// /flight/group/booking: a group (10 passengers or more) asks the desk for a quote: journeys with a
// remark, whether dates may change or another flight is acceptable (groupOrderExtraInfo) and the
// passenger counts (10 adults and 10 children by default). Nothing is sent here: the step is kept in
// this tab (request-draft) and the confirm page sends it.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GROUP_DEFAULT_PASSENGERS, GROUP_MAX_JOURNEYS, GROUP_MIN_PASSENGERS } from '@/domain/groups/schemas';
import { flightApi } from '@/web/api/flights';
import { useFormErrorSummary } from '@/web/a11y/useFormErrorSummary';
import { AirportPicker } from '@/web/components/AirportPicker';
import { PageHeading } from '@/web/components/PageHeading';
import { useServices } from '@/web/services';
import { requestDraft } from './request-draft';

interface Values {
  journeys: Array<{ origin?: string; destination?: string; date?: Dayjs; remark?: string }>;
  isChangeDate: boolean;
  acceptChangeFlight: boolean;
  adult: number;
  child: number;
  infant: number;
}

/**
 * Enter in a date field takes the typed date and stays on the step; left alone, the browser would
 * also submit the form (implicit submission) and jump to the confirm page.
 */
function keepEnterInField(event: React.KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

function initialValues(): Values {
  const draft = requestDraft.load();
  if (draft) {
    return {
      journeys: draft.groupOrderExtraInfo.journeys.map((j) => ({ ...j, date: dayjs(j.date) })),
      isChangeDate: Boolean(draft.groupOrderExtraInfo.isChangeDate),
      acceptChangeFlight: Boolean(draft.groupOrderExtraInfo.acceptChangeFlight),
      adult: Number(draft.passengers.adult ?? 10),
      child: Number(draft.passengers.child ?? 10),
      infant: Number(draft.passengers.infant ?? 0),
    };
  }
  return { journeys: [{ date: dayjs().add(1, 'day') }], isChangeDate: false, acceptChangeFlight: false, ...GROUP_DEFAULT_PASSENGERS };
}

export default function GroupBookingPage() {
  const { t } = useTranslation('groups');
  const { http } = useServices();
  const navigate = useNavigate();
  // The first step only keeps a draft in the browser; the request is sent with Refine's useForm on the confirm step.
  const [form] = Form.useForm<Values>();
  // The airport typeahead answers cities with their airports, not a list of records: a plain lookup.
  const lookup = useCallback((q: string) => flightApi.airports(http, q), [http]);

  const next = (values: Values) => {
    const draft = requestDraft.load();
    requestDraft.save({
      ...draft,
      groupOrderExtraInfo: {
        journeys: values.journeys.map((j) => ({
          origin: j.origin!,
          destination: j.destination!,
          date: j.date!.format('YYYY-MM-DD'),
          remark: j.remark ?? '',
        })),
        isChangeDate: values.isChangeDate,
        acceptChangeFlight: values.acceptChangeFlight,
      },
      passengers: { adult: values.adult, child: values.child, infant: values.infant },
    });
    navigate('/flight/group/booking/confirm');
  };

  const total = Form.useWatch([], form);
  const errors = useFormErrorSummary();
  const size = (total?.adult ?? 0) + (total?.child ?? 0) + (total?.infant ?? 0);

  return (
    <div>
      <PageHeading>{t('booking.title')}</PageHeading>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('booking.turnaround')} data-testid="quote-turnaround" />
      <Card>
        {errors.summary}
        <Form form={form} layout="vertical" initialValues={initialValues()} {...errors.bind({ onFinish: next })}>
          <Form.List name="journeys">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Row gutter={12} key={field.key} align="bottom" data-testid={`journey-${index}`}>
                    <Col xs={24} md={6}>
                      <Form.Item
                        name={[field.name, 'origin']}
                        label={t('booking.origin')}
                        rules={[{ required: true, message: t('booking.required') }]}
                      >
                        <AirportPicker lookup={lookup} testId={`origin-${index}`} ariaLabel={t('booking.origin')} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item
                        name={[field.name, 'destination']}
                        label={t('booking.destination')}
                        rules={[{ required: true, message: t('booking.required') }]}
                      >
                        <AirportPicker lookup={lookup} testId={`destination-${index}`} ariaLabel={t('booking.destination')} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item
                        name={[field.name, 'date']}
                        label={t('booking.date')}
                        rules={[{ required: true, message: t('booking.required') }]}
                      >
                        <DatePicker
                          style={{ width: '100%' }}
                          disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                          onKeyDown={keepEnterInField}
                          data-testid={`date-${index}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={7}>
                      <Form.Item name={[field.name, 'remark']} label={t('booking.remark')}>
                        <Input maxLength={200} placeholder={t('booking.remarkHint')} data-testid={`remark-${index}`} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={1}>
                      <Form.Item>
                        <Button
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('booking.removeJourney')}
                          disabled={fields.length === 1}
                          onClick={() => remove(field.name)}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  disabled={fields.length >= GROUP_MAX_JOURNEYS}
                  onClick={() => add({})}
                  style={{ marginBottom: 16 }}
                >
                  {t('booking.addJourney')}
                </Button>
              </>
            )}
          </Form.List>
          <Space wrap size="large" style={{ marginBottom: 8 }}>
            <Form.Item name="isChangeDate" valuePropName="checked" noStyle>
              <Checkbox data-testid="is-change-date">{t('booking.isChangeDate')}</Checkbox>
            </Form.Item>
            <Form.Item name="acceptChangeFlight" valuePropName="checked" noStyle>
              <Checkbox data-testid="accept-change-flight">{t('booking.acceptChangeFlight')}</Checkbox>
            </Form.Item>
          </Space>
          <Row gutter={12} style={{ marginTop: 16 }}>
            {(['adult', 'child', 'infant'] as const).map((type) => (
              <Col xs={8} md={4} key={type}>
                <Form.Item name={type} label={t(`passengers.types.${type}`)} rules={[{ required: true, message: t('booking.required') }]}>
                  <InputNumber min={0} max={200} precision={0} style={{ width: '100%' }} data-testid={`count-${type}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          {size < GROUP_MIN_PASSENGERS && (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('booking.minimum', { count: GROUP_MIN_PASSENGERS })} />
          )}
          <Button type="primary" htmlType="submit" disabled={size < GROUP_MIN_PASSENGERS} data-testid="group-next">
            {t('booking.next')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
