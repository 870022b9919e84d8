// /flight/group/order/:id: one group order: its request, the quote, the instalment schedule as a
// timeline, the passenger list, the documents and the history; the agency's actions (confirm the
// quote, apply for seats, pay, import and confirm the list, cancel) and, for staff, the desk panel.
import { FilePdfOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Descriptions, Result, Row, Space, Spin, Table, Timeline, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { GroupImportAnswer, GroupOrder, OfferedFlight } from '@/domain/groups/schemas';
import { CANCELLABLE, instalmentIndexOf } from '@/domain/groups/status';
import { PASSENGER_LIST_EDITABLE } from '@/domain/groups/actions';
import { groupApi } from '@/web/api/groups';
import { saveFile } from '@/web/api/wallet';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { isApiError } from '@/web/providers/api-error';
import { useServices } from '@/web/services';
import { useLedgerFormat } from '../bills/wallet/useLedgerFormat';
import { DeskPanel } from './DeskPanel';
import { eventDetailText } from './event-text';
import { deadlineText, timeLeft, useNow } from './format';
import { GroupStatusTag } from './GroupStatusTag';
import { InstalmentTimeline } from './InstalmentTimeline';
import { PassengerImport } from './PassengerImport';
import { useGroupSide } from './useGroupSide';

export default function GroupOrderDetailPage() {
  const { t } = useTranslation('groups');
  const { http } = useServices();
  const { modal } = App.useApp();
  const side = useGroupSide();
  const money = useLedgerFormat();
  const now = useNow();
  const id = Number(useParams().id);
  const [group, setGroup] = useState<GroupOrder | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [answer, setAnswer] = useState<GroupImportAnswer | null>(null);

  const load = useCallback(async () => {
    try {
      setGroup(await groupApi.get(http, side, id));
    } catch (e) {
      if (isApiError(e) && e.statusCode === 404) setMissing(true);
      else if (isApiError(e) && !e.sessionEnded) toast('error', e.message);
    }
  }, [http, side, id]);
  useEffect(() => { void load(); }, [load]);

  /** Runs an action, shows the group as the server answers it, or the server's message. */
  const run = async (name: string, action: () => Promise<GroupOrder | void>, success?: string) => {
    setBusy(name);
    try {
      const next = await action();
      if (next) setGroup(next);
      else await load();
      if (success) toast('success', success);
    } catch (e) {
      if (isApiError(e) && !e.sessionEnded) toast('error', e.fields.length ? `${e.message} ${e.fields.map((f) => `${f.field}: ${f.message}`).join('; ')}` : e.message);
      await load();
    } finally {
      setBusy(null);
    }
  };

  if (missing) return <Result status="404" title={t('detail.notFound')} />;
  if (!group) return <Spin />;

  const agency = side === 'agency';
  const currency = group.currency;
  const quote = group.quote;
  const dueSeq = instalmentIndexOf(group.status, group.instalments.filter((i) => i.kind === 'deposit').length);
  const canPay = agency && dueSeq !== null && group.review !== 'pending';
  const quoteLeft = quote ? timeLeft(quote.quoteDeadline, now) : null;

  const pay = (seq: number) => {
    const inst = group.instalments.find((i) => i.seq === seq)!;
    const key = `group-${group.orderNo}-${seq}-${crypto.randomUUID()}`;
    modal.confirm({
      title: t('detail.payTitle'),
      content: t('detail.payText', { amount: money.exact({ amount: inst.amount, currency }) }),
      okText: t('detail.payOk'),
      cancelText: t('actions.back'),
      okButtonProps: { 'data-testid': 'pay-ok' } as never,
      onOk: () => run('pay', () => groupApi.pay(http, group.id, seq, key), t('detail.paid')),
    });
  };

  const cancel = () => {
    modal.confirm({
      title: t('detail.cancelTitle'),
      content: (
        <div data-testid="cancel-warning">
          {group.paidAmount > 0
            ? <Alert type="warning" showIcon message={t('detail.cancelForfeit', { amount: money.exact({ amount: group.paidAmount, currency }) })} />
            : <Typography.Paragraph>{t('detail.cancelText')}</Typography.Paragraph>}
        </div>
      ),
      okText: t('detail.cancelOk'),
      okButtonProps: { danger: true, 'data-testid': 'cancel-ok' } as never,
      cancelText: t('actions.back'),
      onOk: () => run('cancel', () => groupApi.cancel(http, side, group.id), t('detail.canceled')),
    });
  };

  const download = async (kind: 'itinerary' | 'e-ticket', format: 'pdf' | 'xlsx') => {
    try {
      saveFile(await groupApi.document(http, group.id, kind, format), `${kind}-${group.orderNo}.${format}`);
    } catch (e) {
      if (isApiError(e) && !e.sessionEnded) toast('error', e.message);
    }
  };

  return (
    <div>
      <PageHeading extra={<GroupStatusTag status={group.status} />}>{t('detail.title', { orderNo: group.orderNo })}</PageHeading>
      {side === 'desk' && (
        <DeskPanel group={group} busy={busy !== null} actions={{
          quote: (body) => void run('quote', () => groupApi.quote(http, group.id, body), t('desk.quoted')),
          confirmSeats: (pnr) => void run('seats', () => groupApi.confirmSeats(http, group.id, pnr)),
          rejectSeats: () => void run('seats', () => groupApi.rejectSeats(http, group.id)),
          review: (approve) => void run('review', () => groupApi.review(http, group.id, approve)),
          issue: (tickets) => void run('issue', () => groupApi.issue(http, group.id, tickets), t('desk.issued')),
        }} />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Space wrap data-testid="group-actions">
          {agency && group.status === 'to_be_quote' && <Typography.Text type="secondary">{t('booking.turnaround')}</Typography.Text>}
          {agency && group.status === 'to_be_confirm' && quote && (
            <>
              <Typography.Text type="warning" data-testid="quote-countdown">{t('detail.confirmBefore', { at: deadlineText(quote.quoteDeadline), ...quoteLeft })}</Typography.Text>
              <Button type="primary" loading={busy === 'confirm'} onClick={() => void run('confirm', () => groupApi.confirmQuote(http, group.id), t('detail.quoteConfirmed'))} data-testid="confirm-quote">{t('detail.confirmQuote')}</Button>
            </>
          )}
          {agency && group.status === 'to_be_apply_seat' && (
            <Button type="primary" loading={busy === 'apply'} onClick={() => void run('apply', () => groupApi.applySeats(http, group.id))} data-testid="apply-seats">{t('detail.applySeats')}</Button>
          )}
          {group.status === 'seat_applying' && agency && <Typography.Text>{t('detail.seatApplying')}</Typography.Text>}
          {group.review === 'pending' && agency && <Alert type="info" showIcon message={t('detail.reviewPending')} />}
          {agency && group.pnr && !['failed', 'canceled', 'closed'].includes(group.status) && (
            <>
              <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => void download('itinerary', 'pdf')}>{t('detail.itinerary')}</Button>
              <Button icon={<FileExcelOutlined aria-hidden />} onClick={() => void download('itinerary', 'xlsx')}>{t('detail.itineraryExcel')}</Button>
            </>
          )}
          {agency && group.status === 'issued' && (
            <>
              <Button type="primary" icon={<FilePdfOutlined aria-hidden />} onClick={() => void download('e-ticket', 'pdf')} data-testid="eticket-pdf">{t('detail.eticket')}</Button>
              <Button icon={<FileExcelOutlined aria-hidden />} onClick={() => void download('e-ticket', 'xlsx')}>{t('detail.eticketExcel')}</Button>
            </>
          )}
          {CANCELLABLE.includes(group.status) && <Button danger onClick={cancel} loading={busy === 'cancel'} data-testid="cancel-group">{t('detail.cancel')}</Button>}
        </Space>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Card title={t('detail.request')} style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
              {side === 'desk' && <Descriptions.Item label={t('list.agency')}>{group.agencyName}</Descriptions.Item>}
              <Descriptions.Item label={t('confirm.passengers')}>{t('passengers.expected', group.request.passengers)}</Descriptions.Item>
              <Descriptions.Item label={t('booking.isChangeDate')}>{group.request.groupOrderExtraInfo.isChangeDate ? t('common.yes') : t('common.no')}</Descriptions.Item>
              <Descriptions.Item label={t('booking.acceptChangeFlight')}>{group.request.groupOrderExtraInfo.acceptChangeFlight ? t('common.yes') : t('common.no')}</Descriptions.Item>
              <Descriptions.Item label={t('confirm.contact')} span={2}>{`${group.request.contact.name} · ${group.request.contact.phone} · ${group.request.contact.email}`}</Descriptions.Item>
              {group.pnr && <Descriptions.Item label={t('desk.pnr')}>{group.pnr}</Descriptions.Item>}
            </Descriptions>
            <Table size="small" pagination={false} rowKey={(_, i) => String(i)} dataSource={group.request.groupOrderExtraInfo.journeys}
              columns={[
                { title: t('booking.origin'), dataIndex: 'origin', render: (v: string) => v.replace('airport-', '') },
                { title: t('booking.destination'), dataIndex: 'destination', render: (v: string) => v.replace('airport-', '') },
                { title: t('booking.date'), dataIndex: 'date' },
                { title: t('booking.remark'), dataIndex: 'remark' },
              ]} />
          </Card>
          {quote && (
            <Card title={t('detail.quote')} style={{ marginBottom: 16 }} data-testid="quote-card">
              <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
                {(['adult', 'child', 'infant'] as const).filter((k) => group.request.passengers[k] > 0).map((k) => (
                  <Descriptions.Item key={k} label={t(`passengers.types.${k}`)}>{`${money.exact({ amount: quote.prices[k], currency })} x ${group.request.passengers[k]}`}</Descriptions.Item>
                ))}
                <Descriptions.Item label={t('detail.total')}><Typography.Text strong data-testid="group-total">{money.exact({ amount: group.totalAmount ?? 0, currency })}</Typography.Text></Descriptions.Item>
                <Descriptions.Item label={t('quote.deadline')}>{deadlineText(quote.quoteDeadline)}</Descriptions.Item>
                {quote.remark && <Descriptions.Item label={t('quote.remark')}>{quote.remark}</Descriptions.Item>}
              </Descriptions>
              <Table size="small" pagination={false} rowKey={(f: OfferedFlight) => `${f.flightNumber}-${f.departure}`} dataSource={quote.flights}
                columns={[
                  { title: t('quote.flightNumber'), dataIndex: 'flightNumber' },
                  { title: t('booking.origin'), dataIndex: 'origin' },
                  { title: t('booking.destination'), dataIndex: 'destination' },
                  { title: t('quote.departure'), dataIndex: 'departure' },
                  { title: t('quote.arrival'), dataIndex: 'arrival' },
                  { title: t('quote.cabin'), dataIndex: 'cabin', render: (c: string) => t(`quote.cabins.${c}`, { defaultValue: c }) },
                ]} />
            </Card>
          )}
          <Card title={t('detail.passengers')} style={{ marginBottom: 16 }}>
            <PassengerImport passengers={group.passengers} expected={group.request.passengers} answer={answer} confirmed={group.passengersConfirmedAt !== null}
              editable={agency && PASSENGER_LIST_EDITABLE.includes(group.status)} busy={busy === 'import'}
              onTemplate={async () => saveFile(await groupApi.template(http, group.id), `${group.orderNo}-passengers.xlsx`)}
              onImport={(file) => void run('import', async () => { setAnswer(await groupApi.importPassengers(http, group.id, file)); })}
              onConfirm={() => void run('passengers', () => groupApi.confirmPassengers(http, group.id), t('passengers.confirmed'))} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('detail.schedule')} style={{ marginBottom: 16 }}>
            {group.instalments.length === 0
              ? <Typography.Text type="secondary">{t('detail.noSchedule')}</Typography.Text>
              : <InstalmentTimeline instalments={group.instalments} currency={currency} forfeitedAmount={group.forfeitedAmount} onPay={canPay ? pay : undefined} paying={busy === 'pay' ? dueSeq : null} />}
          </Card>
          <Card title={t('detail.history')} data-testid="history">
            <Timeline items={group.events.map((e, i) => ({
              key: i,
              children: (
                <div>
                  <Typography.Text strong>{t(`events.${e.action}`, { defaultValue: e.action })}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{`${deadlineText(e.at)} · ${e.user ?? t(`actors.${e.actor}`)}`}</Typography.Text>
                  {e.fromStatus !== e.toStatus && <div>{`${e.fromStatus ? t(`status.${e.fromStatus}`) : ''} → ${t(`status.${e.toStatus}`)}`}</div>}
                  {eventDetailText(t, money.exact, e.action, e.detail) && <div>{eventDetailText(t, money.exact, e.action, e.detail)}</div>}
                  {e.note && <div><Typography.Text type="secondary">{e.note}</Typography.Text></div>}
                </div>
              ),
            }))} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
