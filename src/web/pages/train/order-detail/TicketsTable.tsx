// The order's tickets, one row per passenger and journey: train and stations, seat class, carriage
// and seat, ticket number, the server's price and the ticket's state.
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainTicket } from '@/domain/trains/schemas';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { localName } from '../train-format';

export function TicketsTable({ tickets, currency }: { tickets: readonly TrainTicket[]; currency: string }) {
  const { t, i18n } = useTranslation('trains');
  const money = useLedgerFormat();
  return (
    <Table<TrainTicket>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...tickets]}
      scroll={{ x: 1000 }}
      data-testid="train-tickets"
      columns={[
        {
          title: t('detail.passenger'),
          render: (_, r) => (
            <div>
              <div data-testid="ticket-name">{r.name}</div>
              <div
                style={{ fontSize: 12 }}
              >{`${t(`passengerType.${r.passengerType}`)} · ${t(`documentType.${r.documentType}`)} ${r.documentNumber}`}</div>
            </div>
          ),
        },
        {
          title: t('detail.train'),
          render: (_, r) => (
            <div>
              <div data-testid="ticket-train">{r.trainNo}</div>
              <div style={{ fontSize: 12 }}>{r.departure.replace('T', ' ')}</div>
            </div>
          ),
        },
        {
          title: t('detail.stations'),
          render: (_, r) => `${localName(r.fromName, i18n.language)} → ${localName(r.toName, i18n.language)}`,
        },
        { title: t('detail.seatClass'), dataIndex: 'seatClass', render: (c: string) => t(`seatClass.${c}`) },
        {
          title: t('detail.seat'),
          render: (_, r) => (
            <span data-testid="ticket-seat" data-seat={r.seat ?? ''}>
              {r.carriage && r.seat ? t('seat', { carriage: r.carriage, seat: r.seat }) : '—'}
            </span>
          ),
        },
        {
          title: t('detail.ticketNumber'),
          dataIndex: 'ticketNumber',
          render: (n: string | null) => <span data-testid="ticket-number">{n ?? '—'}</span>,
        },
        {
          title: t('detail.price'),
          align: 'right',
          render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{money.exact({ amount: r.price, currency })}</span>,
        },
        {
          title: t('detail.ticketState'),
          dataIndex: 'state',
          render: (s: string) => <Tag data-testid="ticket-state">{t(`ticketState.${s}`)}</Tag>,
        },
      ]}
    />
  );
}
