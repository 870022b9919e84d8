// The statements of one agency, newest period first, with "Generate" (the current period to date;
// the scheduled job writes each closed period by itself).
import { FileAddOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import { useCreate, type HttpError } from '@refinedev/core';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@/domain/schemas/wallet';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { periodLabel } from '@/web/pages/bills/wallet/period-label';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { ListTable } from '@/web/list';

interface Props {
  agencyId: number;
  onOpen(statement: Statement): void;
  onGenerated?(statement: Statement): void;
}

export function StatementList({ agencyId, onOpen, onGenerated }: Props) {
  const { t } = useTranslation();
  const ledger = useLedgerFormat();
  const dateFormat = useDateFormat();
  const { tableProps } = useTable<Statement, HttpError>({
    resource: 'bills-statements',
    syncWithLocation: false,
    pagination: { pageSize: 12 },
    filters: { permanent: [{ field: 'agencyId', operator: 'eq', value: agencyId }] },
  });

  // Generating writes a statement: Refine's create on the statements, which reads the list again.
  const { mutate: create, mutation } = useCreate<Statement>();
  const generate = () =>
    create(
      {
        resource: 'bills-statements',
        values: { agencyId },
        successNotification: { type: 'success', message: t('wallet.statements.generated') },
      },
      { onSuccess: ({ data }) => onGenerated?.(data) },
    );

  const money = (row: Statement, amount: number) => ledger.exact({ amount, currency: row.currency });
  const columns: TableColumnsType<Statement> = [
    {
      key: 'period',
      title: t('wallet.statements.period'),
      render: (_, s) => periodLabel(s.periodStart, s.cutoffAt, dateFormat),
    },
    {
      key: 'status',
      title: t('wallet.statements.status'),
      render: (_, s) => (
        <Tag color={s.closed ? 'default' : 'processing'}>{s.closed ? t('wallet.statements.closed') : t('wallet.statements.open')}</Tag>
      ),
    },
    { key: 'opening', title: t('wallet.statements.opening'), align: 'right', render: (_, s) => money(s, s.openingBalance) },
    { key: 'credits', title: t('wallet.statements.credits'), align: 'right', render: (_, s) => money(s, s.totalCredits) },
    { key: 'debits', title: t('wallet.statements.debits'), align: 'right', render: (_, s) => money(s, s.totalDebits) },
    {
      key: 'closing',
      title: t('wallet.statements.closing'),
      align: 'right',
      render: (_, s) => <strong>{money(s, s.closingBalance)}</strong>,
    },
    { key: 'due', title: t('wallet.statements.due'), align: 'right', render: (_, s) => money(s, s.amountDue) },
    {
      key: 'generatedAt',
      title: t('wallet.statements.generatedAt'),
      render: (_, s) => `${formatDateTime(s.generatedAt, dateFormat)} · ${t(`wallet.statements.sources.${s.source}`)}`,
    },
    {
      key: 'actions',
      title: t('wallet.statements.actions'),
      render: (_, s) => (
        <Button size="small" onClick={() => onOpen(s)} data-testid={`statement-open-${s.id}`}>
          {t('wallet.statements.view')}
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button
        type="primary"
        icon={<FileAddOutlined aria-hidden />}
        loading={mutation.isPending}
        onClick={generate}
        data-testid="statement-generate"
      >
        {t('wallet.statements.generate')}
      </Button>
      <ListTable<Statement>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={false} /> }}
        data-testid="statements-table"
      />
    </Space>
  );
}
