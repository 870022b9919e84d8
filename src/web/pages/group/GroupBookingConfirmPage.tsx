// /flight/group/booking/confirm: the request as it will be sent, the contact for the desk, and the
// send action. The desk answers with a quote within 1-2 business days.
import { Alert, Button, Card, Descriptions, Form, Input, Result, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GroupRequestInput } from '@/domain/groups/schemas';
import { groupApi } from '@/web/api/groups';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { isApiError } from '@/web/providers/api-error';
import { useServices, useSessionState } from '@/web/services';
import { requestDraft } from './request-draft';

export default function GroupBookingConfirmPage() {
  const { t } = useTranslation('groups');
  const { http } = useServices();
  const { session } = useSessionState();
  const navigate = useNavigate();
  const [draft] = useState(requestDraft.load);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Array<{ field: string; message: string }>>([]);
  const [key] = useState(() => crypto.randomUUID());
  const [form] = Form.useForm<GroupRequestInput['contact'] & { remark?: string }>();

  if (!draft) {
    return <Result status="info" title={t('confirm.nothing')} extra={<Button type="primary" onClick={() => navigate('/flight/group/booking')}>{t('confirm.back')}</Button>} />;
  }
  const info = draft.groupOrderExtraInfo;
  const send = async (values: GroupRequestInput['contact'] & { remark?: string }) => {
    setSending(true);
    setErrors([]);
    try {
      const { remark, ...contact } = values;
      const group = await groupApi.request(http, { ...draft, contact, remark: remark ?? '' }, key);
      requestDraft.clear();
      toast('success', t('confirm.sent', { orderNo: group.orderNo }));
      navigate(`/flight/group/order/${group.id}`);
    } catch (e) {
      if (isApiError(e) && e.fields.length) setErrors(e.fields);
      if (isApiError(e) && !e.sessionEnded) toast('error', e.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <PageHeading>{t('confirm.title')}</PageHeading>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('booking.turnaround')} />
      {errors.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errors.map((e) => `${e.field}: ${e.message}`).join('; ')} data-testid="request-errors" />}
      <Card title={t('confirm.request')} style={{ marginBottom: 16 }}>
        <Table size="small" pagination={false} rowKey={(_, i) => String(i)} dataSource={info.journeys}
          columns={[
            { title: t('booking.origin'), dataIndex: 'origin', render: (v: string) => v.replace('airport-', '') },
            { title: t('booking.destination'), dataIndex: 'destination', render: (v: string) => v.replace('airport-', '') },
            { title: t('booking.date'), dataIndex: 'date' },
            { title: t('booking.remark'), dataIndex: 'remark' },
          ]} />
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 16 }}>
          <Descriptions.Item label={t('booking.isChangeDate')}>{info.isChangeDate ? t('common.yes') : t('common.no')}</Descriptions.Item>
          <Descriptions.Item label={t('booking.acceptChangeFlight')}>{info.acceptChangeFlight ? t('common.yes') : t('common.no')}</Descriptions.Item>
          <Descriptions.Item label={t('confirm.passengers')}>{t('passengers.expected', { adult: draft.passengers.adult ?? 10, child: draft.passengers.child ?? 10, infant: draft.passengers.infant ?? 0 })}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('confirm.contact')}>
        <Form form={form} layout="vertical" onFinish={send}
          initialValues={{ name: session?.userInfo.nickname ?? '', email: session?.userInfo.email ?? '', phone: session?.userInfo.mobile ?? '' }}>
          <Space wrap align="start">
            <Form.Item name="name" label={t('confirm.name')} rules={[{ required: true, message: t('booking.required') }]}><Input maxLength={64} data-testid="contact-name" /></Form.Item>
            <Form.Item name="phone" label={t('confirm.phone')} rules={[{ required: true, pattern: /^\+?\d{4,20}$/, message: t('confirm.phoneFormat') }]}><Input maxLength={21} data-testid="contact-phone" /></Form.Item>
            <Form.Item name="email" label={t('confirm.email')} rules={[{ required: true, type: 'email', message: t('confirm.emailFormat') }]}><Input maxLength={254} data-testid="contact-email" /></Form.Item>
          </Space>
          <Form.Item name="remark" label={t('confirm.remark')}><Input.TextArea maxLength={500} rows={3} /></Form.Item>
          <Space>
            <Button onClick={() => navigate('/flight/group/booking')}>{t('confirm.back')}</Button>
            <Button type="primary" htmlType="submit" loading={sending} data-testid="group-request">{t('confirm.submit')}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
