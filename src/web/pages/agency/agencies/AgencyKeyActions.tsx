// The SuperUser's keys to an agency: a new password for its SuperUser and a new API key, each
// confirmed first and shown once (by the page's secret notice). Only a SuperUser may do either.
// The agency's webhook signing key can only be revoked from here: it is issued to, and read by, the
// agency's own SuperUser (the company page).
import { CanAccess } from '@refinedev/core';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Agency } from '@/domain/schemas/agencies';
import type { Secret } from '@/web/components/SecretNotice';
import { useResourceAction } from '@/web/data/useResourceAction';

interface NewPassword {
  username: string;
  password: string;
}

interface NewApiKey {
  apiKey: string;
  prefix: string;
}

export function AgencyKeyActions({ agency, onSecret }: { agency: Agency; onSecret(secret: Secret): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // Neither changes what a list shows but the key's prefix and date, which the agency's details show.
  const password = useResourceAction<NewPassword>('agency-manager', { id: agency.id, invalidates: [] });
  const apiKey = useResourceAction<NewApiKey>('agency-manager', { id: agency.id });
  const revoke = useResourceAction<{ hadKey: boolean }>('agency-manager', { id: agency.id, invalidates: [] });

  const resetPassword = () =>
    modal.confirm({
      title: t('agencies.resetConfirm', { name: agency.name }),
      content: t('users.resetHint'),
      okText: t('users.resetPassword'),
      cancelText: t('common.cancel'),
      onOk: () =>
        password.run({
          path: ['superuser', 'password'],
          onSuccess: (data) =>
            onSecret({
              title: t('users.passwordFor', { name: data.username }),
              lines: [
                { label: t('users.fields.username'), value: data.username },
                { label: t('users.newPassword'), value: data.password },
              ],
            }),
        }),
    });

  const newApiKey = () =>
    modal.confirm({
      title: t('agencies.apiKeyConfirm', { name: agency.name }),
      content: agency.apiKeyPrefix ? t('agencies.apiKeyReplaces') : undefined,
      okText: t('agencies.generateApiKey'),
      cancelText: t('common.cancel'),
      onOk: () =>
        apiKey.run({
          path: ['apikey'],
          onSuccess: (data) =>
            onSecret({
              title: t('agencies.apiKeyFor', { name: agency.name }),
              lines: [{ label: t('agencies.fields.apiKey'), value: data.apiKey }],
            }),
        }),
    });

  const revokeSigningKey = () =>
    modal.confirm({
      title: t('agencies.revokeSigningKeyConfirm', { name: agency.name }),
      content: t('agencies.revokeSigningKeyHint'),
      okText: t('agencies.revokeSigningKey'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => revoke.run({ path: ['notify-secret'], method: 'delete', success: t('agencies.signingKeyRevoked') }),
    });

  return (
    <>
      <CanAccess resource="agency-manager" action="resetPassword">
        <Button onClick={resetPassword} loading={password.isPending} data-testid="agency-reset-password">
          {t('agencies.resetSuperUserPassword')}
        </Button>
      </CanAccess>
      <CanAccess resource="agency-manager" action="apiKey">
        <Button onClick={newApiKey} loading={apiKey.isPending} data-testid="agency-api-key">
          {t('agencies.generateApiKey')}
        </Button>
      </CanAccess>
      <CanAccess resource="agency-manager" action="revokeNotifySecret">
        <Button danger onClick={revokeSigningKey} loading={revoke.isPending} data-testid="agency-revoke-signing-key">
          {t('agencies.revokeSigningKey')}
        </Button>
      </CanAccess>
    </>
  );
}
