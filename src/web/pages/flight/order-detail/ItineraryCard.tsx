// The flights of an order: one row per segment with local departure and arrival times.
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Journey } from '@/domain/flights/shopping';

type SegmentRow = Journey['segments'][number] & { key: string; journey: number };

export function ItineraryCard({
  journeys,
  title,
  testId = 'order-itinerary',
}: {
  journeys: readonly Journey[];
  title?: string;
  testId?: string;
}) {
  const { t } = useTranslation('orders');
  const rows: SegmentRow[] = journeys.flatMap((j, ji) => j.segments.map((s, si) => ({ ...s, key: `${ji}-${si}`, journey: ji })));
  const time = (iso: string) => iso.replace('T', ' ').slice(0, 16);
  return (
    <Card size="small" title={title ?? t('detail.itinerary')} style={{ marginBottom: 16 }} data-testid={testId}>
      <Table<SegmentRow>
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          ...(journeys.length > 1
            ? [
                {
                  key: 'journey',
                  title: t('detail.journey'),
                  render: (_: unknown, r: SegmentRow) => t('detail.journeyN', { n: r.journey + 1 }),
                },
              ]
            : []),
          { key: 'flight', title: t('detail.flight'), render: (_, r) => <Typography.Text strong>{r.flightNumber}</Typography.Text> },
          { key: 'route', title: t('detail.route'), render: (_, r) => `${r.origin} → ${r.destination}` },
          { key: 'departure', title: t('detail.departure'), render: (_, r) => time(r.departure) },
          { key: 'arrival', title: t('detail.arrival'), render: (_, r) => time(r.arrival) },
          // Some suppliers name no booking class (Duffel): then the cabin alone.
          {
            key: 'cabin',
            title: t('detail.cabin'),
            render: (_, r) =>
              r.bookingClass ? `${t(`common:flight.cabins.${r.cabin}`)} (${r.bookingClass})` : t(`common:flight.cabins.${r.cabin}`),
          },
          { key: 'aircraft', title: t('detail.aircraft'), dataIndex: 'aircraft' },
        ]}
      />
    </Card>
  );
}
