// Change tickets to another train: the user ticks the tickets the server says may be changed, searches
// a new train from the same station (another arrival station is a change of destination), picks a
// train and seat class, and confirms. The difference is what the change order the server answers
// says: paid from the wallet when dearer, credited when cheaper.
import { Alert, Button, Checkbox, DatePicker, Empty, Form, Modal, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatClass, TrainOrderDetail } from '@/domain/trains/schemas';
import { chinaToday } from '@/domain/trains/presale';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { StationPicker } from '../booking/StationPicker';
import { TrainCard } from '../booking/TrainCard';
import { useStartTrainSearch, useTrainResults } from '../booking/useTrainSearch';
import { localName, seatOf } from '../train-format';
import { changeableTickets } from './ticket-choice';

export interface ChangeChoice {
  ticketIds: number[];
  searchId: string;
  offerId: string;
  seatClass: SeatClass;
}

export function ChangeDialog({
  order,
  busy,
  onClose,
  onConfirm,
}: {
  order: TrainOrderDetail;
  busy: boolean;
  onClose(): void;
  onConfirm(choice: ChangeChoice): void;
}) {
  const { t, i18n } = useTranslation('trains');
  const money = useLedgerFormat();
  const rows = changeableTickets(order);
  const [chosen, setChosen] = useState<number[]>([]);
  const first = rows.find((r) => chosen.includes(r.ticket.id))?.ticket ?? rows[0]?.ticket;
  const [to, setTo] = useState<string | undefined>(first?.to);
  const [date, setDate] = useState<Dayjs>(dayjs(first?.departure.slice(0, 10)));
  const [searchId, setSearchId] = useState<string | null>(null);
  const [pick, setPick] = useState<{ offerId: string; seatClass: SeatClass } | null>(null);
  const search = useStartTrainSearch();
  const { answer, loading } = useTrainResults(searchId, { leg: 'outbound', sort: 'departure', order: 'asc' });
  const picked = pick && answer?.trains.find((o) => o.offerId === pick.offerId);
  const today = dayjs(chinaToday(new Date()));

  const run = () => {
    if (!first || !to) return;
    setPick(null);
    search.start({ from: first.from, to, date: date.format('YYYY-MM-DD') }, setSearchId);
  };

  return (
    <Modal
      open
      title={t('change.title')}
      onCancel={onClose}
      width={960}
      cancelText={t('detail.back')}
      okText={t('change.confirm')}
      onOk={() => pick && searchId && onConfirm({ ticketIds: chosen, searchId, offerId: pick.offerId, seatClass: pick.seatClass })}
      okButtonProps={{ disabled: !pick || chosen.length === 0, loading: busy, ...{ 'data-testid': 'change-ok' } }}
      data-testid="change-dialog"
    >
      <Typography.Paragraph>{t('change.pickTickets')}</Typography.Paragraph>
      <Space direction="vertical" style={{ marginBottom: 12 }}>
        {rows.map((r) => (
          <Checkbox
            key={r.ticket.id}
            checked={chosen.includes(r.ticket.id)}
            data-testid={`change-pick-${r.ticket.id}`}
            onChange={(e) => setChosen(e.target.checked ? [...chosen, r.ticket.id] : chosen.filter((id) => id !== r.ticket.id))}
          >
            {`${r.ticket.name} · ${r.ticket.trainNo} ${r.ticket.departure.replace('T', ' ')} · ${localName(r.ticket.fromName, i18n.language)} → ${localName(r.ticket.toName, i18n.language)}`}
          </Checkbox>
        ))}
      </Space>
      {first && (
        <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
          <Form.Item label={t('booking.from')}>
            <Typography.Text>{localName(first.fromName, i18n.language)}</Typography.Text>
          </Form.Item>
          <Form.Item label={t('change.newTo')} htmlFor="change-to">
            <StationPicker id="change-to" value={to} onChange={setTo} testId="change-to" />
          </Form.Item>
          <Form.Item label={t('booking.date')} htmlFor="change-date">
            <DatePicker
              id="change-date"
              allowClear={false}
              value={date}
              onChange={(d) => d && setDate(d)}
              disabledDate={(d) => d.isBefore(today, 'day')}
            />
          </Form.Item>
          <Button type="primary" onClick={run} loading={search.isPending} disabled={!to} data-testid="change-search">
            {t('booking.search')}
          </Button>
        </Form>
      )}
      {searchId && loading && !answer?.trains.length && <Spin />}
      {answer && !loading && answer.trains.length === 0 && <Empty description={t('empty.noTrains')} />}
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>
        {answer?.trains.map((o) => (
          <TrainCard
            key={o.offerId}
            offer={o}
            picked={pick?.offerId === o.offerId ? pick.seatClass : undefined}
            onPick={(c) => setPick({ offerId: o.offerId, seatClass: c })}
          />
        ))}
      </div>
      {picked && pick && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="change-summary"
          message={t('change.summary', {
            train: picked.trainNo,
            seatClass: t(`seatClass.${pick.seatClass}`),
            fare: money.exact({ amount: seatOf(picked, pick.seatClass)?.price ?? 0, currency: picked.currency }),
          })}
          description={t('change.differenceRule')}
        />
      )}
    </Modal>
  );
}
