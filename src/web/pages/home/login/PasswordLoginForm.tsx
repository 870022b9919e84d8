import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordCredentials } from '@/web/api/auth';
import { errorText } from './types';

export interface PasswordLoginFormProps {
  onSubmit(values: PasswordCredentials): Promise<void>;
  initialError?: string | null;
}

export function PasswordLoginForm({ onSubmit, initialError = null }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: PasswordCredentials) => {
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit({ username: values.username.trim(), password: values.password });
    } catch (e) {
      setError(errorText(e, t('login.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<PasswordCredentials> name="login-password" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.validation.usernameRequired') }]}
      >
        <Input
          data-testid="login-username"
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          maxLength={254}
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.validation.passwordRequired') }]}>
        <Input.Password
          data-testid="login-password"
          prefix={<LockOutlined aria-hidden />}
          autoComplete="current-password"
          maxLength={128}
        />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} data-testid="login-error" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
