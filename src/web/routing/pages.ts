// Route name -> its page component, each loaded on first visit (React.lazy) so no page weighs on the
// first download. Paths, guards and menu come from the resource declarations (resources/); this map
// only binds a component to each declared route, and the router refuses a route without one.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

export const PAGES: Readonly<Record<string, Page>> = {
  index: lazy(() => import('@/web/pages/home/HomePage')),
  terms: lazy(() => import('@/web/pages/legal/TermsPage')),
  privacy: lazy(() => import('@/web/pages/legal/PrivacyPage')),
  about: lazy(() => import('@/web/pages/about/AboutPage')),
  desk: lazy(() => import('@/web/pages/desk/DeskPage')),
  profile: lazy(() => import('@/web/pages/profile/ProfilePage')),
  users: lazy(() => import('@/web/pages/admin/UsersPage')),
  'user-log': lazy(() => import('@/web/pages/admin/UserLogPage')),
  company: lazy(() => import('@/web/pages/admin/CompanyPage')),
  'flight-booking': lazy(() => import('@/web/pages/flight/FlightBookingPage')),
  'flight-booking-confirm': lazy(() => import('@/web/pages/flight/FlightBookingConfirmPage')),
  'flight-orders': lazy(() => import('@/web/pages/flight/FlightOrdersPage')),
  'flight-orders-voyage': lazy(() => import('@/web/pages/flight/FlightOrdersVoyagePage')),
  'flight-orders-id': lazy(() => import('@/web/pages/flight/FlightOrderDetailPage')),
  'order-review': lazy(() => import('@/web/pages/flight/OrderReviewPage')),
  'flight-group-booking': lazy(() => import('@/web/pages/group/GroupBookingPage')),
  'flight-group-booking-confirm': lazy(() => import('@/web/pages/group/GroupBookingConfirmPage')),
  'flight-group-order': lazy(() => import('@/web/pages/group/GroupOrdersPage')),
  'flight-group-order-id': lazy(() => import('@/web/pages/group/GroupOrderDetailPage')),
  'train-booking': lazy(() => import('@/web/pages/train/TrainBookingPage')),
  'train-booking-confirm': lazy(() => import('@/web/pages/train/TrainBookingConfirmPage')),
  'train-orders': lazy(() => import('@/web/pages/train/TrainOrdersPage')),
  'train-orders-id': lazy(() => import('@/web/pages/train/TrainOrderDetailPage')),
  'bills-wallet': lazy(() => import('@/web/pages/bills/WalletPage')),
  'bills-transactions': lazy(() => import('@/web/pages/bills/TransactionsPage')),
  'bills-statements': lazy(() => import('@/web/pages/bills/StatementsPage')),
  'agency-manager': lazy(() => import('@/web/pages/agency/AgencyManagerPage')),
  'agency-manager-statements': lazy(() => import('@/web/pages/agency/AgencyStatementsPage')),
  'agency-manager-bills-id': lazy(() => import('@/web/pages/agency/AgencyBillDetailPage')),
  applications: lazy(() => import('@/web/pages/applications/ApplicationsPage')),
  'chat-inbox': lazy(() => import('@/web/pages/chat/ChatInboxPage')),
  partners: lazy(() => import('@/web/pages/partners/PartnersPage')),
  sites: lazy(() => import('@/web/pages/sites/SitesPage')),
  'partner-entry': lazy(() => import('@/web/pages/partners/PartnerEntryPage')),
};

export const NotFoundPage: Page = lazy(() => import('@/web/pages/common/NotFoundPage'));
