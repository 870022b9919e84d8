// One train of the results: number and type, times and stations, duration, stops on demand, and a
// button per seat class with the server's price and seats left (a sold-out class cannot be picked).
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatClass, TrainOffer } from '@/domain/trains/schemas';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { clock, daysLater, durationParts, localName } from '../train-format';
import { TrainStops } from './TrainStops';

export interface TrainCardProps {
  offer: TrainOffer;
  /** The class picked on this train, if any. */
  picked?: SeatClass;
  onPick(seatClass: SeatClass): void;
}

export function TrainCard({ offer, picked, onPick }: TrainCardProps) {
  const { t, i18n } = useTranslation('trains');
  const money = useLedgerFormat();
  const [showStops, setShowStops] = useState(false);
  const plus = daysLater(offer.departure, offer.arrival);
  const time = (value: string, name: string, testId: string) => (
    <div style={{ minWidth: 120 }}>
      <Typography.Text strong style={{ fontSize: 20 }} data-testid={testId}>
        {clock(value)}
      </Typography.Text>
      <div>
        <Typography.Text>{name}</Typography.Text>
      </div>
    </div>
  );
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="train-card" data-train={offer.trainNo}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'center' }}>
        <div style={{ minWidth: 110 }}>
          <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }} data-testid="train-no">
            {offer.trainNo}
          </Typography.Title>
          <Tag>{t(`trainType.${offer.trainType}`)}</Tag>
        </div>
        {time(offer.departure, localName(offer.fromName, i18n.language), 'train-departure')}
        <div style={{ textAlign: 'center', minWidth: 110 }}>
          <Typography.Text type="secondary">{t('results.duration', durationParts(offer.durationMinutes))}</Typography.Text>
          <div>
            <Button type="link" size="small" onClick={() => setShowStops(!showStops)} aria-expanded={showStops} data-testid="train-stops">
              {t('results.stops', { count: offer.stopsBetween })}
            </Button>
          </div>
        </div>
        <div>
          {time(offer.arrival, localName(offer.toName, i18n.language), 'train-arrival')}
          {plus > 0 && <Typography.Text type="warning">{t('results.plusDays', { count: plus })}</Typography.Text>}
        </div>
        <Space wrap style={{ flex: 1, justifyContent: 'flex-end' }}>
          {offer.seats.map((s) => (
            <Button
              key={s.seatClass}
              type={picked === s.seatClass ? 'primary' : 'default'}
              disabled={s.seatsLeft <= 0}
              onClick={() => onPick(s.seatClass)}
              style={{ height: 'auto', padding: '4px 12px', textAlign: 'left' }}
              data-testid={`seat-${s.seatClass}`}
            >
              <div>{t(`seatClass.${s.seatClass}`)}</div>
              <div style={{ fontWeight: 600 }}>{money.exact({ amount: s.price, currency: offer.currency })}</div>
              <div style={{ fontSize: 12 }}>{s.seatsLeft > 0 ? t('results.seatsLeft', { count: s.seatsLeft }) : t('results.soldOut')}</div>
            </Button>
          ))}
        </Space>
      </div>
      {showStops && (
        <div style={{ marginTop: 12 }}>
          <TrainStops offer={offer} />
        </div>
      )}
    </Card>
  );
}
