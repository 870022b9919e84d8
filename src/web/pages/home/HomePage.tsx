// `/`: marketing for visitors with the login panel; a logged-in user is sent to the landing page.
import { PageSpinner } from '../../components/PageSpinner';
import { PublicShell } from '../../layout/PublicShell';
import { LandingRedirect } from '../../routing/LandingRedirect';
import { useSessionState } from '../../services';
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
