// `/partner-entry`: the page a partner platform's signed link opens. It sends the link's parameters
// to the single-login call once (through the auth provider, like every login), keeps the session
// and goes to the landing page; a refused link shows the server's message.
import { useGo, useLogin } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoginParams } from '@/web/providers/auth-provider';
import { PublicShell } from '@/web/layout/PublicShell';

export default function PartnerEntryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const go = useGo();
  const { mutateAsync } = useLogin<LoginParams>({ mutationOptions: { onSuccess: () => undefined, onError: () => undefined } });
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // A signature is accepted once: the entry must not be sent twice (StrictMode runs effects twice).
    if (sent.current) return;
    sent.current = true;
    const [code, signature, timestamp, userid] = ['code', 'signature', 'timestamp', 'userid'].map((k) => params.get(k) ?? '');
    if (!code || !signature || !timestamp || !userid) {
      setError(t('partners.entry.incomplete'));
      return;
    }
    const token = params.get('token') || undefined;
    void mutateAsync({ mode: 'partner', code, signature, timestamp, userid, ...(token ? { token } : {}) }).then((result) => {
      if (result.success && result.redirectTo) go({ to: result.redirectTo, type: 'replace' });
      else setError(result.error?.message || t('partners.entry.failed'));
    });
  }, [params, mutateAsync, go, t]);

  return (
    <PublicShell>
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} data-testid="partner-entry">
        {error ? (
          <Alert type="error" showIcon message={t('partners.entry.refused')} description={error} data-testid="partner-entry-error" />
        ) : (
          <Spin tip={t('partners.entry.signingIn')}>
            <div style={{ width: 200, height: 60 }} />
          </Spin>
        )}
      </div>
    </PublicShell>
  );
}
