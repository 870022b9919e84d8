// `/bills/wallet` (SPEC 2, finance): balance, credit limit, available to spend, the latest
// movements and how to top up.
import { Alert, Card, Space, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletTransaction } from '@/domain/schemas/wallet';
import { walletApi } from '@/web/api/wallet';
import { PageHeading } from '@/web/components/PageHeading';
import { useServices, useSessionState } from '@/web/services';
import { useWalletOf } from './agency-actions/useWalletOf';
import { TransactionDetail } from './transactions/TransactionDetail';
import { useTransactionColumns } from './transactions/useTransactionColumns';
import { WalletSummary } from './wallet/WalletSummary';

const RECENT = 10;

export default function WalletPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const company = useSessionState().session?.company;
  const agencyId = company?.id ?? null;
  const { wallet, error } = useWalletOf(agencyId);
  const [recent, setRecent] = useState<WalletTransaction[] | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useTransactionColumns({ onOpen: (row) => setOpenId(row.id) });
  useEffect(() => {
    if (agencyId !== null) walletApi.recent(http, agencyId, RECENT).then(setRecent, () => setRecent([]));
  }, [http, agencyId]);

  return (
    <>
      <PageHeading>{t('routes.bills-wallet')}</PageHeading>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {error && <Alert type="error" showIcon message={error} />}
        {wallet ? <WalletSummary wallet={wallet} /> : !error && <Spin />}
        <Card
          size="small"
          title={t('wallet.recent')}
          extra={<Link to="/bills/transactions">{t('wallet.viewAll')}</Link>}
        >
          <Table<WalletTransaction> rowKey="id" size="small" columns={columns} dataSource={recent ?? []} loading={recent === null} pagination={false} scroll={{ x: 'max-content' }} data-testid="wallet-recent" />
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
