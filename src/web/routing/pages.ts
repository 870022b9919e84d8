// Route name (src/domain/routes.ts) -> its page, each loaded on first visit (React.lazy) so no page
// weighs on the first download.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

export const PAGES: Readonly<Record<string, Page>> = {
  index: lazy(() => import('../pages/home/HomePage')),
  terms: lazy(() => import('../pages/legal/TermsPage')),
  privacy: lazy(() => import('../pages/legal/PrivacyPage')),
  profile: lazy(() => import('../pages/profile/ProfilePage')),
  users: lazy(() => import('../pages/admin/UsersPage')),
  'user-log': lazy(() => import('../pages/admin/UserLogPage')),
  company: lazy(() => import('../pages/admin/CompanyPage')),
  'flight-booking': lazy(() => import('../pages/flight/FlightBookingPage')),
  'flight-booking-confirm': lazy(() => import('../pages/flight/FlightBookingConfirmPage')),
  'flight-orders': lazy(() => import('../pages/flight/FlightOrdersPage')),
  'flight-orders-voyage': lazy(() => import('../pages/flight/FlightOrdersVoyagePage')),
  'flight-orders-id': lazy(() => import('../pages/flight/FlightOrderDetailPage')),
  'order-review': lazy(() => import('../pages/flight/OrderReviewPage')),
  'flight-group-booking': lazy(() => import('../pages/group/GroupBookingPage')),
  'flight-group-booking-confirm': lazy(() => import('../pages/group/GroupBookingConfirmPage')),
  'flight-group-order': lazy(() => import('../pages/group/GroupOrdersPage')),
  'flight-group-order-id': lazy(() => import('../pages/group/GroupOrderDetailPage')),
  'train-booking': lazy(() => import('../pages/train/TrainBookingPage')),
  'train-orders': lazy(() => import('../pages/train/TrainOrdersPage')),
  'bills-wallet': lazy(() => import('../pages/bills/WalletPage')),
  'bills-transactions': lazy(() => import('../pages/bills/TransactionsPage')),
  'bills-statements': lazy(() => import('../pages/bills/StatementsPage')),
  'agency-manager': lazy(() => import('../pages/agency/AgencyManagerPage')),
  'agency-manager-statements': lazy(() => import('../pages/agency/AgencyStatementsPage')),
  'agency-manager-bills-id': lazy(() => import('../pages/agency/AgencyBillDetailPage')),
};

export const NotFoundPage: Page = lazy(() => import('../pages/common/NotFoundPage'));
