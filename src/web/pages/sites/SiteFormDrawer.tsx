// Create or edit a site: its names (English and Chinese), type, date format, currencies, default
// language, registration numbers, the host names it serves and, once it exists, its images.
import { Button, Col, Drawer, Form, Input, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@/domain/currency';
import { DATE_FORMATS } from '@/domain/schemas/auth';
import { LANGUAGES } from '@/domain/schemas/common';
import { SITE_TYPES, type Site, type SiteInput } from '@/domain/schemas/sites';
import { LANGUAGE_NAMES } from '@/web/i18n/languages';
import { cleanDomains, NEW_SITE, siteToForm } from './site-form-values';
import { SiteImages } from './SiteImages';
import type { SiteDrawerState } from './useSiteDrawer';

export function SiteFormDrawer({ drawer, mode, site }: { drawer: SiteDrawerState; mode: 'create' | 'edit'; site?: Site }) {
  const { t } = useTranslation();
  const creating = mode === 'create';
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  // A refused save is already on the fields and in a notification.
  const save = (values: SiteInput) =>
    Promise.resolve(drawer.formProps.onFinish?.({ ...values, domains: cleanDomains(values.domains) })).catch(() => undefined);
  const loaded = drawer.query?.data?.data;
  return (
    <Drawer
      {...drawer.drawerProps}
      width={760}
      destroyOnHidden
      title={creating ? t('sites.create') : t('sites.edit', { name: site?.name ?? '' })}
      extra={
        <Space>
          <Button onClick={() => drawer.close()}>{t('common.cancel')}</Button>
          <Button type="primary" {...drawer.saveButtonProps} data-testid="site-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={drawer.formProps.form}
        onFinish={save}
        layout="vertical"
        name={`site-form-${mode}`}
        initialValues={creating ? NEW_SITE : loaded && siteToForm(loaded)}
      >
        {!creating && site && <SiteImages site={site} />}
        <Form.Item
          name="domains"
          label={t('sites.fields.domains')}
          extra={site?.isDefault ? t('sites.defaultDomainsHint') : t('sites.domainsHint')}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            open={false}
            suffixIcon={null}
            placeholder="portal.partner.example"
            data-testid="site-domains"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('sites.fields.name')} rules={required(t('sites.validation.name'))}>
              <Input maxLength={100} data-testid="site-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="shortName" label={t('sites.fields.shortName')} rules={required(t('sites.validation.shortName'))}>
              <Input maxLength={40} data-testid="site-short-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="chineseName" label={t('sites.fields.chineseName')} rules={required(t('sites.validation.name'))}>
              <Input maxLength={100} data-testid="site-chinese-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="chineseShortName" label={t('sites.fields.chineseShortName')} rules={required(t('sites.validation.shortName'))}>
              <Input maxLength={40} data-testid="site-chinese-short-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('sites.fields.type')} extra={t('sites.typeHint')}>
              <Select options={SITE_TYPES.map((type) => ({ value: type, label: t(`sites.types.${type}`) }))} data-testid="site-type" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dateFormat" label={t('sites.fields.dateFormat')}>
              <Select options={DATE_FORMATS.map((f) => ({ value: f, label: f }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="defaultLanguage" label={t('sites.fields.defaultLanguage')}>
              <Select options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="defaultCurrency" label={t('sites.fields.defaultCurrency')}>
              <Select showSearch options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="currencies"
          label={t('sites.fields.currencies')}
          rules={[{ type: 'array', min: 1, message: t('sites.validation.currencies') }]}
        >
          <Select mode="multiple" options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="isIcp" label={t('sites.fields.isIcp')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="icpCode" label={t('sites.fields.icpCode')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="isNetworkSecurity" label={t('sites.fields.isNetworkSecurity')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="networkSecurityCode" label={t('sites.fields.networkSecurityCode')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="enabled"
          label={t('sites.fields.enabled')}
          valuePropName="checked"
          extra={site?.isDefault ? t('sites.defaultAlwaysOn') : undefined}
        >
          <Switch disabled={site?.isDefault} data-testid="site-enabled" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
