// /train/booking/confirm: the booking form for the picked train(s): real-name passengers (typed or
// from the often-used list), seat letters, contact, and pay now from the wallet or hold the seats.
// The order is created with useCreate under one Idempotency-Key per form (a double submit books
// once), then the order detail opens.
import { useCreate, useList, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Col, Form, Input, Radio, Result, Row, Space, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { OftenUsedPassenger } from '@/domain/schemas/member-cards';
import type { TrainBookingBody, TrainOrderDetail } from '@/domain/trains/schemas';
import { useFormErrorSummary } from '@/web/a11y/useFormErrorSummary';
import { PageHeading } from '@/web/components/PageHeading';
import { putFieldErrors } from '@/web/data/field-errors';
import { isApiError } from '@/web/providers/api-error';
import { useSessionState } from '@/web/services';
import { bookingBody, railChoices, type BookingValues } from './booking/booking-body';
import { JourneySummary } from './booking/JourneySummary';
import { bookingTotal } from '@/domain/trains/fares';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { RailPassengerFields } from './booking/RailPassengerFields';
import { useTrainResults } from './booking/useTrainSearch';
import { parsePick, type Pick } from './train-format';

export default function TrainBookingConfirmPage() {
  const { t } = useTranslation('trains');
  const navigate = useNavigate();
  const back = (useLocation().state as { back?: string } | null)?.back ?? '/train/booking';
  const [params] = useSearchParams();
  const { session } = useSessionState();
  const searchId = params.get('sid');
  const picks = [parsePick(params.get('out')), parsePick(params.get('ret'))].filter((p): p is Pick => !!p);
  const count = Math.min(Math.max(Number(params.get('n')) || 1, 1), 5);
  const outbound = useTrainResults(searchId, { leg: 'outbound', sort: 'departure', order: 'asc' });
  const inbound = useTrainResults(picks.length > 1 ? searchId : null, { leg: 'return', sort: 'departure', order: 'asc' });
  const offers = picks.map((p, i) => (i === 0 ? outbound : inbound).answer?.trains.find((o) => o.offerId === p.offerId));
  const oftenUsed = useList<OftenUsedPassenger>({ resource: 'often-used-passengers', pagination: { mode: 'off' } }).result.data;
  const choices = useMemo(() => railChoices(oftenUsed), [oftenUsed]);
  // A local form: the body joins the picked offers of a search with the passengers, and goes out through
  // useCreate with this form's Idempotency-Key; Refine's useForm has no record behind it to load.
  const [form] = Form.useForm<BookingValues>();
  const { mutate: create, mutation } = useCreate<TrainOrderDetail, HttpError, TrainBookingBody>();
  // One key per form: a retried or doubled submit is the same booking.
  const idempotencyKey = useMemo(() => `train-${searchId}-${crypto.randomUUID()}`, [searchId]);
  const money = useLedgerFormat();
  const watched = Form.useWatch('passengers', form) as BookingValues['passengers'] | undefined;
  const payment = Form.useWatch('payment', form) as BookingValues['payment'] | undefined;
  const errors = useFormErrorSummary();

  if (!searchId || picks.length === 0)
    return (
      <Result status="warning" title={t('confirm.nothingPicked')} extra={<Link to="/train/booking">{t('confirm.backToSearch')}</Link>} />
    );
  const stillLoading = offers.some((o) => !o) && (outbound.loading || inbound.loading);
  if (stillLoading) return <Spin />;
  if (offers.some((o) => !o))
    return <Result status="warning" title={t('confirm.offerGone')} extra={<Link to={back}>{t('confirm.backToSearch')}</Link>} />;

  // The full total before Book: every passenger at the fare of their type on every journey.
  const types = (watched ?? Array.from({ length: count }, () => ({ type: 'adult' as const }))).map((p) => p?.type ?? 'adult');
  const journeys = offers.map((o, i) => ({
    adultPrice: o!.seats.find((seat) => seat.seatClass === picks[i]!.seatClass)?.price ?? 0,
    seatClass: picks[i]!.seatClass,
  }));
  const total = { amount: bookingTotal(journeys, types), currency: offers[0]!.currency };
  const submit = (values: BookingValues) =>
    create(
      {
        resource: 'train-orders',
        values: bookingBody(searchId, picks, values),
        meta: { headers: { 'Idempotency-Key': idempotencyKey } },
        successNotification: () => ({
          type: 'success',
          message: values.payment === 'balance' ? t('confirm.bookedPaid') : t('confirm.bookedHeld'),
        }),
        errorNotification: (error) =>
          isApiError(error) && error.sessionEnded ? false : { type: 'error', message: '', description: error?.message },
      },
      {
        onSuccess: (answer) => navigate(`/train/orders/${answer.data.id}`),
        onError: (error) => {
          const count = putFieldErrors(form, error, { focus: true }).count;
          if (count) errors.report(count);
        },
      },
    );

  const initialValues: BookingValues = {
    passengers: Array.from({ length: count }, () => ({ type: 'adult' as const, documentType: 'idcard' as const })),
    contact: { name: session?.userInfo.nickname ?? '', phone: '', email: session?.userInfo.email ?? '' },
    payment: 'balance',
  };
  return (
    <div>
      <PageHeading extra={<Link to={back}>{t('confirm.backToSearch')}</Link>}>{t('common:routes.train-booking-confirm')}</PageHeading>
      <Card style={{ marginBottom: 16 }}>
        {offers.map((o, i) => (
          <JourneySummary key={o!.offerId} offer={o!} seatClass={picks[i]!.seatClass} />
        ))}
      </Card>
      {errors.summary}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        {...errors.bind({ onFinish: submit })}
        data-testid="train-booking-form"
      >
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('confirm.passengers')}
        </Typography.Title>
        <Form.List name="passengers">
          {(fields) => fields.map((f) => <RailPassengerFields key={f.key} index={f.name} choices={choices} />)}
        </Form.List>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('confirm.contact')} style={{ marginBottom: 12 }}>
              <Form.Item
                name={['contact', 'name']}
                label={t('confirm.contactName')}
                rules={[{ required: true, message: t('confirm.contactNameRequired') }]}
              >
                <Input maxLength={64} data-testid="contact-name" />
              </Form.Item>
              <Form.Item
                name={['contact', 'phone']}
                label={t('confirm.contactPhone')}
                rules={[
                  { required: true, message: t('confirm.contactPhoneRequired') },
                  { pattern: /^\+?\d{5,20}$/, message: t('confirm.phoneDigits') },
                ]}
              >
                <Input maxLength={21} data-testid="contact-phone" />
              </Form.Item>
              <Form.Item
                name={['contact', 'email']}
                label={t('confirm.contactEmail')}
                rules={[{ type: 'email', message: t('confirm.emailInvalid') }]}
              >
                <Input maxLength={254} data-testid="contact-email" />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('confirm.payment')} style={{ marginBottom: 12 }}>
              <Form.Item name="payment">
                <Radio.Group data-testid="train-payment">
                  <Space direction="vertical">
                    <Radio value="balance" data-testid="pay-balance">
                      {t('confirm.payNow')}
                    </Radio>
                    <Radio value="hold" data-testid="pay-hold">
                      {t('confirm.hold')}
                    </Radio>
                  </Space>
                </Radio.Group>
              </Form.Item>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                message={
                  <span>
                    <Trans
                      t={t}
                      i18nKey="confirm.total"
                      values={{ amount: money.exact(total) }}
                      components={{ strong: <strong data-testid="train-total" /> }}
                    />
                  </span>
                }
                description={t('confirm.totalHint')}
              />
              <Form.Item name="remark" label={t('confirm.remark')}>
                <Input.TextArea maxLength={512} rows={2} />
              </Form.Item>
            </Card>
          </Col>
        </Row>
        <Button type="primary" size="large" htmlType="submit" loading={mutation.isPending} data-testid="train-book">
          {t(payment === 'hold' ? 'confirm.bookAndHold' : 'confirm.bookAndPay', { amount: money.exact(total) })}
        </Button>
      </Form>
    </div>
  );
}
