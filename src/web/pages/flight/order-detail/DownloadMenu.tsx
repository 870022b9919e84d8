// Itinerary and e-ticket as PDF or Excel: fetched as a blob with the bearer token, saved under the
// server's file name (a file is not a Refine record: react-query's mutation carries the busy state).
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderFilesApi, type DownloadBody } from '@/web/api/flight-orders';
import { saveFile } from '@/web/files/save-file';
import { toast } from '@/web/feedback/toast';
import { isApiError } from '@/web/providers/api-error';
import { useServices } from '@/web/services';

const CHOICES: ReadonlyArray<DownloadBody & { key: string }> = [
  { key: 'itinerary-pdf', kind: 'itinerary', format: 'pdf' },
  { key: 'itinerary-xlsx', kind: 'itinerary', format: 'xlsx' },
  { key: 'e-ticket-pdf', kind: 'e-ticket', format: 'pdf' },
  { key: 'e-ticket-xlsx', kind: 'e-ticket', format: 'xlsx' },
];

export function DownloadMenu({ orderId, orderNo, ticketed }: { orderId: number; orderNo: string; ticketed: boolean }) {
  const { t } = useTranslation('orders');
  const { http } = useServices();
  const download = useMutation({
    mutationFn: (choice: DownloadBody) => orderFilesApi.download(http, orderId, { kind: choice.kind, format: choice.format }),
    onSuccess: ({ blob, filename }, choice) => saveFile(blob, filename ?? `${orderNo}-${choice.kind}.${choice.format}`),
    onError: (error) => {
      if (!isApiError(error) || !error.sessionEnded) toast('error', isApiError(error) ? error.message : t('common:http.unknown'));
    },
  });
  const items = CHOICES.filter((c) => ticketed || c.kind === 'itinerary').map((c) => ({
    key: c.key,
    label: <span data-testid={`download-${c.key}`}>{t(`downloads.${c.kind}`)} · {t(`downloads.${c.format}`)}</span>,
  }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => { const c = CHOICES.find((x) => x.key === key); if (c) download.mutate(c); } }}>
      <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} data-testid="downloads">
        {t('downloads.title')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
