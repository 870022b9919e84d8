// The open alert incidents (each was mailed once to the operator's address), or a line saying none is open.
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/domain/schemas/system';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';

export function AlertsBanner({ alerts }: { alerts: SystemStatus['alerts'] }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  if (!alerts.length) return <Alert type="success" showIcon message={t('system.nothing')} data-testid="system-no-alerts" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="system-alerts">
      {alerts.map((alert) => (
        <Alert
          key={`${alert.kind}:${alert.subject}`}
          type="error"
          showIcon
          message={`${t(`system.alertKinds.${alert.kind}`)}: ${alert.subject} (${t('system.since', { time: formatDateTime(alert.openedAt, dateFormat) })})`}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{alert.detail}</span>}
        />
      ))}
    </Space>
  );
}
