// Origins a partner allows to show the console in a frame (the embedded mode). One rule serves the
// server's validation, the Content-Security-Policy it writes (frame-ancestors) and the console's
// check of who may post it a payment result, so the three can never disagree.
//
// An origin is a scheme (http or https), a host (a DNS name or IPv4 address) and an optional port:
// `https://mall.example.com`, `http://localhost:8080`. No path, query, user or IPv6 literal. A
// leading `*.` allows every subdomain (`https://*.mall.example.com`, not the bare domain), as CSP
// reads it; a wildcard needs at least two labels after it, so `https://*.com` is refused.

/** How many origins one integration may list. */
export const FRAME_ORIGIN_LIMIT = 20;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ORIGIN = new RegExp(`^(https?)://(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?/?$`);
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

/**
 * The origin as stored and compared: lower case, without a trailing slash or the scheme's default
 * port. Null when it is not an allowed origin.
 */
export function frameOriginOf(input: string): string | null {
  const match = ORIGIN.exec(input.trim().toLowerCase());
  if (!match) return null;
  const [, scheme = '', wildcard, host = '', port] = match;
  if (host.length > 253) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  if (wildcard) {
    const labels = host.split('.');
    // `*.com` or `*.10.0.0.1` would let half the internet in.
    if (labels.length < 2 || /^\d+$/.test(labels[labels.length - 1]!)) return null;
  }
  const portPart = port === undefined || String(Number(port)) === DEFAULT_PORT[scheme] ? '' : `:${Number(port)}`;
  return `${scheme}://${wildcard ?? ''}${host}${portPart}`;
}

/** Normalised and without repeats; null when any entry is not an origin. */
export function frameOriginsOf(inputs: readonly string[]): string[] | null {
  const out: string[] = [];
  for (const input of inputs) {
    const origin = frameOriginOf(input);
    if (origin === null) return null;
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

/**
 * Whether a page's origin (as `MessageEvent.origin` gives it) is one of the allowed ones, with
 * frame-ancestors' meaning: a wildcard matches any depth of subdomain, and an http entry also
 * admits the same host over https.
 */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const page = frameOriginOf(origin);
  if (page === null || page.includes('*')) return false;
  const [pageScheme, pageRest] = page.split('://') as [string, string];
  return allowed.some((entry) => {
    const [scheme, rest] = entry.split('://') as [string, string];
    if (scheme !== pageScheme && !(scheme === 'http' && pageScheme === 'https')) return false;
    // Over https the default port differs: compare host and port with the page's own scheme.
    const entryRest = scheme === pageScheme ? rest : withoutPort(rest, DEFAULT_PORT[pageScheme]!);
    if (!entryRest.startsWith('*.')) return entryRest === pageRest;
    return pageRest.endsWith(entryRest.slice(1)) && pageRest.length > entryRest.length - 1;
  });
}

/** An http entry's host and port as an https page would write them (its explicit 443 dropped). */
function withoutPort(rest: string, defaultPort: string): string {
  return rest.endsWith(`:${defaultPort}`) ? rest.slice(0, -defaultPort.length - 1) : rest;
}
