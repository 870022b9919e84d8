// The agency's webhook signing key on the company page: whether one is set, and a button (its
// SuperUser's only) that issues a new one, confirmed first and shown once. The key it replaces keeps
// signing for a day, so the receiver can switch over.
import { CanAccess } from '@refinedev/core';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile, NotifySecretIssued } from '@/domain/schemas/company';
import { SecretNotice, type Secret } from '@/web/components/SecretNotice';
import { useResourceAction } from '@/web/data/useResourceAction';

export function SigningKeyCard({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [secret, setSecret] = useState<Secret | null>(null);
  // The company profile says whether a key is set: read again after a new one.
  const issue = useResourceAction<NotifySecretIssued>('company');

  const issueKey = () =>
    modal.confirm({
      title: t('company.signingKey.confirm'),
      content: company.notifySecretSet ? t('company.signingKey.replaces') : undefined,
      okText: t('company.signingKey.issue'),
      cancelText: t('common.cancel'),
      onOk: () =>
        issue.run({
          path: ['notify-secret'],
          onSuccess: (data) =>
            setSecret({ title: t('company.signingKey.title'), lines: [{ label: t('company.signingKey.key'), value: data.secret }] }),
        }),
    });

  return (
    <Card title={t('company.signingKey.title')} style={{ marginTop: 16 }} data-testid="signing-key-card">
      <Space direction="vertical">
        <Typography.Text type="secondary">{t('company.signingKey.hint')}</Typography.Text>
        <Tag color={company.notifySecretSet ? 'green' : 'default'} data-testid="signing-key-state">
          {company.notifySecretSet ? t('company.signingKey.set') : t('company.signingKey.none')}
        </Tag>
        <CanAccess resource="company" action="notifySecret">
          <Button onClick={issueKey} loading={issue.isPending} data-testid="signing-key-issue">
            {t('company.signingKey.issue')}
          </Button>
        </CanAccess>
      </Space>
      <SecretNotice secret={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}
