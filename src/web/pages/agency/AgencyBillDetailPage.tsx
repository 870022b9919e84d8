// `/agency-manager/bills/:id?agency=<sub-agency>` (the agency bills permission): one bill
// (statement) of a sub-agency with its movements and Excel.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '@/web/components/PageHeading';
import { StatementView } from '@/web/pages/bills/statements/StatementView';

export default function AgencyBillDetailPage() {
  const { t } = useTranslation();
  const statementId = Number(useParams().id);
  const agencyId = Number(useSearchParams()[0].get('agency'));
  const valid = Number.isInteger(statementId) && statementId > 0 && Number.isInteger(agencyId) && agencyId > 0;
  return (
    <>
      <PageHeading
        extra={
          <Link to="/agency-manager/statements">
            <ArrowLeftOutlined aria-hidden /> {t('wallet.statements.back')}
          </Link>
        }
      >
        {t('routes.agency-manager-bills-id')}
      </PageHeading>
      {valid ? <StatementView agencyId={agencyId} statementId={statementId} /> : <Result status="404" title={t('notFound.title')} />}
    </>
  );
}
