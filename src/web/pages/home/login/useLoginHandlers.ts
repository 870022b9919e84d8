// Connects the login forms to the auth provider's login and the send-code call. On success the user
// goes to the landing page the auth provider names. The public site runs without Refine (so a visitor
// does not download the console), hence no useLogin here: the same auth provider is called directly.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_CODE_RESEND_SECONDS } from '@/domain/timings';
import { sendLoginCode } from '@/web/api/auth';
import { toast } from '@/web/feedback/toast';
import { createAppAuthProvider } from '@/web/providers/app-auth';
import { warmConsole } from '@/web/routing/console-parts';
import type { LoginParams } from '@/web/providers/auth-provider';
import { useServices } from '@/web/services';
import type { LoginHandlers } from './types';

export function useLoginHandlers(): LoginHandlers {
  const { i18n } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();

  return useMemo(() => {
    const auth = createAppAuthProvider(services, i18n);
    const { http } = services;
    const login = async (params: LoginParams) => {
      // The console's code downloads while the server checks the credentials.
      warmConsole();
      // Errors are shown inline by the form, not as a toast.
      const result = await auth.login(params);
      if (result.success) {
        // The auth provider leaves the message out for agencies that asked for none.
        const message = result.successNotification?.message;
        if (message) toast('success', message);
        if (result.redirectTo) void navigate(result.redirectTo, { replace: true });
        return;
      }
      if (result.error) throw result.error;
      // No error and no success: an incomplete answer, abandoned silently.
    };
    return {
      loginWithPassword: (values) => login({ mode: 'password', ...values }),
      loginWithCode: (values) => login({ mode: 'code', ...values }),
      sendCode: async (email) => (await sendLoginCode(http, email)).resendAfterSeconds || LOGIN_CODE_RESEND_SECONDS,
    };
  }, [services, i18n, navigate]);
}
