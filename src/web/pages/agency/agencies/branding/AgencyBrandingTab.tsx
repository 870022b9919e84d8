// Platform staff's tab of the agency settings drawer: the site the agency belongs to and whether it
// is a special agency (its theme colours and logo, a forced language, no login message). Saved on
// its own (PUT /agencies/:id/branding), apart from the settings an agency manager may change.
import { useForm, useSelect } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, ColorPicker, Col, Form, Row, Select, Skeleton, Switch } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import type { AgencyBranding } from '@/domain/schemas/agency-branding';
import { LANGUAGES } from '@/domain/schemas/common';
import type { Site } from '@/domain/schemas/sites';
import { LANGUAGE_NAMES } from '@/web/i18n/languages';
import { brandingFromForm, brandingToForm, type BrandingForm } from './branding-form';

/** The picker's colour as the API takes it (#rrggbb); a cleared picker is no colour. */
const hexOf = (colour: Color & { cleared?: boolean }) => (colour.cleared ? '' : colour.toHexString());

export function AgencyBrandingTab({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation();
  const { formProps, query, onFinish, mutation, formLoading } = useForm<AgencyBranding, HttpError, AgencyBranding, BrandingForm>({
    resource: 'agency-branding',
    action: 'edit',
    // The branding is a sub-document of the agency at /agencies/:id/branding, replaced whole.
    id: `${agencyId}/branding`,
    mutationMeta: { method: 'put' },
    redirect: false,
    queryOptions: { select: (result) => ({ ...result, data: brandingToForm(result.data) }) },
    successNotification: { type: 'success', message: t('agencies.branding.saved') },
  });
  const { selectProps: siteSelect } = useSelect<Site>({
    resource: 'sites',
    optionLabel: 'name',
    optionValue: 'id',
    pagination: { mode: 'off' },
  });
  const special = Form.useWatch('special', formProps.form);
  const themed = Form.useWatch('themed', formProps.form);

  if (!query?.data?.data || formLoading) return <Skeleton active />;
  // The form holds flat fields (BrandingForm); the API gets the nested branding.
  const save = (values: unknown) => Promise.resolve(onFinish(brandingFromForm(values as BrandingForm))).catch(() => undefined);
  const siteOptions = [{ value: 0, label: t('agencies.branding.defaultSite') }, ...(siteSelect.options ?? [])];
  return (
    <Form {...formProps} onFinish={save} layout="vertical" name="agency-branding" initialValues={query.data.data}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('agencies.branding.hint')} />
      <Form.Item name="siteId" label={t('agencies.branding.site')} extra={t('agencies.branding.siteHint')}>
        <Select {...siteSelect} options={siteOptions} showSearch={false} data-testid="branding-site" />
      </Form.Item>
      <Form.Item name="special" label={t('agencies.branding.special')} valuePropName="checked" extra={t('agencies.branding.specialHint')}>
        <Switch data-testid="branding-special" />
      </Form.Item>
      {special && (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="forcedLocale" label={t('agencies.branding.forcedLocale')}>
                <Select
                  data-testid="branding-locale"
                  options={[
                    { value: '', label: t('agencies.branding.noForcedLocale') },
                    ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="suppressLoginMessage" label={t('agencies.branding.suppressLoginMessage')} valuePropName="checked">
                <Switch data-testid="branding-suppress" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="themed" label={t('agencies.branding.themed')} valuePropName="checked">
            <Switch data-testid="branding-themed" />
          </Form.Item>
          {themed && (
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name="colorPrimary" label={t('agencies.branding.colorPrimary')} getValueFromEvent={hexOf}>
                  <ColorPicker showText disabledAlpha format="hex" data-testid="branding-colour" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="colorLink" label={t('agencies.branding.colorLink')} getValueFromEvent={hexOf}>
                  <ColorPicker showText disabledAlpha allowClear format="hex" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="useAgencyLogo"
                  label={t('agencies.branding.useAgencyLogo')}
                  valuePropName="checked"
                  extra={t('agencies.branding.useAgencyLogoHint')}
                >
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
          )}
        </>
      )}
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="branding-save">
        {t('agencies.branding.save')}
      </Button>
    </Form>
  );
}
