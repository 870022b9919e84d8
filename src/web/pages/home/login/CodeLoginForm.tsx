import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeCredentials } from '@/web/api/auth';
import { toast } from '@/web/feedback/toast';
import { useCountdown } from '@/web/hooks/useCountdown';
import { SiteAlert } from '@/web/site/ui/SiteAlert';
import { SiteButton } from '@/web/site/ui/SiteButton';
import { SiteField } from '@/web/site/ui/SiteField';
import { codeRules, emailRules } from './field-rules';
import { errorText } from './types';
import { useLoginFields } from './useLoginFields';

export interface CodeLoginFormProps {
  onSendCode(email: string): Promise<number>;
  onSubmit(values: CodeCredentials): Promise<void>;
  initialError?: string | null;
  /** Seconds already on the resend countdown (Storybook). */
  initialCountdown?: number;
}

const RULES = { email: emailRules, code: codeRules };

export function CodeLoginForm({ onSendCode, onSubmit, initialError = null, initialCountdown = 0 }: CodeLoginFormProps) {
  const { t } = useTranslation();
  const { values, errors, set, validate } = useLoginFields(RULES);
  const [error, setError] = useState<string | null>(initialError);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown(initialCountdown);

  const send = async () => {
    setError(null);
    if (!validate(['email'])) return; // the field shows what is wrong
    setSending(true);
    try {
      countdown.start(await onSendCode(values.email.trim()));
      toast('success', t('login.codeSent'));
    } catch (e) {
      setError(errorText(e, t('login.codeSendFailed')));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
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

  const message = (key: string | null | undefined) => (key ? t(key) : null);
  return (
    <form name="login-code" noValidate onSubmit={(e) => void submit(e)}>
      <SiteField
        id="login-code_email"
        label={t('login.email')}
        icon={MailOutlined}
        error={message(errors.email)}
        data-testid="login-email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        addon={
          <SiteButton data-testid="login-send-code" onClick={() => void send()} loading={sending} disabled={countdown.running}>
            {countdown.running ? t('login.resendIn', { seconds: countdown.remaining }) : t('login.sendCode')}
          </SiteButton>
        }
      />
      {countdown.running && (
        <p className="site-secondary" data-testid="login-countdown" style={{ marginTop: -12 }}>
          {t('login.codeHint', { seconds: countdown.remaining })}
        </p>
      )}
      <SiteField
        id="login-code_code"
        label={t('login.code')}
        icon={SafetyOutlined}
        error={message(errors.code)}
        data-testid="login-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={values.code}
        onChange={(e) => set('code', e.target.value)}
      />
      {error && <SiteAlert message={error} testId="login-error" />}
      <SiteButton type="submit" primary large block loading={submitting} data-testid="login-code-submit">
        {t('login.submit')}
      </SiteButton>
    </form>
  );
}
