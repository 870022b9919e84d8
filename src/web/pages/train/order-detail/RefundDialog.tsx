// Refund tickets: the user ticks the tickets the server says may be refunded now, each with the fee
// and the amount back the server quoted (by the time left before departure), and confirms.
import { Alert, Checkbox, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainOrderDetail } from '@/domain/trains/schemas';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { refundableTickets, selectionTotals } from './ticket-choice';

export interface RefundDialogProps {
  order: TrainOrderDetail;
  busy: boolean;
  onClose(): void;
  onConfirm(ticketIds: number[]): void;
}

export function RefundDialog({ order, busy, onClose, onConfirm }: RefundDialogProps) {
  const { t } = useTranslation('trains');
  const money = useLedgerFormat();
  const rows = refundableTickets(order);
  const [chosen, setChosen] = useState<number[]>([]);
  const totals = selectionTotals(rows, chosen);
  const amount = (n: number | null) => (n === null ? '—' : money.exact({ amount: n, currency: order.currency }));
  return (
    <Modal
      open
      title={t('refund.title')}
      onCancel={onClose}
      onOk={() => onConfirm(chosen)}
      okText={t('refund.confirm')}
      cancelText={t('detail.back')}
      okButtonProps={{ disabled: chosen.length === 0, loading: busy, danger: true, ...{ 'data-testid': 'refund-ok' } }}
      width={720}
      data-testid="refund-dialog"
    >
      <Table
        size="small"
        rowKey={(r) => r.ticket.id}
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: '',
            width: 40,
            render: (_, r) => (
              <Checkbox
                checked={chosen.includes(r.ticket.id)}
                aria-label={r.ticket.name}
                data-testid={`refund-pick-${r.ticket.id}`}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, r.ticket.id] : chosen.filter((id) => id !== r.ticket.id))}
              />
            ),
          },
          { title: t('detail.passenger'), render: (_, r) => `${r.ticket.name} · ${r.ticket.trainNo}` },
          { title: t('detail.price'), align: 'right', render: (_, r) => amount(r.ticket.price) },
          {
            title: t('refund.fee'),
            align: 'right',
            render: (_, r) => <span data-testid={`refund-fee-${r.ticket.id}`}>{amount(r.refundFee)}</span>,
          },
          {
            title: t('refund.back'),
            align: 'right',
            render: (_, r) => <span data-testid={`refund-back-${r.ticket.id}`}>{amount(r.refundable)}</span>,
          },
        ]}
      />
      {chosen.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          data-testid="refund-summary"
          message={t('refund.summary', { count: chosen.length, fee: amount(totals.fee), back: amount(totals.refundable) })}
        />
      )}
    </Modal>
  );
}
