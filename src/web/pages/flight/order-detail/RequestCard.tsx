// What an after-sale order asks for: the reason and its sub-option, the passengers concerned, the
// remark, the proof files (fetched with the bearer token) and, for a change, the new flights.
import { PaperClipOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/domain/schemas/flight-orders';
import { orderFilesApi } from '@/web/api/flight-orders';
import { saveFile } from '@/web/files/save-file';
import { showSaveError } from '@/web/admin/apply-errors';
import { useServices } from '@/web/services';
import { ItineraryCard } from './ItineraryCard';

export function RequestCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { http } = useServices();
  const openProof = useMutation({
    mutationFn: (file: { id: number; filename: string }) => orderFilesApi.proof(http, order.id, file.id),
    onSuccess: (blob, file) => saveFile(blob, file.filename),
    onError: (error) => showSaveError(null, error, t('common:http.unknown')),
  });
  const request = order.request;
  if (!request) return null;
  const kind = order.type === 'change' ? 'change' : 'refund';
  const names = request.passengerSeqs.length
    ? order.passengers.filter((p) => request.passengerSeqs.includes(p.seq)).map((p) => `${p.surname}/${p.givenNames}`).join(', ')
    : t('request.allPassengers');
  return (
    <>
      <Card size="small" title={t(`request.title.${order.type}`)} style={{ marginBottom: 16 }} data-testid="order-request">
        <Descriptions size="small" column={1} items={[
          ...(order.type !== 'void' ? [{ key: 'reason', label: t('request.reason'), children: t(`reasons.${kind}.${request.reason}`) }] : []),
          ...(request.subOption ? [{ key: 'sub', label: t('request.subOption'), children: t(`subOptions.${request.subOption}`, { defaultValue: request.subOption }) }] : []),
          { key: 'passengers', label: t('request.passengers'), children: names },
          ...(request.remark ? [{ key: 'remark', label: t('request.remark'), children: request.remark }] : []),
          ...(request.proofFiles.length ? [{
            key: 'proofs', label: t('request.proofs'), children: (
              <Space direction="vertical" size={0}>
                {request.proofFiles.map((f) => (
                  <Button key={f.id} type="link" size="small" style={{ padding: 0 }} icon={<PaperClipOutlined aria-hidden />} loading={openProof.isPending && openProof.variables?.id === f.id} onClick={() => openProof.mutate(f)} data-testid="proof-file">
                    {f.filename}
                  </Button>
                ))}
              </Space>
            ),
          }] : []),
        ]} />
      </Card>
      {/* A change order already flies the new journeys: show them apart only when they differ. */}
      {request.newJourneys && request.newJourneys.length > 0 && JSON.stringify(request.newJourneys) !== JSON.stringify(order.journeys) && <ItineraryCard journeys={request.newJourneys} title={t('request.newFlights')} testId="order-new-flights" />}
    </>
  );
}
