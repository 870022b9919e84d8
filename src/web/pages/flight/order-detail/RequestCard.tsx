// What an after-sale order asks for: the reason and its sub-option, the passengers concerned, the
// remark, the proof files (fetched with the bearer token) and, for a change, the new flights.
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useDownload } from '@/web/files/useDownload';
import { ItineraryCard } from './ItineraryCard';

export function RequestCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const urlOf = useResourceUrl('flight-orders');
  const proofs = useDownload();
  const openProof = (file: { id: number; filename: string }) =>
    proofs.download({ url: urlOf(order.id, 'proofs', file.id), filename: file.filename });
  const request = order.request;
  if (!request) return null;
  const kind = order.type === 'change' ? 'change' : 'refund';
  const names = request.passengerSeqs.length
    ? order.passengers
        .filter((p) => request.passengerSeqs.includes(p.seq))
        .map((p) => `${p.surname}/${p.givenNames}`)
        .join(', ')
    : t('request.allPassengers');
  return (
    <>
      <Card size="small" title={t(`request.title.${order.type}`)} style={{ marginBottom: 16 }} data-testid="order-request">
        <Descriptions
          size="small"
          column={1}
          items={[
            ...(order.type !== 'void'
              ? [{ key: 'reason', label: t('request.reason'), children: t(`reasons.${kind}.${request.reason}`) }]
              : []),
            ...(request.subOption
              ? [
                  {
                    key: 'sub',
                    label: t('request.subOption'),
                    children: t(`subOptions.${request.subOption}`, { defaultValue: request.subOption }),
                  },
                ]
              : []),
            { key: 'passengers', label: t('request.passengers'), children: names },
            ...(request.remark ? [{ key: 'remark', label: t('request.remark'), children: request.remark }] : []),
            ...(request.proofFiles.length
              ? [
                  {
                    key: 'proofs',
                    label: t('request.proofs'),
                    children: (
                      <Space direction="vertical" size={0}>
                        {request.proofFiles.map((f) => (
                          <Button
                            key={f.id}
                            type="link"
                            size="small"
                            style={{ padding: 0 }}
                            icon={<PaperClipOutlined aria-hidden />}
                            loading={proofs.running?.url === urlOf(order.id, 'proofs', f.id)}
                            onClick={() => openProof(f)}
                            data-testid="proof-file"
                          >
                            {f.filename}
                          </Button>
                        ))}
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {/* A change order already flies the new journeys: show them apart only when they differ. */}
      {request.newJourneys && request.newJourneys.length > 0 && JSON.stringify(request.newJourneys) !== JSON.stringify(order.journeys) && (
        <ItineraryCard journeys={request.newJourneys} title={t('request.newFlights')} testId="order-new-flights" />
      )}
    </>
  );
}
