// One statement (bill): period, opening balance, money in and out, closing balance and amount due,
// then every movement of the period (paged, each opening its detail), and the Excel download.
import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Descriptions, Result, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementDetail } from '@/domain/schemas/wallet';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { TransactionDetail } from '@/web/pages/bills/transactions/TransactionDetail';
import { useTransactionColumns } from '@/web/pages/bills/transactions/useTransactionColumns';
import { periodLabel } from '@/web/pages/bills/wallet/period-label';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { useStatementExcel } from './useStatementExcel';

const PAGE = 20;

export function StatementView({ agencyId, statementId }: { agencyId: number; statementId: number }) {
  const { t } = useTranslation();
  const ledger = useLedgerFormat();
  const dateFormat = useDateFormat();
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useTransactionColumns({ onOpen: (row) => setOpenId(row.id) });
  const excel = useStatementExcel();
  const [page, setPage] = useState(1);
  const urlOf = useResourceUrl('bills-statements');
  // A statement with one page of its movements, addressed by agency and statement: a custom read,
  // as simple-rest's getOne knows neither the two-part address nor the movement paging.
  const { result, query } = useCustom<StatementDetail>({
    url: urlOf(agencyId, statementId),
    method: 'get',
    config: { query: { _start: (page - 1) * PAGE, _end: page * PAGE } },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const detail = query.data ? result.data : null;
  const error = query.error?.message ?? null;

  if (error) return <Result status="warning" title={error} />;
  if (!detail) return <Spin />;
  const s = detail.statement;
  const money = (amount: number) => ledger.exact({ amount, currency: s.currency });
  const shownColumns = detail.showInvoiceType
    ? [
        ...columns,
        {
          key: 'invoiceType',
          dataIndex: 'invoiceType',
          title: t('wallet.statements.invoiceType'),
          render: (v: string | null) => (v ? t(`wallet.invoiceTypes.${v}`, { defaultValue: v }) : ''),
        },
      ]
    : columns;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="statement-view">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title={`${s.agencyName} · ${periodLabel(s.periodStart, s.cutoffAt, dateFormat)}`}
        extra={
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={excel.busy}
            onClick={() => excel.download(s)}
            data-testid="statement-excel"
          >
            {t('wallet.statements.download')}
          </Button>
        }
      >
        <Descriptions.Item label={t('wallet.statements.status')}>
          <Tag color={s.closed ? 'default' : 'processing'}>{s.closed ? t('wallet.statements.closed') : t('wallet.statements.open')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.statements.generatedAt')}>{formatDateTime(s.generatedAt, dateFormat)}</Descriptions.Item>
        <Descriptions.Item label={t('wallet.statements.opening')}>
          <span data-testid="statement-opening">{money(s.openingBalance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.statements.credits')}>
          <span data-testid="statement-credits">{money(s.totalCredits)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.statements.debits')}>
          <span data-testid="statement-debits">{money(s.totalDebits)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.statements.closing')}>
          <strong data-testid="statement-closing">{money(s.closingBalance)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.statements.due')}>
          <strong data-testid="statement-due">{money(s.amountDue)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.creditLimit')}>{money(s.creditLimit)}</Descriptions.Item>
      </Descriptions>
      {/* A keyboard-reachable scroll region: the movement columns are wider than a drawer. */}
      <div tabIndex={0} role="region" aria-label={t('wallet.statements.movements')} style={{ overflowX: 'auto' }}>
        <Table
          rowKey="id"
          size="small"
          columns={shownColumns}
          dataSource={detail.movements}
          pagination={{ current: page, pageSize: PAGE, total: detail.movementTotal, showSizeChanger: false, onChange: setPage }}
          data-testid="statement-movements"
        />
      </div>
      <TransactionDetail id={openId} onClose={() => setOpenId(null)} />
    </Space>
  );
}
