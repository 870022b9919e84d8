// `/company` (a SuperUser's page): the company's logo (shown in the console header), address and
// company information. Read and saved through Refine on the `company` resource, a singleton.
import { useForm } from '@refinedev/antd';
import { useCan, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { Button, Card, Descriptions, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '@/domain/schemas/company';
import { LogoUpload } from '@/web/files/LogoUpload';
import { fetchMe } from '@/web/api/me';
import { PageHeading } from '@/web/components/PageHeading';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { SINGLETON_ID } from '@/web/providers/data-provider';
import { useServices } from '@/web/services';
import { SigningKeyCard } from './company/SigningKeyCard';

interface Values {
  address: string | null;
  companyInfo: string | null;
}

export default function CompanyPage() {
  const { t } = useTranslation();
  const services = useServices();
  const canWrite = useCan({ resource: 'company', action: 'edit' }).data?.can ?? false;
  const canUploadLogo = useCan({ resource: 'company', action: 'uploadLogo' }).data?.can ?? false;
  const { formProps, saveButtonProps, query } = useForm<CompanyProfile, HttpError, Values>({
    resource: 'company',
    action: 'edit',
    id: SINGLETON_ID,
    meta: { singleton: true },
    redirect: false,
    successNotification: () => ({ type: 'success', message: t('grid.saved') }),
  });
  const company = query?.data?.data;

  const companyUrl = useResourceUrl('company');
  const invalidate = useInvalidate();
  const logo = useCustomMutation<CompanyProfile>();
  // The header shows the session's company logo, which lives in the session rather than in a Refine
  // query: after an upload the session is read again (a failure waits for the next periodic refresh).
  const refreshSession = () =>
    fetchMe(services.http).then(
      (info) => services.session.refresh(info),
      () => undefined,
    );
  const uploadLogo = (image: string) =>
    logo
      .mutateAsync({
        url: companyUrl('logo'),
        method: 'put',
        values: { image },
        successNotification: () => ({ type: 'success', message: t('company.logoSaved') }),
      })
      .then(async () => {
        await invalidate({ resource: 'company', invalidates: ['detail'], id: SINGLETON_ID });
        await refreshSession();
      })
      // Refine's error toast has told the user; the picker only needs the call to settle.
      .catch(() => undefined);

  const save = (values: Values) =>
    formProps.onFinish?.({ address: values.address?.trim() || null, companyInfo: values.companyInfo?.trim() || null });

  return (
    <>
      <PageHeading>{t('routes.company')}</PageHeading>
      {!company ? (
        <Skeleton active />
      ) : (
        <Card>
          <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('agencies.fields.name')}>{company.name}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.code')}>{company.code}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.contactName')}>{company.contactName}</Descriptions.Item>
            <Descriptions.Item label={t('agencies.fields.contactEmail')}>
              <span className="no-break">{company.contactEmail}</span>
            </Descriptions.Item>
          </Descriptions>
          <Form<Values> {...formProps} onFinish={save} layout="vertical" name="company" style={{ maxWidth: 720 }} disabled={!canWrite}>
            <Form.Item label={t('company.logo')} extra={t('company.logoRule')}>
              <LogoUpload logo={company.logo} alt={company.name} onUpload={uploadLogo} disabled={!canUploadLogo} />
            </Form.Item>
            <Form.Item name="address" label={t('company.address')} rules={[{ max: 256 }]}>
              <Input maxLength={256} data-testid="company-address" />
            </Form.Item>
            <Form.Item name="companyInfo" label={t('company.info')} rules={[{ max: 4000 }]}>
              <Input.TextArea rows={6} maxLength={4000} showCount data-testid="company-info" />
            </Form.Item>
            {canWrite && (
              <Button type="primary" {...saveButtonProps} data-testid="company-save">
                {t('common.save')}
              </Button>
            )}
          </Form>
        </Card>
      )}
      {company && <SigningKeyCard company={company} />}
    </>
  );
}
