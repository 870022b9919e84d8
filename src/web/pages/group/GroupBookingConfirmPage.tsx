// /flight/group/booking/confirm: the request as it will be sent, the contact for the desk, and the
// send action: a create of a group order (Refine useForm), with an Idempotency-Key so a double
// click sends one request. The desk answers with a quote within 1-2 business days.
import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GroupOrder, GroupRequestInput } from '@/domain/groups/schemas';
import { useFormErrorSummary } from '@/web/a11y/useFormErrorSummary';
import { PageHeading } from '@/web/components/PageHeading';
import { isApiError } from '@/web/providers/api-error';
import { useSessionState } from '@/web/services';
import { requestDraft } from './request-draft';

export default function GroupBookingConfirmPage() {
  const { t } = useTranslation('groups');
  const { session } = useSessionState();
  const navigate = useNavigate();
  const [draft] = useState(requestDraft.load);
  const [key] = useState(() => crypto.randomUUID());
  const { formProps, onFinish, mutation } = useForm<GroupOrder, HttpError, GroupRequestInput>({
    resource: 'flight-group-order',
    action: 'create',
    redirect: false,
    meta: { headers: { 'Idempotency-Key': key } },
    successNotification: (answer) => ({ type: 'success', message: t('confirm.sent', { orderNo: answer?.data.orderNo }) }),
    errorNotification: (error) =>
      isApiError(error) && error.sessionEnded ? false : { type: 'error', message: '', description: error?.message },
    onMutationSuccess: ({ data }) => {
      requestDraft.clear();
      navigate(`/flight/group/order/${data.id}`);
    },
  });
  // Fields of the previous step (journeys, counts) have no input here: their server messages are listed.
  const errors = isApiError(mutation.error) ? mutation.error.fields.filter((f) => !f.field.startsWith('contact.')) : [];
  const summary = useFormErrorSummary();

  if (!draft) {
    return (
      <Result
        status="info"
        title={t('confirm.nothing')}
        extra={
          <Button type="primary" onClick={() => navigate('/flight/group/booking')}>
            {t('confirm.back')}
          </Button>
        }
      />
    );
  }
  const info = draft.groupOrderExtraInfo;
  // The form holds the contact and remark under the request's own names, so the server's field
  // messages (contact.email ...) land on these fields; the rest comes from the previous step.
  const send = ({ contact, remark }: GroupRequestInput) => onFinish({ ...draft, contact, remark: remark ?? '' }).catch(() => undefined);

  return (
    <div>
      <PageHeading>{t('confirm.title')}</PageHeading>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('booking.turnaround')} />
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={errors.map((e) => `${e.field}: ${e.message}`).join('; ')}
          data-testid="request-errors"
        />
      )}
      <Card title={t('confirm.request')} style={{ marginBottom: 16 }}>
        <Table
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={info.journeys}
          columns={[
            { title: t('booking.origin'), dataIndex: 'origin', render: (v: string) => v.replace('airport-', '') },
            { title: t('booking.destination'), dataIndex: 'destination', render: (v: string) => v.replace('airport-', '') },
            { title: t('booking.date'), dataIndex: 'date' },
            { title: t('booking.remark'), dataIndex: 'remark' },
          ]}
        />
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 16 }}>
          <Descriptions.Item label={t('booking.isChangeDate')}>{info.isChangeDate ? t('common.yes') : t('common.no')}</Descriptions.Item>
          <Descriptions.Item label={t('booking.acceptChangeFlight')}>
            {info.acceptChangeFlight ? t('common.yes') : t('common.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('confirm.passengers')}>
            {t('passengers.expected', {
              adult: draft.passengers.adult ?? 10,
              child: draft.passengers.child ?? 10,
              infant: draft.passengers.infant ?? 0,
            })}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('confirm.contact')}>
        {summary.summary}
        <Form<GroupRequestInput>
          {...summary.bind({ ...formProps, onFinish: send })}
          layout="vertical"
          initialValues={{
            contact: {
              name: session?.userInfo.nickname ?? '',
              email: session?.userInfo.email ?? '',
              phone: session?.userInfo.mobile ?? '',
            },
          }}
        >
          <Space wrap align="start">
            <Form.Item name={['contact', 'name']} label={t('confirm.name')} rules={[{ required: true, message: t('booking.required') }]}>
              <Input maxLength={64} data-testid="contact-name" />
            </Form.Item>
            <Form.Item
              name={['contact', 'phone']}
              label={t('confirm.phone')}
              rules={[{ required: true, pattern: /^\+?\d{4,20}$/, message: t('confirm.phoneFormat') }]}
            >
              <Input maxLength={21} data-testid="contact-phone" />
            </Form.Item>
            <Form.Item
              name={['contact', 'email']}
              label={t('confirm.email')}
              rules={[{ required: true, type: 'email', message: t('confirm.emailFormat') }]}
            >
              <Input maxLength={254} data-testid="contact-email" />
            </Form.Item>
          </Space>
          <Form.Item name="remark" label={t('confirm.remark')}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
          <Space>
            <Button onClick={() => navigate('/flight/group/booking')}>{t('confirm.back')}</Button>
            <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="group-request">
              {t('confirm.submit')}
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
