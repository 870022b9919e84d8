// `/company` (SPEC 2, SuperUser): the company's logo (shown in the console header), address and
// company information.
import { Button, Card, Descriptions, Form, Input, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '@/domain/schemas/company';
import { showSaveError } from '@/web/admin/apply-errors';
import { LogoUpload } from '@/web/admin/LogoUpload';
import { fetchMe } from '@/web/api/me';
import { companyApi } from '@/web/api/company';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { useServices } from '@/web/services';

interface Values {
  address: string;
  companyInfo: string;
}

export default function CompanyPage() {
  const { t } = useTranslation();
  const services = useServices();
  const { http } = services;
  const [company, setCompany] = useState<CompanyProfile | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    companyApi.get(http).then(setCompany, (error: unknown) => showSaveError(null, error, t('http.unknown')));
  }, [http, t]);

  useEffect(() => {
    if (company) form.setFieldsValue({ address: company.address ?? '', companyInfo: company.companyInfo ?? '' });
  }, [company, form]);

  // The header shows the session's company logo: refresh the session after an upload.
  const refreshSession = async () => {
    try {
      services.session.refresh(await fetchMe(http));
    } catch {
      // the next periodic refresh picks it up
    }
  };

  const uploadLogo = async (image: string) => {
    try {
      setCompany(await companyApi.logo(http, image));
      toast('success', t('company.logoSaved'));
      await refreshSession();
    } catch (error) {
      showSaveError(null, error, t('http.unknown'));
    }
  };

  const save = async (values: Values) => {
    setSaving(true);
    try {
      setCompany(await companyApi.update(http, { address: values.address.trim() || null, companyInfo: values.companyInfo.trim() || null }));
      toast('success', t('grid.saved'));
    } catch (error) {
      showSaveError(form, error, t('http.unknown'));
    } finally {
      setSaving(false);
    }
  };

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
            <Descriptions.Item label={t('agencies.fields.contactEmail')}><span className="no-break">{company.contactEmail}</span></Descriptions.Item>
          </Descriptions>
          <Form<Values> form={form} layout="vertical" onFinish={save} name="company" style={{ maxWidth: 720 }}>
            <Form.Item label={t('company.logo')} extra={t('company.logoRule')}>
              <LogoUpload logo={company.logo} alt={company.name} onUpload={uploadLogo} />
            </Form.Item>
            <Form.Item name="address" label={t('company.address')} rules={[{ max: 256 }]}>
              <Input maxLength={256} data-testid="company-address" />
            </Form.Item>
            <Form.Item name="companyInfo" label={t('company.info')} rules={[{ max: 4000 }]}>
              <Input.TextArea rows={6} maxLength={4000} showCount data-testid="company-info" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="company-save">
              {t('common.save')}
            </Button>
          </Form>
        </Card>
      )}
    </>
  );
}
