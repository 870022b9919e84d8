// Security headers on every answer, from helmet (computed once: static-headers.ts): a content security policy without inline
// script, HSTS (browsers honour it only over HTTPS), nosniff, a strict referrer policy, and framing
// refused. The console's pages are the one exception: they may be framed by the origins the framing
// policy names for them (partner integrations and FRAME_ANCESTORS: the embedded mode); API answers,
// files and everything else never. Answers to an authenticated caller are never stored by browsers
// or shared caches. The console's hashed files under /assets are neither documents nor answers: a
// script or style sheet is not framed, navigated to or given a policy of its own, so they carry only
// what protects them as files (nosniff, and that other sites may not embed them), not the whole set.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setStaticHeaders, staticSecurityHeaders, type StaticHeaders } from './static-headers';

export interface HeaderOptions {
  /** The origins that may frame a console page (`code`: the key id a partner entry names); none by default. */
  pageAncestors?: (code: string | undefined) => Promise<readonly string[]>;
}

async function headers(app: FastifyInstance, options: HeaderOptions) {
  const security = staticSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS): style attributes and <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  const assetHeaders = assetSecurityHeaders(security);
  app.addHook('onRequest', (request, reply, done) => {
    setStaticHeaders(reply, isAssetFile(request.url) ? assetHeaders : security);
    done();
  });
  const pageAncestors = options.pageAncestors;
  // Callback-style hooks: an API answer is never a console page, and the check costs less than the
  // promise an async hook would allocate on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const credentialed = request.headers.authorization !== undefined || request.headers['x-api-key'] !== undefined || request.identity;
    if (credentialed) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    if (!pageAncestors || !isConsolePage(request, reply)) return done(null, payload);
    pageAncestors(entryCode(request)).then(
      (ancestors) => {
        if (ancestors.length > 0) {
          const csp = String(reply.getHeader('content-security-policy') ?? '');
          reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors.join(' ')}`));
          // X-Frame-Options can only deny or name the page's own origin; browsers that read CSP ignore it
          // when frame-ancestors is set, and older ones would refuse every partner.
          reply.removeHeader('x-frame-options');
        }
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
}

export const headersPlugin = fp(headers, { name: 'security-headers' });

/** The console's built files: hashed names under /assets (index.html and the pages are documents). */
export function isAssetFile(url: string): boolean {
  return url.startsWith('/assets/');
}

const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];

/** Of the whole set, the headers that mean something on a script, style sheet, font or image. */
function assetSecurityHeaders(all: StaticHeaders): StaticHeaders {
  const set = Object.fromEntries(Object.entries(all.set).filter(([name]) => ASSET_HEADERS.includes(name)));
  return { set, removed: all.removed };
}

/**
 * An HTML answer outside /api: the console's index.html, whichever route asked for it. A 304 counts
 * too: the browser keeps the headers of a revalidation, and a 'none' there would refuse the frame
 * on the next visit.
 */
function isConsolePage(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return false;
  if (reply.statusCode === 304) return true;
  return reply.statusCode === 200 && /^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''));
}

/** The key id a partner entry names: its frame may then be only that partner's. */
function entryCode(request: FastifyRequest): string | undefined {
  const url = new URL(request.url, 'http://console');
  if (url.pathname !== '/partner-entry') return undefined;
  return url.searchParams.get('code') ?? '';
}
