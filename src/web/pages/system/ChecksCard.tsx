// The last nightly ledger check and the last backup, each "none" until one has happened.
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/domain/schemas/system';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { StateTag } from './StateTag';

const MIB = 1024 * 1024;

export function ChecksCard({ ledger, backup }: Pick<SystemStatus, 'backup'> & { ledger: SystemStatus['ledgerCheck'] }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const none = <Typography.Text type="secondary">{t('system.none')}</Typography.Text>;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('system.ledgerCheck')} data-testid="system-ledger">
          {!ledger ? (
            none
          ) : (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('system.day')}>{ledger.day}</Descriptions.Item>
              <Descriptions.Item label={t('system.state')}>
                <StateTag state={ledger.status} label={t(`system.ledgerStates.${ledger.status}`)} />
              </Descriptions.Item>
              <Descriptions.Item label={t('system.rules')}>
                {t('system.rulesOf', { checked: ledger.rulesChecked, total: ledger.rulesTotal })}
              </Descriptions.Item>
              {ledger.failedRules.length > 0 && (
                <Descriptions.Item label={t('system.failedRules')}>{ledger.failedRules.join('; ')}</Descriptions.Item>
              )}
              <Descriptions.Item label={t('system.finished')}>{formatDateTime(ledger.finishedAt, dateFormat)}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('system.backup')} data-testid="system-backup">
          {!backup ? (
            none
          ) : (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('system.file')}>{backup.file ?? t('system.none')}</Descriptions.Item>
              {backup.bytes !== null && (
                <Descriptions.Item label={t('system.size')}>{`${(backup.bytes / MIB).toFixed(1)} MiB`}</Descriptions.Item>
              )}
              {backup.at && <Descriptions.Item label={t('system.written')}>{formatDateTime(backup.at, dateFormat)}</Descriptions.Item>}
              {backup.lastFailure && (
                <Descriptions.Item
                  label={t('system.backupFailure')}
                >{`${backup.lastFailure} (${formatDateTime(backup.lastFailureAt, dateFormat)})`}</Descriptions.Item>
              )}
            </Descriptions>
          )}
        </Card>
      </Col>
    </Row>
  );
}
