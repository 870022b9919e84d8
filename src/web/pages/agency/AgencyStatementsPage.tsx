// `/agency-manager/statements` (agency manager): every sub-agency's balance, credit and what
// it may still spend, with top-up and credit actions; pick one to see, generate and open its
// statements (bills) and its spend per period.
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Agency } from '@/domain/schemas/agencies';
import { GridEmpty } from '@/web/list/GridEmpty';
import { PageHeading } from '@/web/components/PageHeading';
import { CreditLimitAction } from '@/web/pages/bills/agency-actions/CreditLimitAction';
import { TopUpAction } from '@/web/pages/bills/agency-actions/TopUpAction';
import { SpendChart } from '@/web/pages/bills/statements/SpendChart';
import { StatementList } from '@/web/pages/bills/statements/StatementList';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { ListTable } from '@/web/list';

export default function AgencyStatementsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ledger = useLedgerFormat();
  const [selected, setSelected] = useState<Agency | null>(null);
  const { tableProps } = useTable<Agency, HttpError>({
    resource: 'agency-manager',
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
  });
  const money = (a: Agency, pick: 'balance' | 'creditLimit' | 'available') =>
    a.wallet ? ledger.exact({ amount: a.wallet[pick], currency: a.wallet.currency }) : '';

  const columns: TableColumnsType<Agency> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('wallet.columns.agency'),
      render: (name: string, a) => (
        <Space direction="vertical" size={0}>
          <span>{name}</span>
          <Typography.Text type="secondary">{a.code}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'balance',
      title: t('wallet.balance'),
      align: 'right',
      render: (_, a) => <span data-testid={`agency-balance-${a.id}`}>{money(a, 'balance')}</span>,
    },
    { key: 'creditLimit', title: t('wallet.creditLimit'), align: 'right', render: (_, a) => money(a, 'creditLimit') },
    { key: 'available', title: t('wallet.available'), align: 'right', render: (_, a) => money(a, 'available') },
    {
      key: 'actions',
      title: t('wallet.statements.actions'),
      render: (_, a) => (
        <Space wrap>
          <Button
            type={selected?.id === a.id ? 'primary' : 'default'}
            onClick={() => setSelected(a)}
            data-testid={`agency-statements-${a.id}`}
          >
            {t('wallet.statements.bills')}
          </Button>
          <TopUpAction agencyId={a.id} agencyName={a.name} />
          <CreditLimitAction agencyId={a.id} agencyName={a.name} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading>{t('routes.agency-manager-statements')}</PageHeading>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ListTable<Agency>
          {...tableProps}
          rowKey="id"
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <GridEmpty filtered={false} /> }}
          data-testid="sub-agency-balances"
        />
        {selected ? (
          <Card title={t('wallet.statements.billsOf', { agency: selected.name })} data-testid="sub-agency-statements">
            <Space direction="vertical" size="large" style={{ width: '100%' }}>
              <StatementList
                key={selected.id}
                agencyId={selected.id}
                onOpen={(s) => navigate(`/agency-manager/bills/${s.id}?agency=${selected.id}`)}
              />
              <SpendChart agencyId={selected.id} />
            </Space>
          </Card>
        ) : (
          <Typography.Text type="secondary">{t('wallet.statements.pickAgency')}</Typography.Text>
        )}
      </Space>
    </>
  );
}
