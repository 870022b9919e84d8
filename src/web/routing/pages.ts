// Route name -> its page component, each loaded on first visit (lazy) so no page weighs on the
// first download. Paths, guards and menu come from the resource declarations (resources/); these maps
// only bind a component to each declared route, and the router refuses a route without one.
// SITE_PAGES are the public site: they render without Refine, so a visitor never downloads the
// console (Refine, its antd parts, the access rules). Every other page sits in the console root.
import { lazyPage, type LazyPage } from './lazy-page';

const lazy = lazyPage;

export const SITE_PAGES: Readonly<Record<string, LazyPage>> = {
  index: lazy(() => import('@/web/pages/home/HomePage')),
  terms: lazy(() => import('@/web/pages/legal/TermsPage')),
  privacy: lazy(() => import('@/web/pages/legal/PrivacyPage')),
  about: lazy(() => import('@/web/pages/about/AboutPage')),
};

export const CONSOLE_PAGES: Readonly<Record<string, LazyPage>> = {
  desk: lazy(() => import('@/web/pages/desk/DeskPage')),
  system: lazy(() => import('@/web/pages/system/SystemPage')),
  profile: lazy(() => import('@/web/pages/profile/ProfilePage')),
  users: lazy(() => import('@/web/pages/admin/UsersPage')),
  'user-log': lazy(() => import('@/web/pages/admin/UserLogPage')),
  'security-log': lazy(() => import('@/web/pages/admin/SecurityLogPage')),
  'webhook-deliveries': lazy(() => import('@/web/pages/admin/webhooks/WebhookDeliveriesPage')),
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

export const PAGES: Readonly<Record<string, LazyPage>> = { ...SITE_PAGES, ...CONSOLE_PAGES };

export const NotFoundPage: LazyPage = lazy(() => import('@/web/pages/common/NotFoundPage'));
