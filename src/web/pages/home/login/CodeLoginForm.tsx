import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeCredentials } from '@/web/api/auth';
import { toast } from '@/web/feedback/toast';
import { useCountdown } from '@/web/hooks/useCountdown';
import { errorText } from './types';

export interface CodeLoginFormProps {
  onSendCode(email: string): Promise<number>;
  onSubmit(values: CodeCredentials): Promise<void>;
  initialError?: string | null;
  /** Seconds already on the resend countdown (Storybook). */
  initialCountdown?: number;
}

export function CodeLoginForm({ onSendCode, onSubmit, initialError = null, initialCountdown = 0 }: CodeLoginFormProps) {
  const { t } = useTranslation();
  // Login goes through the auth provider (useLogin), not a data hook; the form only gathers the values.
  const [form] = Form.useForm<CodeCredentials>();
  const [error, setError] = useState<string | null>(initialError);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown(initialCountdown);

  const send = async () => {
    setError(null);
    let email: string;
    try {
      ({ email } = await form.validateFields(['email']));
    } catch {
      return; // the field shows what is wrong
    }
    setSending(true);
    try {
      countdown.start(await onSendCode(email.trim()));
      toast('success', t('login.codeSent'));
    } catch (e) {
      setError(errorText(e, t('login.codeSendFailed')));
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: CodeCredentials) => {
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit({ email: values.email.trim(), code: values.code.trim() });
    } catch (e) {
      setError(errorText(e, t('login.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<CodeCredentials> form={form} name="login-code" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item label={t('login.email')} htmlFor="login-code_email" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="email"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t('login.validation.emailRequired') },
              { type: 'email', message: t('login.validation.emailInvalid') },
            ]}
          >
            <Input
              data-testid="login-email"
              prefix={<MailOutlined aria-hidden />}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
          </Form.Item>
          <Button
            data-testid="login-send-code"
            onClick={() => void send()}
            loading={sending}
            disabled={countdown.running}
            style={{ minWidth: 128 }}
          >
            {countdown.running ? t('login.resendIn', { seconds: countdown.remaining }) : t('login.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {countdown.running && (
        <Typography.Paragraph type="secondary" data-testid="login-countdown" style={{ marginTop: -12 }}>
          {t('login.codeHint', { seconds: countdown.remaining })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="code"
        label={t('login.code')}
        rules={[
          { required: true, message: t('login.validation.codeRequired') },
          { pattern: /^\d{6}$/, message: t('login.validation.codeFormat') },
        ]}
      >
        <Input
          data-testid="login-code"
          prefix={<SafetyOutlined aria-hidden />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} data-testid="login-error" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} data-testid="login-code-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
