// One agency: its profile, wallet figures, API key, look-to-book, and the actions on it, each shown
// only to those the policy allows. Secrets (a new SuperUser password, an API key) are shown once by
// the page.
import { useOne } from '@refinedev/core';
import { Descriptions, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLedgerAmount } from '@/domain/money';
import type { Agency } from '@/domain/schemas/agencies';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { EmailText } from '@/web/components/EmailText';
import { LookToBookCard } from './LookToBookCard';

interface Props {
  agencyId: number | null;
  /** The actions on the agency (edit, settings, money, keys, delete), given the loaded agency. */
  actions(agency: Agency): ReactNode;
  onClose(): void;
}

export function AgencyDetailDrawer({ agencyId, actions, onClose }: Props) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const { result: agency } = useOne<Agency>({
    resource: 'agency-manager',
    id: agencyId ?? undefined,
    queryOptions: { enabled: agencyId !== null },
  });
  const wallet = agency?.wallet;
  const amount = (value: number | undefined) =>
    wallet && value !== undefined ? formatLedgerAmount({ amount: value, currency: wallet.currency }) : '-';
  return (
    <Drawer open={agencyId !== null} onClose={onClose} width={820} title={agency?.name} destroyOnHidden data-testid="agency-detail">
      {!agency ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {/* A flex row, not antd's Space: Space spaces its direct children only, and the actions come
              in groups (fragments), so the buttons inside one group touched each other. */}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{actions(agency)}</div>
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
            <Descriptions.Item label={t('agencies.fields.contactEmail')}>
              <EmailText email={agency.contactEmail} />
            </Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.dedicatedService')}>{agency.dedicatedService}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.settings.settlementCurrency')}>{agency.settlementCurrency}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.domainLimit')}>
              {agency.domainLimit || t('agencies.noDomainLimit')}
            </Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.balance')}>
              <span data-testid="agency-detail-balance">{amount(wallet?.balance)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.creditLimit')}>
              <span data-testid="agency-detail-credit">{amount(wallet?.creditLimit)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.available')}>
              <span data-testid="agency-detail-available">{amount(wallet?.available)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.apiKey')}>
              {agency.apiKeyPrefix
                ? `${agency.apiKeyPrefix}… (${formatDateTime(agency.apiKeyCreatedAt, dateFormat)})`
                : t('agencies.noApiKey')}
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
