// The partnership form ("become a partner"). Checked in the browser by the shared schema, then sent
// through Refine's useForm to POST /base/v2/applications; the server's field messages land on the
// fields. Its outcomes: "Submitted" with what happens next, or "Failed. Please submit later".
// The spam trap costs a person nothing: a field only robots fill, and the time the form was open.
import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Col, Form, Input, Result, Row, Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS, type ApplicationInput } from '@/domain/schemas/applications';
import { countryOptions } from '@/web/components/country-options';
import { schemaRule } from './form-rules';

type Outcome = 'form' | 'submitted' | 'failed';

/**
 * The country list. A required Form.Item hands its control aria-required, which antd's Select puts on
 * its outer box where the attribute is not allowed (axe: aria-allowed-attr); the asterisk and the
 * message say the field is required instead.
 */
function CountrySelect({ 'aria-required': _required, ...props }: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...props} />;
}

export function PartnershipForm() {
  const { t, i18n } = useTranslation();
  const shownAt = useRef(Date.now());
  const [outcome, setOutcome] = useState<Outcome>('form');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { formProps, saveButtonProps, form } = useForm<{ received: boolean }, HttpError, ApplicationInput>({
    resource: 'applications',
    action: 'create',
    redirect: false,
    successNotification: false,
    // The outcome is shown in the form's place (or above it); a toast would say it twice.
    errorNotification: false,
    onMutationSuccess: () => setOutcome('submitted'),
    onMutationError: (error) => setOutcome(error.statusCode === 400 ? 'form' : 'failed'),
  });

  // Messages on screen follow a change of language: the fields showing one are checked again.
  useEffect(() => {
    const shown = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (shown.length) form.validateFields(shown).catch(() => undefined);
  }, [i18n.language, form]);

  if (outcome === 'submitted') {
    return (
      <div data-testid="partnership-submitted" role="status">
        <Result
          status="success"
          title={t('partnership.submitted.title')}
          subTitle={t('partnership.submitted.text')}
          extra={
            <Button
              onClick={() => {
                form.resetFields();
                shownAt.current = Date.now();
                setOutcome('form');
              }}
            >
              {t('partnership.another')}
            </Button>
          }
        />
      </div>
    );
  }

  const label = (field: string) => t(`partnership.fields.${field}`);
  const rule = (field: string) => [schemaRule(field, label(field), t)];
  return (
    <Form
      {...formProps}
      layout="vertical"
      name="partnership-form"
      requiredMark
      onFinish={(values) => {
        setOutcome('form');
        return formProps.onFinish?.({ ...values, fillMs: Date.now() - shownAt.current });
      }}
      data-testid="partnership-form"
    >
      {outcome === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={t('partnership.failed')}
          style={{ marginBottom: 16 }}
          data-testid="partnership-failed"
          role="alert"
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label('name')} required rules={rule('name')}>
            <Input maxLength={APPLICATION_LIMITS.name} autoComplete="name" data-testid="partnership-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={label('country')} required rules={rule('country')}>
            <CountrySelect
              options={countries}
              showSearch
              optionFilterProp="label"
              placeholder={t('partnership.countryPlaceholder')}
              data-testid="partnership-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={label('email')}
            dependencies={['phone']}
            rules={rule('email')}
            extra={t('partnership.contactHint')}
          >
            <Input inputMode="email" maxLength={APPLICATION_LIMITS.email} autoComplete="email" data-testid="partnership-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={label('phone')} rules={rule('phone')}>
            <Input inputMode="tel" maxLength={APPLICATION_LIMITS.phone} autoComplete="tel" data-testid="partnership-phone" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" label={label('companyName')} rules={rule('companyName')}>
            <Input maxLength={APPLICATION_LIMITS.company} autoComplete="organization" data-testid="partnership-company" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="websiteUrl" label={label('websiteUrl')} rules={rule('websiteUrl')}>
            <Input maxLength={APPLICATION_LIMITS.website} autoComplete="url" placeholder="https://" data-testid="partnership-website" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="companyAddress" label={label('companyAddress')} rules={rule('companyAddress')}>
            <Input maxLength={APPLICATION_LIMITS.address} autoComplete="street-address" data-testid="partnership-address" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="others" label={label('others')} rules={rule('others')}>
            <Input.TextArea rows={4} maxLength={APPLICATION_LIMITS.others} showCount data-testid="partnership-others" />
          </Form.Item>
        </Col>
      </Row>
      {/* Only robots see this field: it is off screen, out of the tab order and hidden from screen readers. */}
      <div aria-hidden="true" style={{ position: 'absolute', left: -10_000, top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor="partnership-nickname">{t('partnership.leaveEmpty')}</label>
        <Form.Item name="nickname" noStyle>
          <Input id="partnership-nickname" tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" size="large" loading={saveButtonProps.loading} data-testid="partnership-submit">
        {t('partnership.submit')}
      </Button>
    </Form>
  );
}
