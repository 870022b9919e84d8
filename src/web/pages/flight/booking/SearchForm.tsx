// The flight search form (the booking filter): one-way, return or multi-city (at most 5 flights),
// passengers (1 adult by default), cabin, date tomorrow by default. The journey rules are checked
// here first and again by the server, whose field messages land on the same fields.
import { MinusCircleOutlined, PlusOutlined, SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, InputNumber, Radio, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { journeyErrors, MAX_MULTI_CITY_FLIGHTS, passengerCountErrors, tomorrow, type BookingType } from '@/domain/flights/journey-rules';
import type { AirportLookupResult } from '@/domain/schemas/airports';
import { CABIN_CLASSES, type SearchRequest } from '@/domain/flights/shopping';
import { AirportPicker } from '@/web/components/AirportPicker';
import { messagesOfFields, showFieldMessages } from '@/web/data/field-errors';

interface JourneyValues {
  origin?: string;
  destination?: string;
  date?: Dayjs;
  returnDate?: Dayjs;
}

interface Values {
  bookingType: BookingType;
  journeys: JourneyValues[];
  adult: number;
  child: number;
  infant: number;
  cabinClass: SearchRequest['cabinClass'];
}

export interface SearchFormProps {
  initial?: SearchRequest | null;
  searching?: boolean;
  lookup(q: string): Promise<AirportLookupResult>;
  onSearch(request: SearchRequest): void;
  /** Server field errors to show (journeys.0.destination ...). */
  serverErrors?: Array<{ field: string; message: string }>;
}

/** A validator rather than `required`: antd then puts no aria-required on the select's wrapper div (axe). */
const filled = (message: string) => ({
  validator: (_: unknown, v: unknown) => (v ? Promise.resolve() : Promise.reject(new Error(message))),
});

const iso = (d?: Dayjs) => (d ? d.format('YYYY-MM-DD') : undefined);

function toValues(request: SearchRequest | null | undefined): Values {
  const day = dayjs(tomorrow());
  if (!request) return { bookingType: 'oneway', journeys: [{ date: day }], adult: 1, child: 0, infant: 0, cabinClass: 'economy' };
  return {
    bookingType: request.bookingType,
    journeys: request.journeys.map((j) => ({
      origin: j.origin,
      destination: j.destination,
      date: j.date ? dayjs(j.date) : day,
      returnDate: j.returnDate ? dayjs(j.returnDate) : undefined,
    })),
    ...request.passengers,
    cabinClass: request.cabinClass,
  };
}

export function SearchForm({ initial, searching, lookup, onSearch, serverErrors }: SearchFormProps) {
  const { t } = useTranslation();
  // A search form: it writes nothing; the page runs the search (a polled job, not a resource).
  const [form] = Form.useForm<Values>();
  const bookingType = Form.useWatch('bookingType', form) ?? 'oneway';
  const cities = useRef(new Map<string, string>());

  useEffect(() => {
    if (!serverErrors?.length) return;
    showFieldMessages(form, messagesOfFields(serverErrors));
  }, [serverErrors, form]);

  const changeType = (type: BookingType) => {
    const journeys = form.getFieldValue('journeys') as JourneyValues[];
    if (type !== 'multi' && journeys.length > 1) form.setFieldValue('journeys', journeys.slice(0, 1));
    if (type === 'return' && !journeys[0]?.returnDate)
      form.setFieldValue(['journeys', 0, 'returnDate'], (journeys[0]?.date ?? dayjs(tomorrow())).add(7, 'day'));
  };

  const swap = (index: number) => {
    const j = form.getFieldValue(['journeys', index]) as JourneyValues;
    form.setFieldValue(['journeys', index], { ...j, origin: j.destination, destination: j.origin });
  };

  const submit = (v: Values) => {
    const request: SearchRequest = {
      bookingType: v.bookingType,
      journeys: v.journeys.map((j) => ({
        origin: j.origin ?? '',
        destination: j.destination ?? '',
        date: iso(j.date),
        returnDate: v.bookingType === 'return' ? (iso(j.returnDate) ?? null) : null,
      })),
      passengers: { adult: v.adult, child: v.child, infant: v.infant },
      cabinClass: v.cabinClass,
      sort: 'price',
    };
    const cityOf = (location: string) => (location ? (cities.current.get(location) ?? location.replace(/^airport-/, '')) : null);
    const errors = journeyErrors(request.bookingType, request.journeys, cityOf, dayjs().format('YYYY-MM-DD'));
    const counts = passengerCountErrors(request.passengers);
    if (errors.length || counts.length) {
      showFieldMessages(form, [
        ...errors.map((e) => ({
          name: e.index < 0 ? ['journeys'] : ['journeys', e.index, e.field],
          errors: [t(`journeyError.${e.code}`)],
        })),
        ...counts.map((c) => ({ name: [c === 'infantsPerAdult' ? 'infant' : 'adult'], errors: [t(`passengerError.${c}`)] })),
      ]);
      return;
    }
    onSearch(request);
  };

  return (
    <Form form={form} layout="vertical" initialValues={toValues(initial)} onFinish={submit} name="flight-search" requiredMark={false}>
      <Form.Item name="bookingType" style={{ marginBottom: 12 }}>
        <Radio.Group optionType="button" onChange={(e) => changeType(e.target.value as BookingType)} data-testid="booking-type">
          <Radio.Button value="oneway" data-testid="type-oneway">
            {t('flight.search.oneway')}
          </Radio.Button>
          <Radio.Button value="return" data-testid="type-return">
            {t('flight.search.return')}
          </Radio.Button>
          <Radio.Button value="multi" data-testid="type-multi">
            {t('flight.search.multi')}
          </Radio.Button>
        </Radio.Group>
      </Form.Item>
      <Form.List name="journeys">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Row gutter={12} key={field.key} align="top" wrap>
                <Col xs={24} md={7}>
                  <Form.Item
                    name={[field.name, 'origin']}
                    label={t('flight.search.from')}
                    rules={[filled(t('journeyError.originRequired'))]}
                  >
                    <AirportPicker
                      lookup={lookup}
                      placeholder={t('flight.search.airportPlaceholder')}
                      testId={`origin-${index}`}
                      ariaLabel={t('flight.search.from')}
                      onChange={(v, a) => {
                        if (v && a) cities.current.set(v, a.cityCode);
                      }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={1} style={{ display: 'flex', justifyContent: 'center', paddingTop: 30 }}>
                  <Button
                    type="text"
                    icon={<SwapOutlined aria-hidden />}
                    onClick={() => swap(field.name)}
                    aria-label={t('flight.search.swap')}
                  />
                </Col>
                <Col xs={24} md={7}>
                  <Form.Item
                    name={[field.name, 'destination']}
                    label={t('flight.search.to')}
                    rules={[filled(t('journeyError.destinationRequired'))]}
                  >
                    <AirportPicker
                      lookup={lookup}
                      placeholder={t('flight.search.airportPlaceholder')}
                      testId={`destination-${index}`}
                      ariaLabel={t('flight.search.to')}
                      onChange={(v, a) => {
                        if (v && a) cities.current.set(v, a.cityCode);
                      }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={bookingType === 'return' ? 4 : 6}>
                  <Form.Item
                    name={[field.name, 'date']}
                    label={t('flight.search.date')}
                    rules={[{ required: true, message: t('journeyError.dateRequired') }]}
                  >
                    <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} data-testid={`date-${index}`} />
                  </Form.Item>
                </Col>
                {bookingType === 'return' && (
                  <Col xs={12} md={4}>
                    <Form.Item
                      name={[field.name, 'returnDate']}
                      label={t('flight.search.returnDate')}
                      rules={[{ required: true, message: t('journeyError.returnDateRequired') }]}
                    >
                      <DatePicker
                        style={{ width: '100%' }}
                        disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                        data-testid={`return-date-${index}`}
                      />
                    </Form.Item>
                  </Col>
                )}
                {bookingType === 'multi' && fields.length > 1 && (
                  <Col xs={24} md={1} style={{ paddingTop: 30 }}>
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined aria-hidden />}
                      onClick={() => remove(field.name)}
                      aria-label={t('flight.search.removeFlight')}
                    />
                  </Col>
                )}
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
            {bookingType === 'multi' && (
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= MAX_MULTI_CITY_FLIGHTS}
                onClick={() => add({ date: dayjs(tomorrow()) })}
                style={{ marginBottom: 16 }}
                data-testid="add-flight"
              >
                {t('flight.search.addFlight', { max: MAX_MULTI_CITY_FLIGHTS })}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Row gutter={12} align="bottom">
        {(['adult', 'child', 'infant'] as const).map((type) => (
          <Col xs={8} md={3} key={type}>
            <Form.Item name={type} label={t(`passenger.types.${type}`)}>
              <InputNumber min={type === 'adult' ? 1 : 0} max={9} style={{ width: '100%' }} data-testid={`count-${type}`} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={6}>
          <Form.Item name="cabinClass" label={t('flight.search.cabin')}>
            <Select options={CABIN_CLASSES.map((c) => ({ value: c, label: t(`flight.cabins.${c}`) }))} data-testid="cabin" />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined aria-hidden />}
                loading={searching}
                data-testid="search-submit"
              >
                {t('flight.search.submit')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
