// Itinerary and e-ticket as PDF or Excel: fetched as a blob with the bearer token, saved under the
// server's file name.
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi, type DownloadBody } from '@/web/api/flight-orders';
import { saveFile } from '@/web/api/wallet';
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
  const [busy, setBusy] = useState(false);
  const download = async (choice: DownloadBody) => {
    setBusy(true);
    try {
      const { blob, filename } = await ordersApi.download(http, orderId, { kind: choice.kind, format: choice.format });
      saveFile(blob, filename ?? `${orderNo}-${choice.kind}.${choice.format}`);
    } catch (error) {
      if (!isApiError(error) || !error.sessionEnded) toast('error', isApiError(error) ? error.message : t('common:http.unknown'));
    } finally {
      setBusy(false);
    }
  };
  const items = CHOICES.filter((c) => ticketed || c.kind === 'itinerary').map((c) => ({
    key: c.key,
    label: <span data-testid={`download-${c.key}`}>{t(`downloads.${c.kind}`)} · {t(`downloads.${c.format}`)}</span>,
  }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => { const c = CHOICES.find((x) => x.key === key); if (c) void download(c); } }}>
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy} data-testid="downloads">
        {t('downloads.title')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
