// Downloads a statement as Excel: the summary labels and movement columns in the reader's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@/domain/schemas/wallet';
import { walletApi, saveFile } from '@/web/api/wallet';
import { toast } from '@/web/feedback/toast';
import { isApiError } from '@/web/providers/api-error';
import { useServices } from '@/web/services';
import { useTransactionColumns } from '../transactions/useTransactionColumns';

export function useStatementExcel() {
  const { t } = useTranslation();
  const { http } = useServices();
  const columns = useTransactionColumns();
  const [busy, setBusy] = useState(false);
  const download = async (statement: Statement) => {
    setBusy(true);
    try {
      const filename = `statement-${statement.agencyId}-${statement.periodStart.slice(0, 10)}`;
      const blob = await walletApi.statementExcel(http, statement.agencyId, statement.id, {
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
      });
      saveFile(blob, `${filename}.xlsx`);
    } catch (error) {
      toast('error', isApiError(error) ? error.message : t('http.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
