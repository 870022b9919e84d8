// Change password (SPEC 5: new password 6-15 characters; new and confirm must match).
import { useCustomMutation } from '@refinedev/core';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, type changePasswordSchema } from '@/domain/schemas/auth';
import { putFieldErrors } from '@/web/data/field-errors';
import { useResourceUrl } from '@/web/data/useResourceUrl';

type PasswordChange = z.infer<typeof changePasswordSchema>;

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

export function PasswordCard({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  // A password change is an action on the caller's own account, not a record: a custom mutation.
  // Its errors are shown on the fields or in the card (not as a toast), so the user sees them where
  // they typed; the form instance is antd's because no Refine form hook addresses this action.
  const [form] = Form.useForm<PasswordChange>();
  const [error, setError] = useState<string | null>(null);
  const profileUrl = useResourceUrl('profile');
  const change = useCustomMutation();

  const submit = (values: PasswordChange) => {
    setError(null);
    change.mutate(
      {
        url: profileUrl('password'),
        method: 'put',
        values,
        successNotification: () => ({ type: 'success', message: t('profile.password.changed') }),
        errorNotification: false,
      },
      {
        onSuccess: () => {
          form.resetFields();
          onChanged?.();
        },
        onError: (e) => setError(putFieldErrors(form, e, { known: FIELDS, fallback: t('http.unknown') }).rest),
      },
    );
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
        <Button type="primary" htmlType="submit" loading={change.mutation.isPending} data-testid="profile-password-submit">
          {t('profile.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
