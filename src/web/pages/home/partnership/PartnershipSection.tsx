import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageSpinner } from '@/web/components/PageSpinner';
import { useNearViewport } from '@/web/hooks/useNearViewport';
import { withConsoleTexts } from '@/web/i18n/with-console-texts';

// The form (Refine, antd, the country list, the console's texts) is fetched when the visitor comes
// near it, not with the page.
const PartnershipIsland = lazy(() => withConsoleTexts(import('./PartnershipIsland')));

/** The home page's "become a partner" block; the header and footer link to it (#partnership). */
export function PartnershipSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  useEffect(() => {
    if (hash !== '#partnership') return;
    // After the frame's own scroll to the top on navigation, which runs after this (a parent's effect).
    const frame = requestAnimationFrame(() => document.getElementById('partnership')?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <section
      ref={section}
      id="partnership"
      aria-labelledby="partnership-title"
      style={{ padding: '48px 24px 64px', maxWidth: 900, margin: '0 auto', scrollMarginTop: 72 }}
    >
      <h2 id="partnership-title">{t('partnership.title')}</h2>
      <p className="site-secondary">{t('partnership.intro')}</p>
      {near || hash === '#partnership' ? (
        <Suspense fallback={<PageSpinner />}>
          <PartnershipIsland />
        </Suspense>
      ) : (
        <div style={{ minHeight: 480 }} />
      )}
    </section>
  );
}
