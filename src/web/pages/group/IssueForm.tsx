// The desk issues the group: one ticket number per passenger of the confirmed list. Issuing is an
// action (POST …/issue) sent by the caller; `form` lets it put the server's field messages here.
import { Button, Form, Input, Table, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupPassenger } from '@/domain/groups/schemas';

export function IssueForm({
  passengers,
  onIssue,
  busy,
}: {
  passengers: GroupPassenger[];
  onIssue(tickets: Array<{ passengerId: number; ticketNumber: string }>, form: FormInstance): void;
  busy?: boolean;
}) {
  const { t } = useTranslation('groups');
  // A local form: issuing is an action on the group (sent by the caller's action hook), not a record Refine edits.
  const [form] = Form.useForm<{ tickets: Record<string, string> }>();
  const fill = () => {
    const first = form.getFieldValue(['tickets', String(passengers[0]?.id)]) as string | undefined;
    const digits = first?.replace('-', '');
    if (!digits || !/^\d{13}$/.test(digits)) return;
    const start = BigInt(digits.slice(3));
    form.setFieldsValue({
      tickets: Object.fromEntries(
        passengers.map((p, i) => [String(p.id), `${digits.slice(0, 3)}${(start + BigInt(i)).toString().padStart(10, '0')}`]),
      ),
    });
  };
  return (
    <Form
      form={form}
      onFinish={(v) =>
        onIssue(
          passengers.map((p) => ({ passengerId: p.id, ticketNumber: v.tickets[String(p.id)]!.trim() })),
          form,
        )
      }
      data-testid="issue-form"
    >
      <Table
        size="small"
        rowKey="id"
        dataSource={passengers}
        pagination={false}
        columns={[
          { title: t('passengers.name'), render: (_: unknown, p: GroupPassenger) => `${p.surname}/${p.givenNames}` },
          { title: t('passengers.type'), dataIndex: 'type', render: (type: string) => t(`passengers.types.${type}`) },
          {
            title: t('passengers.ticket'),
            render: (_: unknown, p: GroupPassenger, i: number) => (
              <Form.Item
                name={['tickets', String(p.id)]}
                style={{ margin: 0 }}
                rules={[{ required: true, pattern: /^\d{3}-?\d{10}$/, message: t('issue.ticketFormat') }]}
              >
                <Input maxLength={14} placeholder="999-1234567890" data-testid={`ticket-${i}`} />
              </Form.Item>
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 12, marginRight: 8 }} onClick={fill} data-testid="fill-tickets">
        {t('issue.fill')}
      </Button>
      <Button style={{ marginTop: 12 }} type="primary" htmlType="submit" loading={busy} data-testid="issue">
        {t('issue.submit')}
      </Button>
    </Form>
  );
}
