// Create or edit an agency (SPEC 3 Agency). Creating also names its SuperUser, whose password is
// generated and shown once. Contact name, e-mail and phone are required (SPEC 5).
import { useSelect } from '@refinedev/antd';
import { Button, Col, Divider, Drawer, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@/domain/currency';
import type { Agency } from '@/domain/schemas/agencies';
import { USERNAME_PATTERN } from '@/domain/schemas/auth';
import { showSaveError } from '@/web/admin/apply-errors';
import { LogoUpload } from '@/web/admin/LogoUpload';
import { AGENCIES, agencyApi, type CreatedAgency, type NewAgencyInput } from '@/web/api/agencies';
import { toast } from '@/web/feedback/toast';
import { useServices, useSessionState } from '@/web/services';

interface Props {
  /** null: create; an agency: edit; undefined: closed. */
  agency: Agency | null | undefined;
  onClose(): void;
  onCreated(created: CreatedAgency): void;
  onSaved(): void;
}

export function AgencyFormDrawer({ agency, onClose, onCreated, onSaved }: Props) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [form] = Form.useForm<NewAgencyInput>();
  const [saving, setSaving] = useState(false);
  const [logo, setLogo] = useState<string | null>(null);
  const creating = agency === null;
  // Platform staff may hang a new agency under an existing top-level one; managers always create under themselves.
  const session = useSessionState().session;
  const staff = Boolean(session?.userInfo.isPlatformStaff && session.company.isPlatform);
  const { selectProps: parentSelect } = useSelect<Agency>({
    resource: AGENCIES,
    optionLabel: 'name',
    optionValue: 'id',
    filters: [{ field: 'proxyLevel', operator: 'eq', value: 0 }],
    onSearch: (value) => [{ field: 'name', operator: 'contains', value }],
    pagination: { pageSize: 50, mode: 'server' },
    queryOptions: { enabled: staff && creating },
  });

  useEffect(() => {
    if (agency === undefined) return;
    form.resetFields();
    setLogo(agency?.logo ?? null);
    if (agency) form.setFieldsValue({ ...agency, contactName: agency.contactName ?? '', contactEmail: agency.contactEmail ?? '', contactPhone: agency.contactPhone ?? '' });
    else form.setFieldsValue({ settlementCurrency: 'CNY', status: 'active' });
  }, [agency, form]);

  const save = async () => {
    const values = await form.validateFields();
    const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
    const profile = {
      name: values.name.trim(), alias: text(values.alias), contactName: values.contactName.trim(), contactEmail: values.contactEmail.trim(),
      contactPhone: values.contactPhone.trim(), dedicatedService: text(values.dedicatedService), domainLimit: text(values.domainLimit), extraInfo: text(values.extraInfo), status: values.status,
    };
    setSaving(true);
    try {
      if (creating) {
        onCreated(await agencyApi.create(http, { ...profile, parentId: values.parentId ?? null, settlementCurrency: values.settlementCurrency, superUser: { username: values.superUser.username.trim(), email: values.superUser.email.trim(), nickname: text(values.superUser.nickname) } }));
      } else {
        await agencyApi.update(http, agency!.id, profile);
        onSaved();
      }
    } catch (error) {
      showSaveError(form, error, t('http.unknown'));
    } finally {
      setSaving(false);
    }
  };

  const uploadLogo = async (image: string) => {
    try {
      setLogo((await agencyApi.logo(http, agency!.id, image)).logo);
      toast('success', t('company.logoSaved'));
    } catch (error) {
      showSaveError(null, error, t('http.unknown'));
    }
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Drawer
      open={agency !== undefined}
      onClose={onClose}
      width={720}
      destroyOnHidden
      title={creating ? t('agencies.create') : t('agencies.edit', { name: agency?.name })}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="agency-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" name="agency-form">
        {!creating && (
          <Form.Item label={t('agencies.fields.logo')} extra={t('company.logoRule')}>
            <LogoUpload logo={logo} alt={agency?.name ?? ''} onUpload={uploadLogo} />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('agencies.fields.name')} rules={required(t('agencies.validation.name'))}>
              <Input maxLength={128} data-testid="agency-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="alias" label={t('agencies.fields.alias')}>
              <Input maxLength={128} data-testid="agency-alias" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactName" label={t('agencies.fields.contactName')} rules={required(t('agencies.validation.contactName'))}>
              <Input maxLength={128} data-testid="agency-contact-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactEmail" label={t('agencies.fields.contactEmail')} rules={[...required(t('agencies.validation.contactEmail')), { type: 'email', message: t('login.validation.emailInvalid') }]}>
              <Input maxLength={254} data-testid="agency-contact-email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactPhone" label={t('agencies.fields.contactPhone')} rules={[...required(t('agencies.validation.contactPhone')), { pattern: /^\+?[\d -]{4,24}$/, message: t('agencies.validation.phone') }]}>
              <Input maxLength={24} inputMode="tel" data-testid="agency-contact-phone" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dedicatedService" label={t('agencies.fields.dedicatedService')}>
              <Input maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('agencies.fields.status')}>
              <Select options={['active', 'inactive'].map((s) => ({ value: s, label: t(`agencies.statuses.${s}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="domainLimit" label={t('agencies.fields.domainLimit')} extra={t('agencies.domainLimitHint')}>
          <Input maxLength={1000} placeholder="portal.agency.example, agency.example" />
        </Form.Item>
        <Form.Item name="extraInfo" label={t('agencies.fields.extraInfo')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        {creating && (
          <>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name="settlementCurrency" label={t('agencies.settings.settlementCurrency')}>
                  <Select showSearch options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
                </Form.Item>
              </Col>
              {staff && (
                <Col xs={24} md={16}>
                  <Form.Item name="parentId" label={t('agencies.fields.parent')} extra={t('agencies.parentHint')}>
                    <Select {...parentSelect} allowClear placeholder={t('agencies.topLevel')} data-testid="agency-parent" />
                  </Form.Item>
                </Col>
              )}
            </Row>
            <Divider />
            <Typography.Title level={5}>{t('agencies.superUser')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('agencies.superUserHint')}</Typography.Paragraph>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name={['superUser', 'username']} label={t('users.fields.username')} rules={[{ required: true, pattern: USERNAME_PATTERN, message: t('users.validation.username') }]}>
                  <Input maxLength={32} autoComplete="off" data-testid="agency-super-username" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['superUser', 'email']} label={t('users.fields.email')} rules={[{ required: true, type: 'email', message: t('login.validation.emailInvalid') }]}>
                  <Input maxLength={254} autoComplete="off" data-testid="agency-super-email" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['superUser', 'nickname']} label={t('users.fields.nickname')}>
                  <Input maxLength={64} />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </Form>
    </Drawer>
  );
}
