// The home page's login card (SPEC 2): password, or an e-mail code with a resend countdown.
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import type { LoginHandlers, LoginTab } from './types';

export interface LoginPanelProps {
  handlers: LoginHandlers;
  initialTab?: LoginTab;
  initialError?: string | null;
  initialCountdown?: number;
}

export function LoginPanel({ handlers, initialTab = 'password', initialError, initialCountdown }: LoginPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  return (
    <Card
      data-testid="login-panel"
      title={<h2 style={{ margin: 0, fontSize: 20 }}>{t('login.title')}</h2>}
      style={{ width: '100%', maxWidth: 420 }}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        items={[
          {
            key: 'password',
            label: <span data-testid="login-tab-password">{t('login.tabs.password')}</span>,
            children: (
              <PasswordLoginForm onSubmit={handlers.loginWithPassword} initialError={initialTab === 'password' ? initialError : null} />
            ),
          },
          {
            key: 'code',
            label: <span data-testid="login-tab-code">{t('login.tabs.code')}</span>,
            children: (
              <CodeLoginForm
                onSendCode={handlers.sendCode}
                onSubmit={handlers.loginWithCode}
                initialError={initialTab === 'code' ? initialError : null}
                initialCountdown={initialCountdown}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
