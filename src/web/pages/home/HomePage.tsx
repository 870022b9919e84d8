// `/`: marketing for visitors with the login panel; a logged-in user is sent to the landing page.
import { PageSpinner } from '@/web/components/PageSpinner';
import { PublicShell } from '@/web/layout/PublicShell';
import { LandingRedirect } from '@/web/routing/LandingRedirect';
import { useSessionState } from '@/web/services';
import { CooperationOptions } from './CooperationOptions';
import { HomeHero } from './HomeHero';
import { ProductList } from './ProductList';

export default function HomePage() {
  const { session } = useSessionState();
  if (session) return <LandingRedirect fallback={<PageSpinner />} />;
  return (
    <PublicShell>
      <HomeHero />
      <ProductList />
      <CooperationOptions />
    </PublicShell>
  );
}
