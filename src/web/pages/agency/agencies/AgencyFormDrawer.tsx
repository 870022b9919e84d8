// Create or edit an agency. Creating also names its SuperUser, whose password is generated and shown
// once by the page. Contact name, e-mail and phone are required.
import { useDrawerForm, useSelect, type UseDrawerFormReturnType } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Button, Col, Divider, Drawer, Form, Input, Row, Select, Space, Typography } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@/domain/currency';
import {
  AGENCY_STATUSES,
  type Agency,
  type CreateAgencyInput,
  type createdAgencySchema,
  type UpdateAgencyInput,
} from '@/domain/schemas/agencies';
import { USERNAME_PATTERN } from '@/domain/schemas/auth';
import { useFormErrorSummary } from '@/web/a11y/useFormErrorSummary';
import { LogoUpload } from '@/web/files/LogoUpload';
import { useResourceAction } from '@/web/data/useResourceAction';
import { useSessionState } from '@/web/services';
import { newAgencyOf, profileOf, type AgencyFormValues } from './agency-form-values';
import { OVER_DETAILS_Z_INDEX } from './over-details';

export type CreatedAgency = z.infer<typeof createdAgencySchema>;
type Mode = 'create' | 'edit';
/** Creating answers the agency with its SuperUser's one-time password; editing, the agency. */
type Saved = Agency | CreatedAgency;
type Sent = CreateAgencyInput | UpdateAgencyInput;
export type AgencyFormDrawerState = UseDrawerFormReturnType<Agency, HttpError, Sent, Agency, Saved>;

/** The drawer's form over the agencies resource: create posts the agency, edit puts its profile. */
export function useAgencyFormDrawer(mode: Mode, onCreated?: (created: CreatedAgency) => void): AgencyFormDrawerState {
  const { t } = useTranslation();
  return useDrawerForm<Agency, HttpError, Sent, Agency, Saved>({
    resource: 'agency-manager',
    action: mode,
    // The API replaces an agency's profile with PUT (simple-rest would PATCH); the read stays a GET.
    mutationMeta: mode === 'edit' ? { method: 'put' } : undefined,
    redirect: false,
    successNotification: mode === 'edit' ? { type: 'success', message: t('grid.saved') } : false,
    onMutationSuccess: (result) => {
      if ('superUser' in result.data) onCreated?.(result.data);
    },
  });
}

export function AgencyFormDrawer({ mode, drawer }: { mode: Mode; drawer: AgencyFormDrawerState }) {
  const { t } = useTranslation();
  const creating = mode === 'create';
  const agency = drawer.query?.data?.data;
  // Platform staff may hang a new agency under an existing top-level one; managers always create under themselves.
  const session = useSessionState().session;
  const staff = Boolean(session?.userInfo.isPlatformStaff && session.company.isPlatform);
  const { selectProps: parentSelect } = useSelect<Agency>({
    resource: 'agency-manager',
    optionLabel: 'name',
    optionValue: 'id',
    filters: [{ field: 'proxyLevel', operator: 'eq', value: 0 }],
    onSearch: (value) => [{ field: 'name', operator: 'contains', value }],
    pagination: { pageSize: 50, mode: 'server' },
    queryOptions: { enabled: staff && creating && Boolean(drawer.drawerProps.open) },
  });
  const logo = useResourceAction<Agency, { image: string }>('agency-manager');
  const uploadLogo = async (image: string) => {
    await logo.call({ path: [agency!.id, 'logo'], method: 'put', values: { image }, success: t('company.logoSaved') });
  };
  const save = (sent: Sent) => {
    // The fields are those of a new agency (an edit shows the profile's part of them).
    const values = sent as AgencyFormValues;
    // A refused save is already on the fields and in a notification: nothing is left to throw.
    return Promise.resolve(drawer.formProps.onFinish?.(creating ? newAgencyOf(values) : profileOf(values))).catch(() => undefined);
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const errors = useFormErrorSummary(drawer.drawerProps.open);
  return (
    <Drawer
      {...drawer.drawerProps}
      width={720}
      zIndex={OVER_DETAILS_Z_INDEX}
      destroyOnHidden
      title={creating ? t('agencies.create') : t('agencies.edit', { name: agency?.name })}
      extra={
        <Space>
          <Button onClick={() => drawer.close()}>{t('common.cancel')}</Button>
          <Button type="primary" {...drawer.saveButtonProps} data-testid="agency-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {errors.summary}
      <Form
        form={drawer.formProps.form}
        onKeyUp={drawer.formProps.onKeyUp}
        {...errors.bind({ onFinish: save })}
        layout="vertical"
        // One name per mode: both drawers are in the document at once, and field ids must not repeat.
        name={`agency-form-${mode}`}
        initialValues={creating ? { settlementCurrency: 'CNY', status: 'active' } : agency}
      >
        {!creating && agency && (
          <Form.Item label={t('agencies.fields.logo')} extra={t('company.logoRule')}>
            <LogoUpload logo={agency.logo ?? null} alt={agency.name} onUpload={uploadLogo} disabled={logo.isPending} />
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
            <Form.Item
              name="contactEmail"
              label={t('agencies.fields.contactEmail')}
              rules={[...required(t('agencies.validation.contactEmail')), { type: 'email', message: t('login.validation.emailInvalid') }]}
            >
              <Input maxLength={254} data-testid="agency-contact-email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="contactPhone"
              label={t('agencies.fields.contactPhone')}
              rules={[
                ...required(t('agencies.validation.contactPhone')),
                { pattern: /^\+?[\d -]{4,24}$/, message: t('agencies.validation.phone') },
              ]}
            >
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
              <Select options={AGENCY_STATUSES.map((s) => ({ value: s, label: t(`agencies.statuses.${s}`) }))} />
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
                <Form.Item
                  name={['superUser', 'username']}
                  label={t('users.fields.username')}
                  rules={[{ required: true, pattern: USERNAME_PATTERN, message: t('users.validation.username') }]}
                >
                  <Input maxLength={32} autoComplete="off" data-testid="agency-super-username" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name={['superUser', 'email']}
                  label={t('users.fields.email')}
                  rules={[{ required: true, type: 'email', message: t('login.validation.emailInvalid') }]}
                >
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
