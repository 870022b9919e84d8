// Itinerary and e-ticket as PDF or Excel, saved under the server's file name (a download: useDownload).
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { downloadBodySchema } from '@/domain/flights/flight-orders';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useDownload } from '@/web/files/useDownload';

type DownloadBody = z.input<typeof downloadBodySchema>;

const CHOICES: ReadonlyArray<DownloadBody & { key: string }> = [
  { key: 'itinerary-pdf', kind: 'itinerary', format: 'pdf' },
  { key: 'itinerary-xlsx', kind: 'itinerary', format: 'xlsx' },
  { key: 'e-ticket-pdf', kind: 'e-ticket', format: 'pdf' },
  { key: 'e-ticket-xlsx', kind: 'e-ticket', format: 'xlsx' },
];

export function DownloadMenu({ orderId, orderNo, ticketed }: { orderId: number; orderNo: string; ticketed: boolean }) {
  const { t } = useTranslation('orders');
  const url = useResourceUrl('flight-orders')(orderId, 'download');
  const { download, isPending } = useDownload();
  const save = (choice: DownloadBody) =>
    download({
      url,
      method: 'post',
      body: { kind: choice.kind, format: choice.format },
      filename: `${orderNo}-${choice.kind}.${choice.format}`,
      serverName: true,
    });
  const items = CHOICES.filter((c) => ticketed || c.kind === 'itinerary').map((c) => ({
    key: c.key,
    label: (
      <span data-testid={`download-${c.key}`}>
        {t(`downloads.${c.kind}`)} · {t(`downloads.${c.format}`)}
      </span>
    ),
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          const c = CHOICES.find((x) => x.key === key);
          if (c) save(c);
        },
      }}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={isPending} data-testid="downloads">
        {t('downloads.title')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
