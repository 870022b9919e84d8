// The desk's quote: a price per passenger type, the flights offered, the quote deadline and the
// payment schedule (1-3 deposits then the final payment, amounts adding up exactly to the total).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, DatePicker, Divider, Form, Input, Row, Select, Space, Typography, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { groupTotal, shownPrices } from '@/domain/groups/schedule';
import { GROUP_MAX_DEPOSITS, type GroupOrder, type GroupQuoteInput } from '@/domain/groups/schemas';
import { parseMajorAmount } from '@/domain/wallet-math';
import { useLedgerFormat } from '../bills/wallet/useLedgerFormat';

interface Values {
  prices: { adult: string; child: string; infant: string };
  flights: Array<{
    carrier: string;
    flightNumber: string;
    origin: string;
    destination: string;
    departure: string;
    arrival: string;
    cabin: string;
  }>;
  quoteDeadline: Dayjs;
  instalments: Array<{ amount: string; dueAt: Dayjs }>;
  manualReview: boolean;
  remark?: string;
}

const CABINS = ['economy', 'premium_economy', 'business', 'first'];
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

function defaults(group: GroupOrder, now: Dayjs): Values {
  const code = (l: string) => l.replace('airport-', '');
  return {
    prices: { adult: '', child: group.request.passengers.child > 0 ? '' : '0', infant: group.request.passengers.infant > 0 ? '' : '0' },
    flights: group.request.groupOrderExtraInfo.journeys.map((j) => ({
      carrier: '',
      flightNumber: '',
      origin: code(j.origin),
      destination: code(j.destination),
      departure: `${j.date} 08:00`,
      arrival: `${j.date} 12:00`,
      cabin: 'economy',
    })),
    quoteDeadline: now.add(1, 'day').startOf('hour'),
    instalments: [
      { amount: '', dueAt: now.add(3, 'day').startOf('hour') },
      { amount: '', dueAt: now.add(7, 'day').startOf('hour') },
    ],
    manualReview: false,
  };
}

/**
 * The quote is an action on the group (POST …/quote), not a save of the record, so the form is antd's
 * own (its instance drives the live sum and the deadlines) and the caller sends it with
 * useCustomMutation, putting the server's field messages back on these fields through `form`.
 */
export function QuoteForm({
  group,
  onSubmit,
  busy,
}: {
  group: GroupOrder;
  onSubmit(quote: GroupQuoteInput, form: FormInstance): void;
  busy?: boolean;
}) {
  const { t } = useTranslation('groups');
  const money = useLedgerFormat();
  // A local form: the quote is an action on the group (sent by the desk panel's action hook), not a record Refine edits.
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;
  const currency = group.currency;
  const minor = (text?: string) => (text === undefined || text === '' ? null : parseMajorAmount(text, currency));
  const counts = group.request.passengers;
  // The server sells the prices in the unit they are shown in: the total the instalments must reach is that one.
  const prices = shownPrices(
    { adult: minor(values?.prices?.adult) ?? 0, child: minor(values?.prices?.child) ?? 0, infant: minor(values?.prices?.infant) ?? 0 },
    counts,
    currency,
  );
  const total = groupTotal(prices, counts);
  const sum = (values?.instalments ?? []).reduce((s, i) => s + (minor(i?.amount) ?? 0), 0);
  const amountRule = {
    validator: (_: unknown, v: string) => (minor(v) === null ? Promise.reject(new Error(t('quote.amountFormat'))) : Promise.resolve()),
  };

  /** A deposit was added before the final payment: spread the deadlines again, in order, after the quote deadline. */
  const respace = () => {
    const base = (form.getFieldValue('quoteDeadline') as Dayjs | undefined) ?? dayjs().add(1, 'day').startOf('hour');
    const list = form.getFieldValue('instalments') as Values['instalments'];
    form.setFieldValue(
      'instalments',
      list.map((item, i) => ({ ...item, dueAt: base.add(2 + i * 4, 'day') })),
    );
  };

  const submit = (v: Values) =>
    onSubmit(
      {
        prices: { adult: minor(v.prices.adult)!, child: minor(v.prices.child) ?? 0, infant: minor(v.prices.infant) ?? 0 },
        flights: v.flights,
        quoteDeadline: v.quoteDeadline.toISOString(),
        instalments: v.instalments.map((i) => ({ amount: minor(i.amount)!, dueAt: i.dueAt.toISOString() })),
        manualReview: v.manualReview,
        remark: v.remark ?? '',
      },
      form,
    );

  return (
    <Form form={form} layout="vertical" initialValues={defaults(group, dayjs())} onFinish={submit} data-testid="quote-form">
      <Typography.Title level={5}>{t('quote.prices', { currency })}</Typography.Title>
      <Row gutter={12}>
        {(['adult', 'child', 'infant'] as const).map((type) => (
          <Col xs={8} md={4} key={type}>
            <Form.Item name={['prices', type]} label={`${t(`passengers.types.${type}`)} x ${counts[type]}`} rules={[amountRule]}>
              <Input inputMode="decimal" prefix={currency} data-testid={`price-${type}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>{t('quote.flights')}</Typography.Title>
      <Form.List name="flights">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Row gutter={8} key={field.key} align="bottom" data-testid={`flight-${index}`}>
                <Col xs={6} md={2}>
                  <Form.Item
                    name={[field.name, 'carrier']}
                    label={t('quote.carrier')}
                    rules={[{ required: true, pattern: /^[A-Za-z0-9]{2}$/, message: t('quote.carrierFormat') }]}
                  >
                    <Input maxLength={2} data-testid={`carrier-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={3}>
                  <Form.Item
                    name={[field.name, 'flightNumber']}
                    label={t('quote.flightNumber')}
                    rules={[{ required: true, pattern: /^[A-Za-z0-9]{2}\d{1,4}[A-Za-z]?$/, message: t('quote.flightNumberFormat') }]}
                  >
                    <Input maxLength={8} data-testid={`flight-number-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={5} md={2}>
                  <Form.Item
                    name={[field.name, 'origin']}
                    label={t('booking.origin')}
                    rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: t('quote.codeFormat') }]}
                  >
                    <Input maxLength={3} />
                  </Form.Item>
                </Col>
                <Col xs={5} md={2}>
                  <Form.Item
                    name={[field.name, 'destination']}
                    label={t('booking.destination')}
                    rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: t('quote.codeFormat') }]}
                  >
                    <Input maxLength={3} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item
                    name={[field.name, 'departure']}
                    label={t('quote.departure')}
                    rules={[{ required: true, pattern: DATETIME, message: t('quote.dateTimeFormat') }]}
                  >
                    <Input placeholder="YYYY-MM-DD HH:mm" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item
                    name={[field.name, 'arrival']}
                    label={t('quote.arrival')}
                    rules={[{ required: true, pattern: DATETIME, message: t('quote.dateTimeFormat') }]}
                  >
                    <Input placeholder="YYYY-MM-DD HH:mm" />
                  </Form.Item>
                </Col>
                <Col xs={20} md={6}>
                  <Form.Item name={[field.name, 'cabin']} label={t('quote.cabin')}>
                    <Select options={CABINS.map((c) => ({ value: c, label: t(`quote.cabins.${c}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={1}>
                  <Form.Item>
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('quote.removeFlight')}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ cabin: 'economy' })} disabled={fields.length >= 10}>
              {t('quote.addFlight')}
            </Button>
          </>
        )}
      </Form.List>
      <Divider />
      <Typography.Title level={5}>{t('quote.schedule')}</Typography.Title>
      <Form.Item name="quoteDeadline" label={t('quote.deadline')} rules={[{ required: true, message: t('booking.required') }]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="quote-deadline" />
      </Form.Item>
      <Form.List name="instalments">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const final = index === fields.length - 1;
              return (
                <Space key={field.key} align="start" wrap data-testid={`instalment-input-${index}`}>
                  <Typography.Text strong style={{ display: 'inline-block', width: 140, paddingTop: 5 }}>
                    {final ? t('schedule.final') : t('schedule.deposit', { n: index + 1, of: fields.length - 1 })}
                  </Typography.Text>
                  <Form.Item name={[field.name, 'amount']} rules={[amountRule]}>
                    <Input
                      inputMode="decimal"
                      prefix={currency}
                      aria-label={t('quote.amount')}
                      data-testid={`instalment-amount-${index}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'dueAt']} rules={[{ required: true, message: t('booking.required') }]}>
                    <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={t('quote.dueAt')} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('quote.removeInstalment')}
                    disabled={fields.length <= 2}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              );
            })}
            <div>
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= GROUP_MAX_DEPOSITS + 1}
                data-testid="add-deposit"
                onClick={() => {
                  add({ amount: '' }, Math.max(0, fields.length - 1));
                  respace();
                }}
              >
                {t('quote.addDeposit')}
              </Button>
            </div>
          </>
        )}
      </Form.List>
      <Alert
        style={{ margin: '16px 0' }}
        type={sum === total && total > 0 ? 'success' : 'warning'}
        showIcon
        data-testid="schedule-sum"
        message={t('quote.sum', { sum: money.exact({ amount: sum, currency }), total: money.exact({ amount: total, currency }) })}
      />
      <Form.Item name="manualReview" valuePropName="checked">
        <Checkbox>{t('quote.manualReview')}</Checkbox>
      </Form.Item>
      <Form.Item name="remark" label={t('quote.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={sum !== total || total === 0} data-testid="send-quote">
        {t('quote.send')}
      </Button>
    </Form>
  );
}
