// `/`: the public home page, for visitors and logged-in users alike: what the platform sells, how to
// work with it, why, and the partnership form. Visitors get the login panel; a logged-in user gets a
// way into the console instead; a partner platform's user is taken to booking.
import { Navigate } from 'react-router';
import { VisitorChatWidget } from '@/web/chat/VisitorChatWidget';
import { homeRedirectOf } from '@resources';
import { PublicShell } from '@/web/layout/PublicShell';
import { CooperationOptions } from './CooperationOptions';
import { HomeHero } from './HomeHero';
import { PartnershipSection } from './partnership/PartnershipSection';
import { ProductList } from './ProductList';
import { ReasonsToChoose } from './ReasonsToChoose';
import { useSessionState } from '@/web/services';

export default function HomePage() {
  const { session } = useSessionState();
  const redirect = homeRedirectOf(session?.userInfo);
  if (redirect) return <Navigate to={redirect} replace />;
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
