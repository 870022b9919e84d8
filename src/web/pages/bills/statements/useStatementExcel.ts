// Downloads a statement as Excel: the summary labels and movement columns in the reader's language.
import { useTranslation } from 'react-i18next';
import type { Statement } from '@/domain/schemas/wallet';
import { useDownload } from '@/web/files/useDownload';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useTransactionColumns } from '@/web/pages/bills/transactions/useTransactionColumns';

export function useStatementExcel() {
  const { t } = useTranslation();
  const urlOf = useResourceUrl('bills-statements');
  const columns = useTransactionColumns();
  const files = useDownload();
  const download = (statement: Statement) => {
    const filename = `statement-${statement.agencyId}-${statement.periodStart.slice(0, 10)}`;
    const body = {
      filename,
      columns: [
        ...columns.map((c) => ({ key: String(c.key), title: String(c.title) })),
        { key: 'description', title: t('wallet.columns.description') },
      ],
      labels: {
        title: t('wallet.statements.excelTitle'),
        agency: t('wallet.columns.agency'),
        period: t('wallet.statements.period'),
        currency: t('wallet.statements.currency'),
        openingBalance: t('wallet.statements.opening'),
        totalCredits: t('wallet.statements.credits'),
        totalDebits: t('wallet.statements.debits'),
        closingBalance: t('wallet.statements.closing'),
        amountDue: t('wallet.statements.due'),
        creditLimit: t('wallet.creditLimit'),
        generatedAt: t('wallet.statements.generatedAt'),
        invoiceType: t('wallet.statements.invoiceType'),
      },
    };
    files.download({ url: urlOf(statement.agencyId, statement.id, 'export'), method: 'post', body, filename: `${filename}.xlsx` });
  };
  return { download, busy: files.isPending };
}
