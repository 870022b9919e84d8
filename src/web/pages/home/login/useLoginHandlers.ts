// Connects the login forms to Refine's useLogin (authProvider.login) and the send-code call. On
// success the user goes to the landing page the auth provider names.
import { useGo, useLogin } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_CODE_RESEND_SECONDS } from '@/domain/schemas/auth';
import { sendLoginCode } from '@/web/api/auth';
import { toast } from '@/web/feedback/toast';
import type { LoginParams } from '@/web/providers/auth-provider';
import { useServices } from '@/web/services';
import type { LoginHandlers } from './types';

export function useLoginHandlers(): LoginHandlers {
  const { t } = useTranslation();
  const { http } = useServices();
  const go = useGo();
  // Our own callbacks replace Refine's: errors are shown inline by the form, not as a toast.
  const { mutateAsync } = useLogin<LoginParams>({ mutationOptions: { onSuccess: () => undefined, onError: () => undefined } });

  return useMemo(() => {
    const login = async (params: LoginParams) => {
      const result = await mutateAsync(params);
      if (result.success) {
        toast('success', t('login.message.success'));
        if (result.redirectTo) go({ to: result.redirectTo, type: 'replace' });
        return;
      }
      if (result.error) throw result.error;
      // No error and no success: an incomplete answer, abandoned silently (SPEC 4).
    };
    return {
      loginWithPassword: (values) => login({ mode: 'password', ...values }),
      loginWithCode: (values) => login({ mode: 'code', ...values }),
      sendCode: async (email) => (await sendLoginCode(http, email)).resendAfterSeconds || LOGIN_CODE_RESEND_SECONDS,
    };
  }, [mutateAsync, http, t, go]);
}
