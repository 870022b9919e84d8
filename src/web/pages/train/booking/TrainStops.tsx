// A train's stops, read when the user asks for them (one call per train and day, cached by Refine).
import { useApiUrl, useCustom } from '@refinedev/core';
import { Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainOffer } from '@/domain/trains/schemas';
import { clock, localName, type LocalizedName } from '../train-format';

interface Stop {
  station: string;
  stationName: LocalizedName;
  arrival: string | null;
  departure: string | null;
}

export function TrainStops({ offer }: { offer: TrainOffer }) {
  const { t, i18n } = useTranslation('trains');
  const apiUrl = useApiUrl();
  const { result, query } = useCustom<Stop[]>({
    url: `${apiUrl}/shopping/v2/train/trains/${encodeURIComponent(offer.trainNo)}/stops`,
    method: 'get',
    config: { query: { date: offer.departure.slice(0, 10) } },
  });
  if (query.isLoading) return <Spin size="small" />;
  const stops = Array.isArray(result.data) ? result.data : [];
  return (
    <Table<Stop>
      size="small"
      pagination={false}
      rowKey="station"
      dataSource={stops}
      data-testid={`stops-${offer.trainNo}`}
      columns={[
        {
          title: t('results.station'),
          render: (_, s) => (
            <span style={{ fontWeight: s.station === offer.from || s.station === offer.to ? 600 : 400 }}>
              {localName(s.stationName, i18n.language)}
            </span>
          ),
        },
        { title: t('results.arrives'), render: (_, s) => (s.arrival ? clock(s.arrival) : '—') },
        { title: t('results.departs'), render: (_, s) => (s.departure ? clock(s.departure) : '—') },
      ]}
    />
  );
}
