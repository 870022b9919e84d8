// Asking for a change: a reason (codes 0, 1, 3) with its sub-option, new dates per journey, a search
// for flights on those dates (a newer search aborts the one under way), one option picked with the
// difference to pay. Staff review it; once quoted, the change order is paid like a booking.
import { SearchOutlined } from '@ant-design/icons';
import { useCustom, type HttpError } from '@refinedev/core';
import { Alert, Button, Checkbox, DatePicker, Empty, Form, Input, Radio, Select, Space, Typography, type FormProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CHANGE_REASONS,
  CHANGE_SUB_OPTIONS,
  type changeBodySchema,
  type changeSearchBodySchema,
  type ChangeOption,
  type OrderDetail,
} from '@/domain/flights/flight-orders';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { chosen } from './choice-rule';

export type ChangeBody = z.input<typeof changeBodySchema>;
type ChangeSearchBody = z.input<typeof changeSearchBodySchema>;

interface Values {
  reason: 0 | 1 | 3;
  subOption?: string;
  dates: Array<Dayjs | null>;
  passengerSeqs: number[];
  remark?: string;
  optionId?: string;
}

export interface ChangeFormProps {
  order: Pick<OrderDetail, 'id' | 'journeys' | 'passengers'>;
  onSubmit(body: ChangeBody): void | Promise<void>;
  /** The form's instance and id from the dialog holding it (useModalForm). */
  formProps?: FormProps;
}

/**
 * The flights on offer for a change. A search is a read (nothing changes on the server) sent as a
 * POST with its body, so it is a Refine query keyed by that body: a newer search replaces the one
 * under way, and searching the same dates again answers from the cache.
 */
function useChangeOptions(orderId: number, body: ChangeSearchBody | null) {
  const url = useResourceUrl('flight-orders')(orderId, 'change', 'search');
  const { query } = useCustom<ChangeOption[], HttpError>({
    url,
    method: 'post',
    config: { payload: body ?? {} },
    queryOptions: { enabled: body !== null, retry: false, staleTime: 60_000 },
  });
  const settled = body !== null && !query.isFetching && !query.isError;
  return { options: settled ? (query.data?.data ?? null) : null, searching: query.isFetching };
}

function OptionLine({ option }: { option: ChangeOption }) {
  const { t } = useTranslation('orders');
  const money = useMoneyFormat();
  const amount = (v: number) => money.settlement({ amount: v, currency: option.currency });
  return (
    <div>
      {option.journeys.map((j, i) => {
        const first = j.segments[0]!;
        const last = j.segments[j.segments.length - 1]!;
        return (
          <div key={i}>
            <Typography.Text strong>{j.segments.map((s) => s.flightNumber).join(' / ')}</Typography.Text> {first.origin}{' '}
            {first.departure.replace('T', ' ').slice(0, 16)} → {last.destination} {last.arrival.replace('T', ' ').slice(0, 16)}
          </div>
        );
      })}
      <Typography.Text type="secondary">
        {t('change.figures', {
          ticket: amount(option.ticketDifference),
          tax: amount(option.taxDifference),
          fee: amount(option.changeFee),
          service: amount(option.serviceFee),
        })}
      </Typography.Text>{' '}
      <Typography.Text strong data-testid="change-option-total">
        {t('change.total', { total: amount(option.total) })}
      </Typography.Text>
    </div>
  );
}

export function ChangeForm({ order, onSubmit, formProps }: ChangeFormProps) {
  const submit = (v: Values) => {
    if (!v.optionId) return; // nothing picked yet: the form says to search first
    return onSubmit({
      reason: v.reason,
      subOption: v.subOption,
      optionId: v.optionId,
      passengerSeqs: v.passengerSeqs.length === order.passengers.length ? undefined : v.passengerSeqs,
      remark: v.remark?.trim() || undefined,
    });
  };

  return (
    <Form<Values>
      {...formProps}
      name={formProps?.id ?? 'change-form'}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{
        passengerSeqs: order.passengers.map((p) => p.seq),
        dates: order.journeys.map((j) => dayjs(j.segments[0]!.departure.slice(0, 10))),
      }}
    >
      <ChangeFields order={order} />
    </Form>
  );
}

function ChangeFields({ order }: Pick<ChangeFormProps, 'order'>) {
  const { t } = useTranslation('orders');
  const form = Form.useFormInstance<Values>();
  const reason = Form.useWatch('reason', form);
  const [searchBody, setSearchBody] = useState<ChangeSearchBody | null>(null);
  const { options, searching } = useChangeOptions(order.id, searchBody);
  const subOptions = reason === undefined ? [] : (CHANGE_SUB_OPTIONS[reason] ?? []);

  const runSearch = async () => {
    const v = await form.validateFields(['reason', 'subOption', 'dates']).catch(() => null);
    if (!v) return;
    form.setFieldValue('optionId', undefined);
    setSearchBody({ reason: v.reason, dates: (v.dates ?? []).map((d) => (d ? d.format('YYYY-MM-DD') : null)) });
  };

  return (
    <>
      <Form.Item name="reason" label={t('change.reason')} rules={chosen(t('change.reasonRequired'))}>
        <Select
          data-testid="change-reason"
          placeholder={t('change.reasonPlaceholder')}
          onChange={() => form.setFieldValue('subOption', undefined)}
          options={CHANGE_REASONS.map((code) => ({ value: code, label: t(`reasons.change.${code}`) }))}
        />
      </Form.Item>
      {subOptions.length > 0 && (
        <Form.Item name="subOption" label={t('change.subOption')} rules={chosen(t('change.subOptionRequired'))}>
          <Radio.Group data-testid="change-sub-option" options={subOptions.map((s) => ({ value: s, label: t(`subOptions.${s}`) }))} />
        </Form.Item>
      )}
      <Space wrap align="end">
        {order.journeys.map((j, i) => (
          <Form.Item
            key={i}
            name={['dates', i]}
            label={t('change.newDate', { route: `${j.segments[0]!.origin}-${j.segments[j.segments.length - 1]!.destination}` })}
          >
            <DatePicker allowClear disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} data-testid={`change-date-${i}`} />
          </Form.Item>
        ))}
        <Form.Item>
          <Button icon={<SearchOutlined aria-hidden />} loading={searching} onClick={() => void runSearch()} data-testid="change-search">
            {t('change.search')}
          </Button>
        </Form.Item>
      </Space>
      {options !== null &&
        (options.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('change.noOptions')} />
        ) : (
          <Form.Item name="optionId" label={t('change.options')} rules={chosen(t('change.optionRequired'))}>
            <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="change-options">
              {options.map((o) => (
                <Radio key={o.optionId} value={o.optionId} data-testid="change-option">
                  <OptionLine option={o} />
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        ))}
      {options === null && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('change.searchFirst')} />}
      <Form.Item
        name="passengerSeqs"
        label={t('change.passengers')}
        rules={[{ type: 'array', min: 1, message: t('refund.passengersRequired') }]}
      >
        <Checkbox.Group options={order.passengers.map((p) => ({ value: p.seq, label: `${p.surname}/${p.givenNames}` }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('change.remark')}>
        <Input.TextArea maxLength={512} rows={2} showCount />
      </Form.Item>
    </>
  );
}
