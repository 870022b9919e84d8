// What an applicant wrote beyond the columns: address, website, other information, and the staff's
// notes. Every text is the visitor's own and is shown as text (React escapes it; a website is not
// made a link, so nobody is one click from a page a stranger chose).
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Application } from '@/domain/schemas/applications';

export function ApplicationDetails({ application }: { application: Application }) {
  const { t } = useTranslation();
  const shown = (value: string) => value || '—';
  return (
    <Descriptions size="small" column={1} data-testid={`application-details-${application.id}`}>
      <Descriptions.Item label={t('applications.fields.companyAddress')}>{shown(application.companyAddress)}</Descriptions.Item>
      <Descriptions.Item label={t('applications.fields.websiteUrl')}>{shown(application.websiteUrl)}</Descriptions.Item>
      <Descriptions.Item label={t('applications.fields.others')}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{shown(application.others)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('applications.fields.notes')}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{shown(application.notes)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
