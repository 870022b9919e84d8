// `/`: the public home page, for visitors and logged-in users alike: what the platform sells, how to
// work with it, why, and the partnership form. Visitors get the login panel; a logged-in user gets a
// way into the console instead.
import { VisitorChatWidget } from '@/web/chat/VisitorChatWidget';
import { PublicShell } from '@/web/layout/PublicShell';
import { CooperationOptions } from './CooperationOptions';
import { HomeHero } from './HomeHero';
import { PartnershipSection } from './partnership/PartnershipSection';
import { ProductList } from './ProductList';
import { ReasonsToChoose } from './ReasonsToChoose';

export default function HomePage() {
  return (
    <PublicShell>
      <HomeHero />
      <ProductList />
      <CooperationOptions />
      <ReasonsToChoose />
      <PartnershipSection />
      <VisitorChatWidget />
    </PublicShell>
  );
}
