import { useTranslation } from 'react-i18next';
import { Figures } from '@/web/site/ui/Figures';
import { useLoginHandlers } from './login/useLoginHandlers';
import { LoginPanel } from './login/LoginPanel';
import { ConsoleEntry } from './ConsoleEntry';
import { warmConsole } from '@/web/routing/console-parts';
import { useSessionState } from '@/web/services';

export function HomeHero() {
  const { t } = useTranslation();
  const handlers = useLoginHandlers();
  const loggedIn = useSessionState().session !== null;
  return (
    <section aria-labelledby="home-title" className="site-hero">
      <div className="site-hero-row">
        <div>
          <h1 id="home-title" data-testid="page-title">
            {t('home.title')}
          </h1>
          <p style={{ fontSize: 18, maxWidth: 560 }}>{t('home.slogan')}</p>
          <Figures />
        </div>
        <div className="site-hero-side">
          {loggedIn ? (
            <ConsoleEntry />
          ) : (
            // A visitor who starts typing is about to log in: fetch the console meanwhile.
            <div onFocusCapture={warmConsole} style={{ width: '100%', maxWidth: 420 }}>
              <LoginPanel handlers={handlers} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
