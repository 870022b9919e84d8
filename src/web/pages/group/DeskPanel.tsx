// What the platform group desk does with a group, by status: quote it, grant or refuse the seats,
// decide the manual review, issue the tickets.
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupOrder, GroupQuoteInput } from '@/domain/groups/schemas';
import { IssueForm } from './IssueForm';
import { QuoteForm } from './QuoteForm';

export interface DeskActions {
  quote(body: GroupQuoteInput): void;
  confirmSeats(pnr: string): void;
  rejectSeats(): void;
  review(approve: boolean): void;
  issue(tickets: Array<{ passengerId: number; ticketNumber: string }>): void;
}

export function DeskPanel({ group, actions, busy }: { group: GroupOrder; actions: DeskActions; busy: boolean }) {
  const { t } = useTranslation('groups');
  let body: React.ReactNode = null;
  if (group.status === 'to_be_quote') body = <QuoteForm group={group} onSubmit={actions.quote} busy={busy} />;
  else if (group.status === 'seat_applying') {
    body = (
      <Form layout="inline" onFinish={(v: { pnr: string }) => actions.confirmSeats(v.pnr.trim().toUpperCase())}>
        <Form.Item name="pnr" label={t('desk.pnr')} rules={[{ required: true, pattern: /^[A-Za-z0-9]{5,8}$/, message: t('desk.pnrFormat') }]}><Input maxLength={8} data-testid="desk-pnr" /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="confirm-seats">{t('desk.confirmSeats')}</Button>
          <Button danger onClick={actions.rejectSeats} disabled={busy} data-testid="reject-seats">{t('desk.rejectSeats')}</Button>
        </Space>
      </Form>
    );
  } else if (group.review === 'pending' && group.status === 'to_be_pay_first') {
    body = (
      <Space direction="vertical">
        <Alert type="warning" showIcon message={t('desk.reviewPending')} />
        <Space>
          <Button type="primary" onClick={() => actions.review(true)} loading={busy} data-testid="approve-review">{t('desk.approve')}</Button>
          <Button danger onClick={() => actions.review(false)} disabled={busy} data-testid="reject-review">{t('desk.reject')}</Button>
        </Space>
      </Space>
    );
  } else if (group.status === 'proceeding') {
    body = group.passengersConfirmedAt
      ? <IssueForm passengers={group.passengers} onIssue={actions.issue} busy={busy} />
      : <Alert type="info" showIcon message={t('desk.waitingPassengers')} />;
  } else body = <Alert type="info" showIcon message={t('desk.waitingAgency')} data-testid="desk-waiting" />;
  return <Card title={t('desk.title')} style={{ marginBottom: 16 }} data-testid="desk-panel">{body}</Card>;
}
