// Translation namespaces: `common` (console strings), `errors` (server error texts, owned by the API)
// and one per large area. The public site needs only SITE_NAMESPACES; the console loads the rest.
export const NAMESPACES = ['common', 'errors', 'orders', 'groups', 'trains'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const SITE_NAMESPACES: readonly Namespace[] = ['common', 'errors'];
