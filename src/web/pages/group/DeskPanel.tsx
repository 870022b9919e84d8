// What the platform group desk does with a group, by what the group allows now: quote it, grant or
// refuse the seats, decide the manual review, issue the tickets. Each is an action on the desk's
// resource; the buttons are shown only to those the access policy lets act on it.
import { CanAccess } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupOrder } from '@/domain/groups/schemas';
import type { useResourceAction } from '@/web/data/useResourceAction';
import type { GroupOrderAction } from '@/domain/groups/actions';
import { IssueForm } from './IssueForm';
import { QuoteForm } from './QuoteForm';

export interface DeskPanelProps {
  group: GroupOrder;
  resource: string;
  action: ReturnType<typeof useResourceAction<GroupOrder>>;
  allowed: ReadonlySet<GroupOrderAction>;
}

export function DeskPanel({ group, resource, action, allowed }: DeskPanelProps) {
  const { t } = useTranslation('groups');
  // A local form for the seat confirmation, an action sent through the resource's action hook.
  const [seatsForm] = Form.useForm<{ pnr: string }>();
  const busy = action.isPending;
  let body: React.ReactNode;
  if (allowed.has('quote')) {
    body = (
      <CanAccess resource={resource} action="quote">
        <QuoteForm
          group={group}
          busy={busy}
          onSubmit={(values, form) => action.run({ path: ['quote'], values, form, success: t('desk.quoted') })}
        />
      </CanAccess>
    );
  } else if (allowed.has('confirmSeats') || allowed.has('rejectSeats')) {
    body = (
      <CanAccess resource={resource} action="seats">
        <Form
          form={seatsForm}
          layout="inline"
          onFinish={(v) => action.run({ path: ['seats'], values: { pnr: v.pnr.trim().toUpperCase() }, form: seatsForm })}
        >
          <Form.Item
            name="pnr"
            label={t('desk.pnr')}
            rules={[{ required: true, pattern: /^[A-Za-z0-9]{5,8}$/, message: t('desk.pnrFormat') }]}
          >
            <Input maxLength={8} data-testid="desk-pnr" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={action.pending === 'seats'} disabled={busy} data-testid="confirm-seats">
              {t('desk.confirmSeats')}
            </Button>
            <Button danger onClick={() => action.run({ path: ['seats', 'rejection'] })} disabled={busy} data-testid="reject-seats">
              {t('desk.rejectSeats')}
            </Button>
          </Space>
        </Form>
      </CanAccess>
    );
  } else if (allowed.has('review')) {
    body = (
      <Space direction="vertical">
        <Alert type="warning" showIcon message={t('desk.reviewPending')} />
        <CanAccess resource={resource} action="review">
          <Space>
            <Button
              type="primary"
              onClick={() => action.run({ path: ['review'], values: { approve: true } })}
              loading={busy}
              data-testid="approve-review"
            >
              {t('desk.approve')}
            </Button>
            <Button
              danger
              onClick={() => action.run({ path: ['review'], values: { approve: false } })}
              disabled={busy}
              data-testid="reject-review"
            >
              {t('desk.reject')}
            </Button>
          </Space>
        </CanAccess>
      </Space>
    );
  } else if (allowed.has('issue')) {
    body = group.passengersConfirmedAt ? (
      <CanAccess resource={resource} action="issue">
        <IssueForm
          passengers={group.passengers}
          busy={busy}
          onIssue={(tickets, form) => action.run({ path: ['issue'], values: { tickets }, form, success: t('desk.issued') })}
        />
      </CanAccess>
    ) : (
      <Alert type="info" showIcon message={t('desk.waitingPassengers')} />
    );
  } else body = <Alert type="info" showIcon message={t('desk.waitingAgency')} data-testid="desk-waiting" />;
  return (
    <Card title={t('desk.title')} style={{ marginBottom: 16 }} data-testid="desk-panel">
      {body}
    </Card>
  );
}
