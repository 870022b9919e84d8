// Change password (SPEC 5: new password 6-15 characters; new and confirm must match).
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/schemas/auth';
import { changePassword, type PasswordChange } from '@/web/api/me';
import { toast } from '@/web/feedback/toast';
import { useServices } from '@/web/services';
import { applyFieldErrors } from './apply-field-errors';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

export function PasswordCard() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [form] = Form.useForm<PasswordChange>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: PasswordChange) => {
    setError(null);
    setSaving(true);
    try {
      await changePassword(http, values);
      form.resetFields();
      toast('success', t('profile.password.changed'));
    } catch (e) {
      setError(applyFieldErrors(form, e, FIELDS, t('http.unknown')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('profile.password.title')}</h2>}>
      <Form<PasswordChange> form={form} name="profile-password" layout="vertical" onFinish={submit}>
        <Form.Item
          name="oldPassword"
          label={t('profile.password.old')}
          rules={[{ required: true, message: t('profile.validation.oldRequired') }]}
        >
          <Input.Password data-testid="profile-old-password" autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('profile.password.new')}
          extra={t('profile.password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          rules={[
            { required: true, message: t('profile.validation.newRequired') },
            { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('profile.validation.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
          ]}
        >
          <Input.Password data-testid="profile-new-password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('profile.password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('profile.validation.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('profile.validation.mismatch'))),
            }),
          ]}
        >
          <Input.Password data-testid="profile-confirm-password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} data-testid="profile-password-error" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-password-submit">
          {t('profile.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
