// Downloads a statement as Excel: the summary labels and movement columns in the reader's language.
// Hand-written on the axios instance: the answer is a file (a blob), which Refine's data hooks would
// try to read as a record; nothing in the cache changes, so there is nothing to invalidate either.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@/domain/schemas/wallet';
import { saveFile } from '@/web/files/save-file';
import { useResourceUrl } from '@/web/data/useResourceAction';
import { toast } from '@/web/feedback/toast';
import { useTransactionColumns } from '@/web/pages/bills/transactions/useTransactionColumns';
import { useServices } from '@/web/services';

export function useStatementExcel() {
  const { t } = useTranslation();
  const { http } = useServices();
  const urlOf = useResourceUrl('bills-statements');
  const columns = useTransactionColumns();
  const download = useMutation({
    mutationFn: async (statement: Statement) => {
      const filename = `statement-${statement.agencyId}-${statement.periodStart.slice(0, 10)}`;
      const body = {
        filename,
        columns: [...columns.map((c) => ({ key: String(c.key), title: String(c.title) })), { key: 'description', title: t('wallet.columns.description') }],
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
      const answer = await http.post<Blob>(urlOf(statement.agencyId, statement.id, 'export'), body, { responseType: 'blob' });
      saveFile(answer.data, `${filename}.xlsx`);
    },
    // ApiError already carries the translated message.
    onError: (error) => toast('error', error.message || t('http.unknown')),
  });
  return { download: (statement: Statement) => download.mutate(statement), busy: download.isPending };
}
