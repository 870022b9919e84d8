// One agency (SPEC 3 Agency): its profile, wallet figures, API key, look-to-book, and the actions on
// it. Secrets (a new SuperUser password, an API key) are shown once by the page.
import { Button, Descriptions, Drawer, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '@/domain/schemas/agencies';
import { formatDateTime } from '@/web/admin/format-date';
import { useDateFormat } from '@/web/admin/useDateFormat';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { LookToBookCard } from './LookToBookCard';

interface Props {
  agency: Agency | null;
  canAdmin: boolean;
  /** Top-up and credit limit (the money area's actions), when available. */
  moneyActions?: ReactNode;
  onClose(): void;
  onEdit(): void;
  onSettings(): void;
  onResetPassword(): void;
  onApiKey(): void;
  onDelete(): void;
}

export function AgencyDetailDrawer({ agency, canAdmin, moneyActions, onClose, onEdit, onSettings, onResetPassword, onApiKey, onDelete }: Props) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dateFormat = useDateFormat();
  const wallet = agency?.wallet;
  const amount = (value: number | undefined) => (wallet && value !== undefined ? money.settlement({ amount: value, currency: wallet.currency }) : '-');
  return (
    <Drawer open={agency !== null} onClose={onClose} width={820} title={agency?.name} destroyOnHidden data-testid="agency-detail">
      {agency && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Space wrap>
            <Button onClick={onEdit} data-testid="agency-edit">{t('common.edit')}</Button>
            <Button onClick={onSettings} data-testid="agency-settings">{t('agencies.settings.open')}</Button>
            {moneyActions}
            {canAdmin && <Button onClick={onResetPassword} data-testid="agency-reset-password">{t('agencies.resetSuperUserPassword')}</Button>}
            {canAdmin && <Button onClick={onApiKey} data-testid="agency-api-key">{t('agencies.generateApiKey')}</Button>}
            {canAdmin && <Button danger onClick={onDelete} data-testid="agency-delete">{t('grid.delete')}</Button>}
          </Space>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
            <Descriptions.Item label={t('agencies.fields.code')}>
              <Typography.Text copyable>{agency.code}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.status')}>
              <Tag color={agency.status === 'active' ? 'green' : 'default'}>{t(`agencies.statuses.${agency.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.alias')}>{agency.alias}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.parent')}>{agency.parentName ?? t('agencies.topLevel')}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.contactName')}>{agency.contactName}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.contactPhone')}>{agency.contactPhone}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.contactEmail')}>{agency.contactEmail}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.dedicatedService')}>{agency.dedicatedService}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.settings.settlementCurrency')}>{agency.settlementCurrency}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.domainLimit')}>{agency.domainLimit || t('agencies.noDomainLimit')}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.balance')}>{amount(wallet?.balance)}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.creditLimit')}>{amount(wallet?.creditLimit)}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.available')}>{amount(wallet?.available)}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.apiKey')}>
              {agency.apiKeyPrefix ? `${agency.apiKeyPrefix}… (${formatDateTime(agency.apiKeyCreatedAt, dateFormat)})` : t('agencies.noApiKey')}
            </Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.extraInfo')} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{agency.extraInfo}</Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('grid.createdAt')}>{formatDateTime(agency.createdAt, dateFormat)}</Descriptions.Item>
          </Descriptions>
          <LookToBookCard agencyId={agency.id} />
        </Space>
      )}
    </Drawer>
  );
}
