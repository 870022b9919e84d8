// /flight/booking/confirm: the verified quote (valid 15 minutes), passengers of each type (the
// passenger rules, document recognition, often-used passengers, member cards, xlsx import), contact details
// and payment, then the order (Idempotency-Key: a double click books once).
import { UploadOutlined } from '@ant-design/icons';
import { useCreate, useList, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Col, Form, Input, Radio, Result, Row, Space, Typography, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passengerRuleErrors } from '@/domain/flights/passenger-rules';
import type { CreateOrderInput, FlightOrder } from '@/domain/flights/booking';
import type { MemberCard, OftenUsedPassenger } from '@/domain/schemas/member-cards';
import type { Passenger } from '@/domain/schemas/passenger';
import { flightApi } from '@/web/api/flights';
import { useFocusOnMount } from '@/web/a11y/useFocusOnMount';
import { useFormErrorSummary } from '@/web/a11y/useFormErrorSummary';
import { ButtonLink } from '@/web/components/ButtonLink';
import { PageHeading } from '@/web/components/PageHeading';
import { putFieldErrors, showFieldMessages } from '@/web/data/field-errors';
import { toast } from '@/web/feedback/toast';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { isApiError } from '@/web/providers/api-error';
import { useServices, useSessionState } from '@/web/services';
import { DEFAULT_AREA_CODE } from '@/domain/phone-regions';
import { bookingState } from './booking-state';
import { ResultDetails, durationText } from './booking/ResultCard';
import { PassengerForm, passengerValues } from './confirm/PassengerForm';
import { pnrPassengerValues } from './confirm/pnr-passengers';
import { QuoteCountdown, secondsUntil } from './confirm/QuoteCountdown';

interface PassengerValues {
  type: Passenger['type'];
  surname: string;
  given_names: string;
  gender: Passenger['gender'];
  birthday: Dayjs;
  nationality: string;
  travel_document: { type: Passenger['travel_document']['type']; number: string; expiry: Dayjs };
  memberCard?: number;
}

interface Values {
  passengers: PassengerValues[];
  contact: { name: string; areaCode: string; phone: string; email: string };
  payment: 'later' | 'balance';
}

const CURRENCY_CHANGED = 'agencyManager.config.common.settlementCurrency.change';
/** The server's answer when the agency's settlement currency changed after the search. */
const CURRENCY_CHANGED_CODE = 600102;

// The cards' titles are the page's sections (h2), so the fare rules' heading inside the itinerary (h3)
// sits one level below them; drawn at the card title's own size.
const CARD_HEADING = { fontSize: 'inherit', fontWeight: 'inherit', margin: 0 } as const;

export default function FlightBookingConfirmPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { session } = useSessionState();
  const money = useMoneyFormat();
  const navigate = useNavigate();
  // A local form: the booking is sent with useCreate after the price check, which Refine's useForm cannot interpose.
  const [form] = Form.useForm<Values>();
  const stored = useMemo(() => bookingState.quote(), []);
  const quote = stored?.quote;
  // Booked from a PNR: its passengers start the forms.
  const pnrPassengers = useMemo(() => bookingState.pnr(quote?.searchId), [quote?.searchId]);
  // Set once, when the offer runs out (the countdown itself ticks in QuoteCountdown, not here).
  const [expired, setExpired] = useState(() => (quote ? secondsUntil(quote.validUntil, Date.now()) === 0 : false));
  const expire = () => setExpired(true);
  const { mutate: create, mutation: creating } = useCreate<FlightOrder, HttpError, CreateOrderInput>();
  const [order, setOrder] = useState<FlightOrder | null>(null);
  const [importErrors, setImportErrors] = useState<Array<{ row: number; field: string; message: string }>>([]);
  const idempotencyKey = useMemo(() => `order-${quote?.id ?? 'none'}-${Math.random().toString(36).slice(2)}`, [quote?.id]);
  // The caller's own lists, small and unpaged: every row at once.
  const errors = useFormErrorSummary();
  const focusConfirmation = useFocusOnMount<HTMLDivElement>();
  const oftenUsed = useList<OftenUsedPassenger>({ resource: 'often-used-passengers', pagination: { mode: 'off' } }).result.data;
  const memberCards = useList<MemberCard>({ resource: 'member-cards', pagination: { mode: 'off' } }).result.data;

  // A settlement currency change voids what was searched and priced.
  const settlement = session?.company.config.commonConfig.settlementCurrency;
  useEffect(() => {
    if (!quote) {
      // Opened without a chosen offer (a bookmark, a reload after it expired): say why before going back.
      toast('warning', t('flight.confirm.noOffer'));
      navigate('/flight/booking', { replace: true });
    } else if (settlement && settlement !== quote.offer.priceDetail.currency) {
      bookingState.clear();
      toast('error', t(CURRENCY_CHANGED));
      navigate('/flight/booking', { replace: true });
    }
  }, [quote, settlement, navigate, t]);

  const types = useMemo(() => {
    if (!quote) return [] as Passenger['type'][];
    const p = quote.passengers;
    return [...Array(p.adult).fill('adult'), ...Array(p.child).fill('child'), ...Array(p.infant).fill('infant')] as Passenger['type'][];
  }, [quote]);

  if (!quote) return null;
  const offer = quote.offer;
  const currency = offer.priceDetail.currency;
  const segments = offer.journeys.flatMap((j) => j.segments);

  const fill = (index: number) => (values: Record<string, unknown>) => {
    const current = form.getFieldValue(['passengers', index]) as Record<string, unknown>;
    form.setFieldValue(['passengers', index], { ...current, ...values, type: types[index] });
  };

  const importList = async (file: File) => {
    try {
      const result = await flightApi.importPassengers(http, file);
      setImportErrors(result.errors);
      const queue = [...result.passengers];
      types.forEach((type, index) => {
        const at = queue.findIndex((p) => p.type === type);
        const [found] = at >= 0 ? queue.splice(at, 1) : [];
        if (found) fill(index)(passengerValues(found));
      });
      toast(result.errors.length ? 'warning' : 'success', t('flight.confirm.imported', { count: result.passengers.length }));
    } catch (e) {
      if (isApiError(e) && !e.sessionEnded) toast('error', e.message);
    }
  };

  const submit = (v: Values) => {
    const passengers: Passenger[] = v.passengers.map((p) => {
      const card = memberCards.find((c) => c.id === p.memberCard);
      return {
        type: p.type,
        surname: p.surname.trim().toUpperCase(),
        given_names: p.given_names.trim(),
        gender: p.gender,
        birthday: p.birthday.format('YYYY-MM-DD'),
        nationality: p.nationality,
        travel_document: {
          type: p.travel_document.type,
          number: p.travel_document.number.trim(),
          expiry: p.travel_document.expiry.format('YYYY-MM-DD'),
        },
        ...(card ? { frequentFlyer: { airline: card.airline, number: card.number } } : {}),
      };
    });
    const ruleErrors = passengers.flatMap((p, i) =>
      passengerRuleErrors(p, {
        firstDeparture: segments[0]!.departure.slice(0, 10),
        lastFlight: segments[segments.length - 1]!.arrival.slice(0, 10),
        fareDocuments: quote.documentTypes,
        limits: session?.userInfo.flightLimits,
      }).map((e) => ({
        name: ['passengers', i, ...e.field.split('.')],
        errors: [t(`passengerError.${e.code}`, { type: t(`passenger.types.${p.type}`) })],
      })),
    );
    if (ruleErrors.length) {
      errors.report(showFieldMessages(form, ruleErrors, { focus: true }));
      return;
    }
    errors.report(0);
    create(
      {
        resource: 'flight-orders',
        values: { quoteId: quote.id, currency, passengers, contact: v.contact, payment: v.payment },
        meta: { headers: { 'Idempotency-Key': idempotencyKey } },
        successNotification: false,
        errorNotification: (error) => {
          if (!isApiError(error) || error.sessionEnded) return false;
          return { type: 'error', message: '', description: error.code === CURRENCY_CHANGED_CODE ? t(CURRENCY_CHANGED) : error.message };
        },
      },
      {
        onSuccess: ({ data }) => {
          bookingState.clear();
          setOrder(data);
        },
        onError: (e) => {
          if (!isApiError(e)) return;
          if (e.code === CURRENCY_CHANGED_CODE) {
            bookingState.clear();
            navigate('/flight/booking');
          } else {
            const count = putFieldErrors(form, e, { focus: true }).count;
            if (count) errors.report(count);
          }
        },
      },
    );
  };

  if (order) {
    return (
      // Focus moves to the confirmation that replaced the form: announced with its details.
      <div
        data-testid="order-created"
        ref={focusConfirmation}
        role="group"
        aria-labelledby="order-created-title"
        aria-describedby="order-created-detail"
      >
        <Result
          status="success"
          title={<span id="order-created-title">{t('flight.confirm.created', { orderNo: order.orderNo })}</span>}
          subTitle={
            <span id="order-created-detail">
              {t('flight.confirm.createdDetail', {
                pnr: order.pnr ?? '-',
                total: money.settlement({ amount: order.totalAmount, currency: order.currency }),
                status: t(`flight.orderStatus.${order.status}`),
              })}
            </span>
          }
          extra={[
            <ButtonLink key="order" type="primary" to={`/flight/orders/${order.id}`} data-testid="view-order">
              {t('flight.confirm.viewOrder')}
            </ButtonLink>,
            <ButtonLink key="again" to="/flight/booking">
              {t('flight.confirm.bookAnother')}
            </ButtonLink>,
          ]}
        />
      </div>
    );
  }

  return (
    <div>
      <PageHeading>{t('routes.flight-booking-confirm')}</PageHeading>
      <QuoteCountdown validUntil={quote.validUntil} onExpired={expire} />
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            onFinishFailed={errors.onFinishFailed}
            name="confirm"
            requiredMark={false}
            initialValues={{
              passengers: pnrPassengerValues(types, pnrPassengers, !stored?.clearPassengers),
              contact: { areaCode: session?.userInfo.config.defaultRegion ?? DEFAULT_AREA_CODE },
              payment: 'later',
            }}
          >
            <Space style={{ marginBottom: 12 }}>
              <Upload
                accept=".xlsx"
                showUploadList={false}
                beforeUpload={(file) => {
                  void importList(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined aria-hidden />} data-testid="import-passengers">
                  {t('flight.confirm.import')}
                </Button>
              </Upload>
              <Typography.Text type="secondary">{t('flight.confirm.importHint')}</Typography.Text>
            </Space>
            {importErrors.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={t('flight.confirm.importErrors')}
                description={
                  <ul style={{ margin: 0 }}>
                    {importErrors.map((e, i) => (
                      <li key={i}>{t('flight.confirm.importRow', { row: e.row, field: e.field, message: e.message })}</li>
                    ))}
                  </ul>
                }
              />
            )}
            {stored?.clearPassengers && (
              <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('flight.confirm.cleared')} />
            )}
            {types.map((type, index) => (
              <PassengerForm
                key={index}
                index={index}
                type={type}
                fareDocuments={quote.documentTypes}
                oftenUsed={oftenUsed}
                memberCards={memberCards}
                recognise={(file) => flightApi.recognise(http, file)}
                fill={fill(index)}
                onRecogniseError={(m) => toast('error', m)}
              />
            ))}
            <Card size="small" title={<h2 style={CARD_HEADING}>{t('flight.confirm.contact')}</h2>} style={{ marginBottom: 12 }}>
              <Row gutter={12}>
                <Col xs={24} md={6}>
                  <Form.Item
                    name={['contact', 'name']}
                    label={t('flight.confirm.contactName')}
                    rules={[{ required: true, message: t('passenger.validation.required') }]}
                  >
                    <Input data-testid="contact-name" />
                  </Form.Item>
                </Col>
                <Col xs={8} md={4}>
                  <Form.Item
                    name={['contact', 'areaCode']}
                    label={t('flight.confirm.areaCode')}
                    rules={[{ required: true, pattern: /^\d{1,4}$/, message: t('passenger.validation.required') }]}
                  >
                    <Input data-testid="contact-area" />
                  </Form.Item>
                </Col>
                <Col xs={16} md={6}>
                  <Form.Item
                    name={['contact', 'phone']}
                    label={t('flight.confirm.phone')}
                    rules={[{ required: true, pattern: /^\d{4,20}$/, message: t('flight.confirm.phoneInvalid') }]}
                  >
                    <Input data-testid="contact-phone" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={['contact', 'email']}
                    label={t('flight.confirm.email')}
                    rules={[{ required: true, type: 'email', message: t('flight.confirm.emailInvalid') }]}
                  >
                    <Input data-testid="contact-email" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <Card size="small" title={<h2 style={CARD_HEADING}>{t('flight.confirm.payment')}</h2>} style={{ marginBottom: 12 }}>
              <Form.Item name="payment" style={{ marginBottom: 0 }}>
                <Radio.Group data-testid="payment">
                  <Radio value="later" data-testid="pay-later">
                    {t('flight.confirm.payLater')}
                  </Radio>
                  <Radio value="balance" data-testid="pay-balance">
                    {t('flight.confirm.payBalance')}
                  </Radio>
                </Radio.Group>
              </Form.Item>
            </Card>
            {errors.summary}
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={creating.isPending}
              disabled={expired}
              data-testid="create-order"
            >
              {t('flight.confirm.submit', { total: money.settlement({ amount: offer.priceDetail.total, currency }) })}
            </Button>
          </Form>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={<h2 style={CARD_HEADING}>{t('flight.confirm.itinerary')}</h2>} data-testid="confirm-summary">
            {offer.journeys.map((j, i) => (
              <div key={i} style={{ marginBottom: 8 }}>
                <Typography.Text strong>
                  {j.segments[0]!.origin} → {j.segments[j.segments.length - 1]!.destination}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {j.segments[0]!.departure.replace('T', ' ')} · {durationText(j.durationMinutes, t)}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {j.segments
                      .map((s) => `${s.flightNumber} ${s.origin}-${s.destination} ${s.departure.slice(11)}→${s.arrival.slice(11)}`)
                      .join(' / ')}
                  </Typography.Text>
                </div>
              </div>
            ))}
            <ResultDetails solution={{ ...offer, itineraryKey: '', stops: 0, alternatives: [] }} money={money} narrow />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
