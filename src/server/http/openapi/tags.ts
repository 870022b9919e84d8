// The document's tags: every operation and webhook names exactly one of these, and each has a
// description so an integrator's reference groups the API by what it is for.
export const TAGS = {
  auth: {
    name: 'Authentication',
    description: 'Log in (password or e-mailed code), the current user, log out. Integrations use an agency API key instead.',
  },
  site: { name: 'Site', description: 'Public site information and defaults, read before login.' },
  sites: {
    name: 'Sites',
    description: "Platform staff's white-label sites: the site info each host name is served, their domains and images.",
  },
  users: { name: 'Users', description: "Users of the caller's agency and the user log of every mutating call." },
  agencies: {
    name: 'Agencies',
    description: 'Agencies and sub-agencies: profile, settings, logo, SuperUser password and the agency API key.',
  },
  company: { name: 'Company', description: "The caller's company profile and logos." },
  profile: { name: 'Profile', description: "The caller's often-used passengers and member cards." },
  applications: {
    name: 'Partnership applications',
    description: "The public site's partnership form, and platform staff's inbox of the applications it sends.",
  },
  chat: {
    name: 'Chat',
    description:
      "Live chat with platform staff: an agency's conversation, a site visitor's, the staff inbox, and server-sent event streams of new messages.",
  },
  partners: {
    name: 'Partner integrations',
    description:
      "Partner single-login (a partner platform signs its users in), and platform staff's integrations: keys, secret rotation, test links.",
  },
  airports: { name: 'Airports', description: 'Airport, city and airline reference data.' },
  wallet: {
    name: 'Wallet',
    description: 'Agency wallets: balance, credit, top-ups and every movement. Money is integer minor units with its currency.',
  },
  statements: { name: 'Statements', description: 'Statements per credit period and spending per period.' },
  rates: { name: 'Exchange rates', description: 'Exchange rates per base-currency unit, by day.' },
  payments: { name: 'Payments', description: 'Payment channels, payments and the payment gateway callback.' },
  shopping: {
    name: 'Flight shopping',
    description: 'Search flights across suppliers, read a PNR, and price-check an offer before booking.',
  },
  orders: { name: 'Flight orders', description: 'Book from a verified quote, pay, follow the order, and ask changes, refunds or voids.' },
  reviews: { name: 'Flight order reviews', description: 'Staff work queue: review changes and refunds, ticket manually.' },
  disruptions: { name: 'Flight disruptions', description: 'Schedule changes announced by suppliers, and the agency decision on each.' },
  groups: {
    name: 'Group orders',
    description: 'Group bookings from the agency side: ask a quote, confirm, pay instalments, passenger list, documents.',
  },
  trainShopping: {
    name: 'Train shopping',
    description: 'Stations (by code, name, pinyin or city), train search by station or city and date, stops on demand.',
  },
  trainOrders: {
    name: 'Train orders',
    description: 'Book real-name train tickets, pay, follow the order, refund or change tickets, e-tickets.',
  },
  trainDesk: { name: 'Train desk', description: 'Platform staff: issue or fail by hand the train orders of agencies in manual mode.' },
  health: { name: 'Health', description: 'Liveness and readiness probes for load balancers and orchestrators (docs/operations.md).' },
  system: {
    name: 'System',
    description:
      'Platform staff: the state of suppliers, payment channels, job queues, webhooks, the nightly ledger check and backups (docs/operations.md).',
  },
  jobs: {
    name: 'Background jobs',
    description: 'Platform staff: background work that needs a person (dead letters, crashed runs, retries, late jobs).',
  },
  groupDesk: { name: 'Group desk', description: 'Staff side of group bookings: quote, seats, review, issue.' },
  webhookDeliveries: {
    name: 'Webhook deliveries',
    description: "What was sent to the agency's notification URLs, what each receiver answered, and sending an event again.",
  },
  orderEvents: {
    name: 'Order events',
    description: "Webhooks sent to the agency's booking notification URL when a flight order changes status.",
  },
  trainEvents: {
    name: 'Train order events',
    description: "Webhooks sent to the agency's train notification URL when a train order changes status.",
  },
  disruptionEvents: {
    name: 'Disruption events',
    description: "Webhooks sent to the agency's flight-change notification URL when a supplier announces a schedule change.",
  },
} as const;

export type TagKey = keyof typeof TAGS;
