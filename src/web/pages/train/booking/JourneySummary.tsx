// The picked train of one journey on the booking form, as the search answered it.
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeatClass, TrainOffer } from '@/domain/trains/schemas';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { clock, dayOf, durationParts, localName, seatOf } from '../train-format';

export function JourneySummary({ offer, seatClass }: { offer: TrainOffer; seatClass: SeatClass }) {
  const { t, i18n } = useTranslation('trains');
  const money = useLedgerFormat();
  const seat = seatOf(offer, seatClass);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 3, lg: 3, xl: 3, xxl: 3 }}
      data-testid={`journey-${offer.leg}`}
      title={
        <Typography.Text
          strong
        >{`${t(offer.leg === 'outbound' ? 'confirm.outbound' : 'confirm.return')} · ${offer.trainNo}`}</Typography.Text>
      }
    >
      <Descriptions.Item label={t('confirm.date')}>{dayOf(offer.departure)}</Descriptions.Item>
      <Descriptions.Item
        label={t('confirm.departs')}
      >{`${clock(offer.departure)} ${localName(offer.fromName, i18n.language)}`}</Descriptions.Item>
      <Descriptions.Item
        label={t('confirm.arrives')}
      >{`${clock(offer.arrival)} ${localName(offer.toName, i18n.language)}`}</Descriptions.Item>
      <Descriptions.Item label={t('results.durationLabel')}>
        {t('results.duration', durationParts(offer.durationMinutes))}
      </Descriptions.Item>
      <Descriptions.Item label={t('confirm.seatClass')}>{t(`seatClass.${seatClass}`)}</Descriptions.Item>
      {seat && (
        <Descriptions.Item label={t('confirm.adultFare')}>
          {money.exact({ amount: seat.price, currency: offer.currency })}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
