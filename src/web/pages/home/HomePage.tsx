// `/`: the public home page, for visitors and logged-in users alike. Visitors get the login panel;
// a logged-in user gets a way into the console instead.
import { PublicShell } from '@/web/layout/PublicShell';
import { CooperationOptions } from './CooperationOptions';
import { HomeHero } from './HomeHero';
import { ProductList } from './ProductList';

export default function HomePage() {
  return (
    <PublicShell>
      <HomeHero />
      <ProductList />
      <CooperationOptions />
    </PublicShell>
  );
}
