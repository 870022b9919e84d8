// What an agency's API key (X-Api-Key) may do: book, pay and read for the agency's integration.
// A key acts in the name of the agency's SuperUser but only within these scopes; managing users,
// passwords, keys, settings and the company stays with people who log in. Each scope lists the
// policy objects and actions (access/policy.csv) it grants. The OpenAPI document names them.
export interface ApiKeyScope {
  name: string;
  description: string;
  grants: ReadonlyArray<{ obj: string; act: 'read' | 'write' }>;
}

export const API_KEY_SCOPES: readonly ApiKeyScope[] = [
  {
    name: 'booking',
    description:
      'Search flights and trains, check prices, create flight, group and train orders and act on them (change, refund, void, cancel, passenger lists).',
    grants: [
      { obj: 'api:flight-shopping', act: 'write' },
      { obj: 'api:flight-orders', act: 'write' },
      { obj: 'api:group-orders', act: 'write' },
      { obj: 'api:train-shopping', act: 'read' },
      { obj: 'api:train-shopping', act: 'write' },
      { obj: 'api:train-orders', act: 'write' },
      { obj: 'api:airports', act: 'read' },
      { obj: 'api:exchange-rates', act: 'read' },
    ],
  },
  {
    name: 'webhooks',
    description: "List the agency's webhook deliveries with what each receiver answered, and send one again.",
    grants: [
      { obj: 'api:webhook-deliveries', act: 'read' },
      { obj: 'api:webhook-deliveries', act: 'write' },
    ],
  },
  {
    name: 'payment',
    description: "Pay the agency's orders (wallet balance or the payment gateway) and read the payments.",
    grants: [
      { obj: 'api:payment', act: 'read' },
      { obj: 'api:payment', act: 'write' },
    ],
  },
  {
    name: 'reading',
    description: "Read the agency's orders, group orders, train orders, wallet, transactions, statements and company details.",
    grants: [
      { obj: 'api:flight-orders', act: 'read' },
      { obj: 'api:group-orders', act: 'read' },
      { obj: 'api:train-orders', act: 'read' },
      { obj: 'api:wallet', act: 'read' },
      { obj: 'api:statements', act: 'read' },
      { obj: 'api:company', act: 'read' },
      { obj: 'api:me', act: 'read' },
    ],
  },
];

/** The scope that lets an API key call a route guarded by (obj, act), or null when no key may. */
export function apiKeyScopeFor(obj: string, act: string): string | null {
  return API_KEY_SCOPES.find((scope) => scope.grants.some((g) => g.obj === obj && g.act === act))?.name ?? null;
}
