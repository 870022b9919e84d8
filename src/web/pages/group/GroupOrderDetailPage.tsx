// /flight/group/order/:id: one group order: its request, the quote, the instalment schedule as a
// timeline, the passenger list, the documents and the history; the agency's actions (confirm the
// quote, apply for seats, pay, import and confirm the list, cancel) and, for staff, the desk panel.
import { FilePdfOutlined, FileExcelOutlined } from '@ant-design/icons';
import { CanAccess, useCan, useShow } from '@refinedev/core';
import { Alert, App, Button, Card, Col, Descriptions, Result, Row, Space, Spin, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { GroupImportAnswer, GroupOrder, OfferedFlight } from '@/domain/groups/schemas';
import { PageHeading } from '@/web/components/PageHeading';
import { useResourceAction } from '@/web/data/useResourceAction';
import { useDownload } from '@/web/files/useDownload';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { isApiError } from '@/web/providers/api-error';
import { DeskPanel } from './DeskPanel';
import { eventDetailText } from './event-text';
import { deadlineText, timeLeft, useNow } from './format';
import { dueInstalment, groupActionsOf } from './group-actions';
import { GroupStatusTag } from './GroupStatusTag';
import { InstalmentTimeline } from './InstalmentTimeline';
import { PassengerImport } from './PassengerImport';
import { useGroupSide } from './useGroupSide';

/** A test id on a button built from props (a confirm dialog's OK button), where JSX cannot put it. */
const testId = (id: string): Record<string, string> => ({ 'data-testid': id });

export default function GroupOrderDetailPage() {
  const { t } = useTranslation('groups');
  const { modal } = App.useApp();
  const { side, resource } = useGroupSide();
  const money = useLedgerFormat();
  const now = useNow();
  const id = useParams().id;
  const { query, result: group } = useShow<GroupOrder>({
    resource,
    id,
    // A missing group is said on the page itself, not in a toast.
    errorNotification: (error) =>
      error?.statusCode === 404 || (isApiError(error) && error.sessionEnded)
        ? false
        : { type: 'error', message: '', description: error?.message },
  });
  const action = useResourceAction<GroupOrder>(resource, { id });
  const importList = useResourceAction<GroupImportAnswer>(resource, { id });
  const { data: mayPay } = useCan({ resource, action: 'pay' });
  const files = useDownload();
  const [answer, setAnswer] = useState<GroupImportAnswer | null>(null);

  if (query.error?.statusCode === 404) return <Result status="404" title={t('detail.notFound')} />;
  if (!group) return <Spin />;

  const agency = side === 'agency';
  const allowed = groupActionsOf(group);
  const currency = group.currency;
  const quote = group.quote;
  const dueSeq = dueInstalment(group);
  const quoteLeft = quote ? timeLeft(quote.quoteDeadline, now) : null;
  const gate = (act: string, node: React.ReactNode) => (
    <CanAccess resource={resource} action={act}>
      {node}
    </CanAccess>
  );

  const pay = (seq: number) => {
    const inst = group.instalments.find((i) => i.seq === seq)!;
    // One key per confirmation: a double click or a retried request pays once.
    const key = `group-${group.orderNo}-${seq}-${crypto.randomUUID()}`;
    modal.confirm({
      title: t('detail.payTitle'),
      content: t('detail.payText', { amount: money.exact({ amount: inst.amount, currency }) }),
      okText: t('detail.payOk'),
      cancelText: t('actions.back'),
      okButtonProps: { ...testId('pay-ok') },
      onOk: () => action.run({ path: ['instalments', seq, 'payment'], headers: { 'Idempotency-Key': key }, success: t('detail.paid') }),
    });
  };

  const cancel = () => {
    modal.confirm({
      title: t('detail.cancelTitle'),
      content: (
        <div data-testid="cancel-warning">
          {group.paidAmount > 0 ? (
            <Alert
              type="warning"
              showIcon
              message={t('detail.cancelForfeit', { amount: money.exact({ amount: group.paidAmount, currency }) })}
            />
          ) : (
            <Typography.Paragraph>{t('detail.cancelText')}</Typography.Paragraph>
          )}
        </div>
      ),
      okText: t('detail.cancelOk'),
      okButtonProps: { danger: true, ...testId('cancel-ok') },
      cancelText: t('actions.back'),
      onOk: () => action.run({ path: ['cancellation'], values: { acceptForfeit: true }, success: t('detail.canceled') }),
    });
  };

  const document = (kind: 'itinerary' | 'e-ticket', format: 'pdf' | 'xlsx') =>
    files.download({ url: action.urlOf('documents', kind), params: { format }, filename: `${kind}-${group.orderNo}.${format}` });

  return (
    <div>
      <PageHeading extra={<GroupStatusTag status={group.status} />}>{t('detail.title', { orderNo: group.orderNo })}</PageHeading>
      {side === 'desk' && <DeskPanel group={group} resource={resource} action={action} allowed={allowed} />}
      <Card style={{ marginBottom: 16 }}>
        <Space wrap data-testid="group-actions">
          {agency && group.status === 'to_be_quote' && <Typography.Text type="secondary">{t('booking.turnaround')}</Typography.Text>}
          {agency && allowed.has('confirmQuote') && quote && (
            <>
              <Typography.Text type="warning" data-testid="quote-countdown">
                {t('detail.confirmBefore', { at: deadlineText(quote.quoteDeadline), ...quoteLeft })}
              </Typography.Text>
              {gate(
                'confirm',
                <Button
                  type="primary"
                  loading={action.pending === 'confirmation'}
                  disabled={action.isPending}
                  onClick={() => action.run({ path: ['confirmation'], success: t('detail.quoteConfirmed') })}
                  data-testid="confirm-quote"
                >
                  {t('detail.confirmQuote')}
                </Button>,
              )}
            </>
          )}
          {agency &&
            allowed.has('applySeats') &&
            gate(
              'applySeats',
              <Button
                type="primary"
                loading={action.pending === 'seat-application'}
                disabled={action.isPending}
                onClick={() => action.run({ path: ['seat-application'] })}
                data-testid="apply-seats"
              >
                {t('detail.applySeats')}
              </Button>,
            )}
          {group.status === 'seat_applying' && agency && <Typography.Text>{t('detail.seatApplying')}</Typography.Text>}
          {group.review === 'pending' && agency && <Alert type="info" showIcon message={t('detail.reviewPending')} />}
          {agency && group.pnr && !['failed', 'canceled', 'closed'].includes(group.status) && (
            <>
              <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => document('itinerary', 'pdf')}>
                {t('detail.itinerary')}
              </Button>
              <Button icon={<FileExcelOutlined aria-hidden />} onClick={() => document('itinerary', 'xlsx')}>
                {t('detail.itineraryExcel')}
              </Button>
            </>
          )}
          {agency && group.status === 'issued' && (
            <>
              <Button
                type="primary"
                icon={<FilePdfOutlined aria-hidden />}
                onClick={() => document('e-ticket', 'pdf')}
                data-testid="eticket-pdf"
              >
                {t('detail.eticket')}
              </Button>
              <Button icon={<FileExcelOutlined aria-hidden />} onClick={() => document('e-ticket', 'xlsx')}>
                {t('detail.eticketExcel')}
              </Button>
            </>
          )}
          {allowed.has('cancel') &&
            gate(
              'cancel',
              <Button danger onClick={cancel} loading={action.pending === 'cancellation'} data-testid="cancel-group">
                {t('detail.cancel')}
              </Button>,
            )}
        </Space>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Card title={t('detail.request')} style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
              {side === 'desk' && <Descriptions.Item label={t('list.agency')}>{group.agencyName}</Descriptions.Item>}
              <Descriptions.Item label={t('confirm.passengers')}>{t('passengers.expected', group.request.passengers)}</Descriptions.Item>
              <Descriptions.Item label={t('booking.isChangeDate')}>
                {group.request.groupOrderExtraInfo.isChangeDate ? t('common.yes') : t('common.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('booking.acceptChangeFlight')}>
                {group.request.groupOrderExtraInfo.acceptChangeFlight ? t('common.yes') : t('common.no')}
              </Descriptions.Item>
              <Descriptions.Item
                label={t('confirm.contact')}
                span={2}
              >{`${group.request.contact.name} · ${group.request.contact.phone} · ${group.request.contact.email}`}</Descriptions.Item>
              {group.pnr && <Descriptions.Item label={t('desk.pnr')}>{group.pnr}</Descriptions.Item>}
            </Descriptions>
            <Table
              size="small"
              pagination={false}
              rowKey={(_, i) => String(i)}
              dataSource={group.request.groupOrderExtraInfo.journeys}
              columns={[
                { title: t('booking.origin'), dataIndex: 'origin', render: (v: string) => v.replace('airport-', '') },
                { title: t('booking.destination'), dataIndex: 'destination', render: (v: string) => v.replace('airport-', '') },
                { title: t('booking.date'), dataIndex: 'date' },
                { title: t('booking.remark'), dataIndex: 'remark' },
              ]}
            />
          </Card>
          {quote && (
            <Card title={t('detail.quote')} style={{ marginBottom: 16 }} data-testid="quote-card">
              <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
                {(['adult', 'child', 'infant'] as const)
                  .filter((k) => group.request.passengers[k] > 0)
                  .map((k) => (
                    <Descriptions.Item
                      key={k}
                      label={t(`passengers.types.${k}`)}
                    >{`${money.exact({ amount: quote.prices[k], currency })} x ${group.request.passengers[k]}`}</Descriptions.Item>
                  ))}
                <Descriptions.Item label={t('detail.total')}>
                  <Typography.Text strong data-testid="group-total">
                    {money.exact({ amount: group.totalAmount ?? 0, currency })}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t('quote.deadline')}>{deadlineText(quote.quoteDeadline)}</Descriptions.Item>
                {quote.remark && <Descriptions.Item label={t('quote.remark')}>{quote.remark}</Descriptions.Item>}
              </Descriptions>
              <Table
                size="small"
                pagination={false}
                rowKey={(f: OfferedFlight) => `${f.flightNumber}-${f.departure}`}
                dataSource={quote.flights}
                columns={[
                  { title: t('quote.flightNumber'), dataIndex: 'flightNumber' },
                  { title: t('booking.origin'), dataIndex: 'origin' },
                  { title: t('booking.destination'), dataIndex: 'destination' },
                  { title: t('quote.departure'), dataIndex: 'departure' },
                  { title: t('quote.arrival'), dataIndex: 'arrival' },
                  { title: t('quote.cabin'), dataIndex: 'cabin', render: (c: string) => t(`quote.cabins.${c}`, { defaultValue: c }) },
                ]}
              />
            </Card>
          )}
          <Card title={t('detail.passengers')} style={{ marginBottom: 16 }}>
            <PassengerImport
              passengers={group.passengers}
              expected={group.request.passengers}
              answer={answer}
              confirmed={group.passengersConfirmedAt !== null}
              editable={allowed.has('importPassengers')}
              busy={importList.isPending}
              onTemplate={() =>
                files.download({ url: action.urlOf('passengers', 'template'), filename: `${group.orderNo}-passengers.xlsx` })
              }
              onImport={(file) => {
                const body = new FormData();
                body.append('file', file);
                importList.run({ path: ['passengers', 'import'], values: body, onSuccess: setAnswer });
              }}
              onConfirm={() => action.run({ path: ['passengers', 'confirmation'], success: t('passengers.confirmed') })}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('detail.schedule')} style={{ marginBottom: 16 }}>
            {group.instalments.length === 0 ? (
              <Typography.Text type="secondary">{t('detail.noSchedule')}</Typography.Text>
            ) : (
              <InstalmentTimeline
                instalments={group.instalments}
                currency={currency}
                forfeitedAmount={group.forfeitedAmount}
                onPay={agency && allowed.has('pay') && mayPay?.can ? pay : undefined}
                paying={action.pending?.startsWith('instalments/') ? dueSeq : null}
              />
            )}
          </Card>
          <Card title={t('detail.history')} data-testid="history">
            <Timeline
              items={group.events.map((e, i) => {
                const detail = eventDetailText(t, money.exact, e.action, e.detail);
                return {
                  key: i,
                  children: (
                    <div>
                      <Typography.Text strong>{t(`events.${e.action}`, { defaultValue: e.action })}</Typography.Text>{' '}
                      <Typography.Text type="secondary">{`${deadlineText(e.at)} · ${e.user ?? t(`actors.${e.actor}`)}`}</Typography.Text>
                      {e.fromStatus !== e.toStatus && (
                        <div>{`${e.fromStatus ? t(`status.${e.fromStatus}`) : ''} → ${t(`status.${e.toStatus}`)}`}</div>
                      )}
                      {detail && <div>{detail}</div>}
                      {e.note && (
                        <div>
                          <Typography.Text type="secondary">{e.note}</Typography.Text>
                        </div>
                      )}
                    </div>
                  ),
                };
              })}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
