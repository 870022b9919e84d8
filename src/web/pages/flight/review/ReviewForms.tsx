// Platform staff's decisions on an order: approve (a quote for change and refund orders), reject with
// a remark, or enter ticket numbers by hand for a supplier in manual mode. Amounts are typed in major
// units of the order's currency and sent as minor units.
import { Form, Input, Typography, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { approveBodySchema, manualTicketsBodySchema, OrderDetail } from '@/domain/flights/flight-orders';
import { minorToMajor, parseMajorAmount } from '@/domain/wallet-math';

export type ApproveBody = z.input<typeof approveBodySchema>;
export type ManualTicketsBody = z.input<typeof manualTicketsBodySchema>;

type Quote = NonNullable<ApproveBody['quote']>;
type QuoteField = keyof Quote;

const QUOTE_FIELDS: Record<string, readonly QuoteField[]> = {
  change: ['ticketDifference', 'taxDifference', 'changeFee'],
  refund: ['refundable', 'refundFee'],
};

/** The quote an approval needs for this order type (none for origin and void orders). */
export function quoteFieldsOf(type: OrderDetail['type']): readonly QuoteField[] {
  return QUOTE_FIELDS[type] ?? [];
}

/** What the form starts from: the figures the agency was shown, else the amount paid (or the fares) and the fare's refund fee. */
function suggested(
  order: Pick<OrderDetail, 'price' | 'totalAmount' | 'cancellation' | 'passengers' | 'request'>,
  field: QuoteField,
): number {
  const { change, refund } = order.price;
  const seqs = order.request?.passengerSeqs ?? [];
  const fares = order.passengers.filter((p) => !seqs.length || seqs.includes(p.seq)).reduce((sum, p) => sum + p.salePrice, 0);
  const ruleFees = order.cancellation.rules.filter((r) => r.kind === 'refund' && r.allowed).map((r) => r.fee);
  switch (field) {
    case 'ticketDifference':
      return change?.ticketDifference ?? 0;
    case 'taxDifference':
      return change?.taxDifference ?? 0;
    case 'changeFee':
      return change?.changeFee ?? 0;
    case 'refundable':
      return refund?.originalRefundable || order.totalAmount || fares;
    case 'refundFee':
      return refund?.refundFee || (ruleFees.length ? Math.min(...ruleFees) : 0);
  }
}

export function ApproveForm({
  order,
  onSubmit,
  formProps,
}: {
  order: Pick<OrderDetail, 'type' | 'currency' | 'price' | 'totalAmount' | 'cancellation' | 'passengers' | 'request'>;
  onSubmit(body: ApproveBody): void | Promise<void>;
  /** The form's instance and id from the dialog holding it (useModalForm). */
  formProps?: FormProps;
}) {
  const { t } = useTranslation('orders');
  const fields = quoteFieldsOf(order.type);
  const currency = order.currency;
  const initial = Object.fromEntries(fields.map((f) => [f, minorToMajor(suggested(order, f), currency)]));
  const submit = (v: Record<string, string>) => {
    const quote = Object.fromEntries(fields.map((f) => [f, parseMajorAmount(v[f] ?? '', currency) ?? 0])) as Quote;
    return onSubmit({ remark: v.remark?.trim() || undefined, ...(fields.length ? { quote } : {}) });
  };
  return (
    <Form
      {...formProps}
      name={formProps?.id ?? 'approve-form'}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={submit}
    >
      {fields.length > 0 && <Typography.Paragraph type="secondary">{t('review.quoteHint', { currency })}</Typography.Paragraph>}
      {fields.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`review.quote.${field}`, { currency })}
          rules={[
            {
              validator: async (_, v?: string) => {
                const minor = parseMajorAmount(v ?? '', currency);
                if (minor === null || minor < 0) throw new Error(t('review.amountInvalid'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" style={{ width: 200 }} data-testid={`quote-${field}`} />
        </Form.Item>
      ))}
      <Form.Item name="remark" label={t('review.remark')}>
        <Input.TextArea maxLength={512} rows={2} data-testid="approve-remark" />
      </Form.Item>
    </Form>
  );
}

export function RejectForm({ onSubmit, formProps }: { onSubmit(remark: string): void | Promise<void>; formProps?: FormProps }) {
  const { t } = useTranslation('orders');
  return (
    <Form
      {...formProps}
      name={formProps?.id ?? 'reject-form'}
      layout="vertical"
      requiredMark={false}
      onFinish={(v: { remark: string }) => onSubmit(v.remark.trim())}
    >
      <Form.Item
        name="remark"
        label={t('review.rejectRemark')}
        rules={[{ required: true, whitespace: true, message: t('review.remarkRequired') }]}
      >
        <Input.TextArea maxLength={512} rows={3} data-testid="reject-remark" />
      </Form.Item>
    </Form>
  );
}

const TICKET = /^\d{3}-?\d{10}$/;

export function TicketsForm({
  passengers,
  onSubmit,
  formProps,
}: {
  passengers: ReadonlyArray<Pick<OrderDetail['passengers'][number], 'seq' | 'surname' | 'givenNames' | 'ticketNumber'>>;
  onSubmit(body: ManualTicketsBody): void | Promise<void>;
  formProps?: FormProps;
}) {
  const { t } = useTranslation('orders');
  const submit = (v: { tickets: Record<string, string> }) =>
    onSubmit({ tickets: passengers.map((p) => ({ seq: p.seq, ticketNumber: (v.tickets[String(p.seq)] ?? '').trim() })) });
  return (
    <Form
      {...formProps}
      name={formProps?.id ?? 'tickets-form'}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ tickets: Object.fromEntries(passengers.map((p) => [String(p.seq), p.ticketNumber ?? ''])) }}
    >
      {passengers.map((p) => (
        <Form.Item
          key={p.seq}
          name={['tickets', String(p.seq)]}
          label={t('review.ticketFor', { name: `${p.surname}/${p.givenNames}` })}
          rules={[{ required: true, pattern: TICKET, message: t('review.ticketInvalid') }]}
        >
          <Input placeholder="999-1234567890" style={{ width: 220 }} data-testid={`ticket-${p.seq}`} />
        </Form.Item>
      ))}
    </Form>
  );
}
