// The home page's login card: password, or an e-mail code with a resend countdown. The two modes are
// an ARIA tab list (arrow keys, Home and End move between the tabs; only the chosen tab is in the
// Tab order) over plain elements, so the first page loads no antd.
import { useRef, useState, type KeyboardEvent } from 'react';
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

const TABS: readonly LoginTab[] = ['password', 'code'];

export function LoginPanel({ handlers, initialTab = 'password', initialError, initialCountdown }: LoginPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const buttons = useRef<Partial<Record<LoginTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = TABS[(next + TABS.length) % TABS.length]!;
    setTab(chosen);
    buttons.current[chosen]?.focus();
  };

  return (
    <section className="site-card" data-testid="login-panel" aria-labelledby="login-title" style={{ width: '100%', maxWidth: 420 }}>
      <div className="site-card-title">
        <h2 id="login-title">{t('login.title')}</h2>
      </div>
      <div className="site-card-body">
        <div className="site-tabs" role="tablist" aria-label={t('login.title')} onKeyDown={onKeyDown}>
          {TABS.map((key) => (
            <button
              key={key}
              ref={(el) => {
                buttons.current[key] = el;
              }}
              type="button"
              role="tab"
              id={`login-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`login-tabpanel-${key}`}
              tabIndex={tab === key ? 0 : -1}
              className="site-tab"
              onClick={() => setTab(key)}
              data-testid={`login-tab-${key}`}
            >
              {t(`login.tabs.${key}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`login-tabpanel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
          {tab === 'password' ? (
            <PasswordLoginForm onSubmit={handlers.loginWithPassword} initialError={initialTab === 'password' ? initialError : null} />
          ) : (
            <CodeLoginForm
              onSendCode={handlers.sendCode}
              onSubmit={handlers.loginWithCode}
              initialError={initialTab === 'code' ? initialError : null}
              initialCountdown={initialCountdown}
            />
          )}
        </div>
      </div>
    </section>
  );
}
