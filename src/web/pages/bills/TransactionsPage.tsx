// `/bills/transactions` (finance): All Transactions of the caller's agency.
import { useTranslation } from 'react-i18next';
import { TransactionsGrid } from './transactions/TransactionsGrid';

export default function TransactionsPage() {
  const { t } = useTranslation();
  return <TransactionsGrid title={t('routes.bills-transactions')} />;
}
