import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordCredentials } from '@/web/api/auth';
import { SiteAlert } from '@/web/site/ui/SiteAlert';
import { SiteButton } from '@/web/site/ui/SiteButton';
import { SiteField } from '@/web/site/ui/SiteField';
import { SiteIcon } from '@/web/site/ui/SiteIcon';
import { required } from './field-rules';
import { errorText } from './types';
import { useLoginFields } from './useLoginFields';

export interface PasswordLoginFormProps {
  onSubmit(values: PasswordCredentials): Promise<void>;
  initialError?: string | null;
}

const RULES = {
  username: [required('login.validation.usernameRequired')],
  password: [required('login.validation.passwordRequired')],
};

export function PasswordLoginForm({ onSubmit, initialError = null }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const { values, errors, set, validate } = useLoginFields(RULES);
  const [error, setError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);
  const [shown, setShown] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
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

  const message = (key: string | null | undefined) => (key ? t(key) : null);
  return (
    <form name="login-password" noValidate onSubmit={(e) => void submit(e)}>
      <SiteField
        id="login-password_username"
        label={t('login.username')}
        icon={UserOutlined}
        error={message(errors.username)}
        data-testid="login-username"
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        maxLength={254}
        value={values.username}
        onChange={(e) => set('username', e.target.value)}
      />
      <SiteField
        id="login-password_password"
        label={t('login.password')}
        icon={LockOutlined}
        error={message(errors.password)}
        data-testid="login-password"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        maxLength={128}
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        suffix={
          <button
            type="button"
            className="site-reveal"
            aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            <SiteIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        }
      />
      {error && <SiteAlert message={error} testId="login-error" />}
      <SiteButton type="submit" primary large block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </SiteButton>
    </form>
  );
}
