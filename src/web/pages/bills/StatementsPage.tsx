// `/bills/statements` (finance): the agency's statements per credit period, generate one,
// open one (movements and Excel), and the spend per period.
import { Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDrawerParam } from '@/web/routing/useDrawerParam';
import { PageHeading } from '@/web/components/PageHeading';
import { useSessionState } from '@/web/services';
import { SpendChart } from './statements/SpendChart';
import { StatementList } from './statements/StatementList';
import { StatementView } from './statements/StatementView';

export default function StatementsPage() {
  const { t } = useTranslation();
  const agencyId = useSessionState().session?.company.id ?? 0;
  const [drawer, open] = useDrawerParam(['statement'] as const);
  return (
    <>
      <PageHeading>{t('routes.bills-statements')}</PageHeading>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <StatementList agencyId={agencyId} onOpen={(s) => open('statement', s.id)} onGenerated={(s) => open('statement', s.id)} />
        <SpendChart agencyId={agencyId} />
      </Space>
      <Drawer
        open={drawer.view === 'statement' && drawer.id !== null}
        onClose={() => open(null)}
        width="min(1100px, 100vw)"
        title={t('wallet.statements.detail')}
        destroyOnHidden
      >
        {drawer.id !== null && <StatementView agencyId={agencyId} statementId={drawer.id} />}
      </Drawer>
    </>
  );
}
