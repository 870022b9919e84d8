// Security headers on every answer, from @fastify/helmet: a content security policy without inline
// script, HSTS (browsers honour it only over HTTPS), nosniff, a strict referrer policy, and framing
// refused unless the operator names partner origins (the embedded mode). Answers to an
// authenticated caller are never stored by browsers or shared caches.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface HeaderOptions {
  /** Origins allowed to frame the console (FRAME_ANCESTORS); none by default. */
  frameAncestors?: readonly string[];
}

async function headers(app: FastifyInstance, options: HeaderOptions) {
  const ancestors = options.frameAncestors?.length ? [...options.frameAncestors] : ["'none'"];
  await app.register(helmet, {
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
        frameAncestors: ancestors,
      },
    },
    // Framing is decided by frame-ancestors above; X-Frame-Options cannot name partner origins.
    frameguard: options.frameAncestors?.length ? false : { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    const credentialed = request.headers.authorization !== undefined || request.headers['x-api-key'] !== undefined || request.identity;
    if (credentialed) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
  });
}

export const headersPlugin = fp(headers, { name: 'security-headers' });
