// The train search form: one-way or return, from and to (a station or a whole city), dates and the
// number of passengers. A date beyond the presale window is allowed: the form says when its sale
// opens and the results say it again.
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, InputNumber, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chinaToday, saleOpensAt } from '@/domain/trains/presale';
import { chinaTime } from '../train-format';
import { StationPicker } from './StationPicker';

export interface TrainSearchRequest {
  from: string;
  to: string;
  date: string;
  returnDate?: string;
  passengers: number;
}

interface Values {
  trip: 'oneway' | 'return';
  from?: string;
  to?: string;
  date?: Dayjs;
  returnDate?: Dayjs;
  passengers: number;
}

export const MAX_TRAIN_PASSENGERS = 5;

/** A validator rather than `required`: antd then puts no aria-required on the select's wrapper div (axe). */
const filled = (message: string) => ({
  validator: (_: unknown, v: unknown) => (v ? Promise.resolve() : Promise.reject(new Error(message))),
});

export function TrainSearchForm({
  initial,
  searching,
  onSearch,
}: {
  initial: TrainSearchRequest | null;
  searching: boolean;
  onSearch(r: TrainSearchRequest): void;
}) {
  const { t } = useTranslation('trains');
  // A local form: a search request is not a record; the page starts the search with useCustomMutation.
  const [form] = Form.useForm<Values>();
  const trip = Form.useWatch('trip', form);
  const date = Form.useWatch('date', form);
  const today = dayjs(chinaToday(new Date()));
  const opens = date ? saleOpensAt(date.format('YYYY-MM-DD'), new Date()) : null;
  const initialValues: Values = {
    trip: initial?.returnDate ? 'return' : 'oneway',
    from: initial?.from,
    to: initial?.to,
    date: initial ? dayjs(initial.date) : today.add(1, 'day'),
    returnDate: initial?.returnDate ? dayjs(initial.returnDate) : undefined,
    passengers: initial?.passengers ?? 1,
  };
  const submit = (v: Values) =>
    onSearch({
      from: v.from!,
      to: v.to!,
      date: v.date!.format('YYYY-MM-DD'),
      returnDate: v.trip === 'return' && v.returnDate ? v.returnDate.format('YYYY-MM-DD') : undefined,
      passengers: v.passengers,
    });
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} data-testid="train-search-form">
      <Form.Item name="trip" style={{ marginBottom: 12 }}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'oneway', label: t('booking.oneway') },
            { value: 'return', label: t('booking.return') },
          ]}
        />
      </Form.Item>
      <Space wrap align="start" size={[12, 0]}>
        <Form.Item name="from" label={t('booking.from')} rules={[filled(t('booking.fromRequired'))]}>
          <StationPicker placeholder={t('booking.stationPlaceholder')} testId="train-from" />
        </Form.Item>
        <Form.Item label=" ">
          <Button
            icon={<SwapOutlined aria-hidden />}
            aria-label={t('booking.swap')}
            onClick={() => form.setFieldsValue({ from: form.getFieldValue('to'), to: form.getFieldValue('from') })}
          />
        </Form.Item>
        <Form.Item
          name="to"
          label={t('booking.to')}
          dependencies={['from']}
          rules={[
            filled(t('booking.toRequired')),
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                v && v === getFieldValue('from') ? Promise.reject(new Error(t('booking.sameStation'))) : Promise.resolve(),
            }),
          ]}
        >
          <StationPicker placeholder={t('booking.stationPlaceholder')} testId="train-to" />
        </Form.Item>
        <Form.Item name="date" label={t('booking.date')} rules={[filled(t('booking.dateRequired'))]}>
          <DatePicker allowClear={false} disabledDate={(d) => d.isBefore(today, 'day')} data-testid="train-date" />
        </Form.Item>
        {trip === 'return' && (
          <Form.Item
            name="returnDate"
            label={t('booking.returnDate')}
            dependencies={['date']}
            rules={[
              filled(t('booking.returnDateRequired')),
              ({ getFieldValue }) => ({
                validator: (_, v?: Dayjs) =>
                  v && v.isBefore(getFieldValue('date'), 'day')
                    ? Promise.reject(new Error(t('booking.returnBeforeDeparture')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <DatePicker allowClear={false} disabledDate={(d) => d.isBefore(date ?? today, 'day')} data-testid="train-return-date" />
          </Form.Item>
        )}
        <Form.Item name="passengers" label={t('booking.passengers')}>
          <InputNumber min={1} max={MAX_TRAIN_PASSENGERS} precision={0} data-testid="train-passengers" />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} loading={searching} data-testid="train-search">
            {t('booking.search')}
          </Button>
        </Form.Item>
      </Space>
      {/* Below the row, not under the date: a long line there would push the search button down. */}
      {opens && (
        <div>
          <Typography.Text type="warning" data-testid="presale-hint">
            {t('booking.saleOpens', { at: chinaTime(opens.toISOString()) })}
          </Typography.Text>
        </div>
      )}
    </Form>
  );
}
