// Translation namespaces: `site` (the public site's strings, which the console uses too), `common`
// (console strings), `errors` (server error texts, owned by the API) and one per large area. The
// public site loads only SITE_NAMESPACES; the console loads the rest. A key looked up in `common` and
// not found there is looked up in `site`, then `errors` (i18n.ts FALLBACK_NAMESPACES), so console code
// reads a site string by its usual key.
export const NAMESPACES = ['site', 'common', 'errors', 'orders', 'groups', 'trains'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const SITE_NAMESPACES: readonly Namespace[] = ['site'];
export const FALLBACK_NAMESPACES: readonly Namespace[] = ['site', 'errors'];
