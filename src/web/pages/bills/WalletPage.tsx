// `/bills/wallet` (finance): balance, credit limit, available to spend, the latest
// movements and how to top up (a transfer booked by staff, or online through a payment channel).
import { useList, useOne } from '@refinedev/core';
import { Alert, Card, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletBalance, WalletTransaction } from '@/domain/schemas/wallet';
import { PageHeading } from '@/web/components/PageHeading';
import { useSessionState } from '@/web/services';
import { TransactionDetail } from './transactions/TransactionDetail';
import { useTransactionColumns } from './transactions/useTransactionColumns';
import { useGatewayReturn } from './payment/useGatewayReturn';
import { ChannelTopUpAction } from './wallet/ChannelTopUpAction';
import { WalletSummary } from './wallet/WalletSummary';

const RECENT = 10;

export default function WalletPage() {
  const { t } = useTranslation();
  const company = useSessionState().session?.company;
  const agencyId = company?.id;
  const { result: wallet, query: walletQuery } = useOne<WalletBalance>({
    resource: 'wallet-balance',
    id: agencyId,
    queryOptions: { enabled: agencyId !== undefined },
  });
  const error = walletQuery.error?.message ?? null;
  const { result: recent, query: recentQuery } = useList<WalletTransaction>({
    resource: 'bills-transactions',
    filters: [{ field: 'agencyId', operator: 'eq', value: agencyId }],
    pagination: { currentPage: 1, pageSize: RECENT },
    queryOptions: { enabled: agencyId !== undefined },
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useTransactionColumns({ onOpen: (row) => setOpenId(row.id) });
  useGatewayReturn(['wallet-balance', 'bills-transactions'], (result) => t(`wallet.channelTopUp.returned.${result}`));

  return (
    <>
      <PageHeading extra={wallet && <ChannelTopUpAction wallet={wallet} />}>{t('routes.bills-wallet')}</PageHeading>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {error && <Alert type="error" showIcon message={error} />}
        {wallet ? <WalletSummary wallet={wallet} /> : !error && <Spin />}
        <Card size="small" title={t('wallet.recent')} extra={<Link to="/bills/transactions">{t('wallet.viewAll')}</Link>}>
          <Table<WalletTransaction>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={recent.data}
            loading={recentQuery.isLoading}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="wallet-recent"
          />
        </Card>
        <Card size="small" title={t('wallet.instructions.title')}>
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            <li>{company?.parentId ? t('wallet.instructions.parent') : t('wallet.instructions.platform')}</li>
            <li>{t('wallet.instructions.reference', { code: company?.code ?? '' })}</li>
            <li>{t('wallet.instructions.confirm')}</li>
          </ol>
          <p style={{ marginTop: 12, marginBottom: 0 }}>
            <Link to="/bills/statements">{t('wallet.instructions.statements')}</Link>
          </p>
        </Card>
      </Space>
      <TransactionDetail id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
