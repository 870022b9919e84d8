// Builds the HTTP application: envelope and errors, OpenAPI, access guard, audit, the areas' routes,
// and (when a console build is present) the console with its SPA fallback.
import { existsSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AccessChecker } from '@/domain/access/enforcer';
import { guardPlugin } from './access/guard-plugin';
import { sessionAuthPlugin } from './auth/session-auth-plugin';
import { loadAccessChecker } from './access/policy';
import { auditPlugin } from './audit/audit';
import { refusalsPlugin } from './audit/refusals-plugin';
import { securityLogRoutes } from './audit/security-log-routes';
import { userLogRoutes } from './audit/routes';
import { agencyRoutes } from './agencies/routes';
import { agencyBrandingRoutes } from './agencies/branding-routes';
import { airportRoutes } from './airports/routes';
import { companyRoutes } from './company/routes';
import { logoRoutes } from './logos/routes';
import { LOGO_PATH } from './logos/logos';
import { memberCardRoutes, oftenUsedPassengerRoutes } from './profile/routes';
import { userRoutes } from './users/routes';
import { authRoutes } from './auth/routes';
import { DEFAULT_THROTTLE, type ThrottleLimits } from './auth/throttle';
import { DEFAULT_SALES_EMAIL, type SmtpConfig } from './config';
import type { Db } from './db/client';
import { apiNotFound, envelopePlugin } from './http/envelope-plugin';
import { registerCompression, registerConsoleFiles } from './http/web-assets';
import { OPENAPI_PATH, swaggerOptions } from './http/openapi/swagger-options';
import { createMailer, type Mailer } from './mail/mailer';
import { defineSubAgencyMail } from './mail/sub-agency-mail';
import { setUpMoney } from './wallet/register';
import type { PaymentProvidersConfig } from './wallet/gateway/provider-config';
import { walletBalanceRoutes } from './wallet/wallet-routes';
import { transactionRoutes } from './wallet/transaction-routes';
import { statementRoutes } from './wallet/statement-routes';
import { rateRoutes } from './wallet/rate-routes';
import { paymentConfigRoutes, paymentRoutes } from './wallet/payment-routes';
import { gatewayTopUpRoutes, topUpReversalRoutes } from './wallet/top-up-routes';
import { PAYMENT_API_PREFIX } from './wallet/gateway-payments';
import { createSiteDirectory } from './site/directory';
import { siteRoutes } from './site/routes';
import { SITE_API_PATH } from './site/images';
import { sitesRoutes } from './site/sites-routes';
import { applicationRoutes } from './applications/routes';
import { createChatBus } from './chat/bus';
import { chatRoutes } from './chat/routes';
import { createFramingPolicy } from './partners/framing';
import { partnerRoutes } from './partners/routes';
import { setUpShopping, type FlightOptions } from './flights/register';
import { shoppingRoutes } from './flights/shopping/routes';
import { bookingRoutes, documentAnalysisRoutes, passengerImportRoutes } from './flights/routes';
import { setUpOrders } from './flights/orders/register';
import { SUPPLIER_WEBHOOK_PREFIX, supplierWebhookRoutes } from './flights/orders/supplier-webhook-routes';
import { orderRoutes } from './flights/orders/routes';
import { reviewRoutes } from './flights/orders/review-routes';
import { disruptionRoutes } from './flights/orders/disruption-routes';
import { webhookDeliveryRoutes } from './flights/orders/webhook-delivery-routes';
import type { GroupOptions } from './groups/context';
import { setUpGroups } from './groups/register';
import { registerJobQueue, type JobOptions } from './jobs/register';
import { jobRoutes } from './jobs/routes';
import { registerHealth } from './health/register';
import { registerSystem, type SystemOptions } from './system/register';
import { registerMetrics } from './metrics/register';
import { registerRequestSpans } from './tracing/request-spans';
import { loggerOptions, type LoggerSetting } from './logging/logger-options';
import { requestLogPlugin } from './logging/request-log';
import { groupDeskRoutes, groupOrderRoutes } from './groups/routes';
import { outboundPolicy, type OutboundPolicy } from './outbound/address-policy';
import { headersPlugin, isAssetFile } from './security/headers-plugin';
import type { TrainOptions } from './trains/context';
import { setUpTrains } from './trains/register';
import { trainShoppingRoutes } from './trains/search-routes';
import { trainDeskRoutes, trainOrderRoutes } from './trains/routes';
import { rateLimitPlugin, type RateLimitOptions } from './security/rate-limit-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which addresses requests to customer-chosen URLs may reach. */
    outbound: OutboundPolicy;
  }
}

export interface AppOptions {
  db: Db;
  /** Real payment providers (default: from the environment; none configured keeps the sandbox). */
  payments?: PaymentProvidersConfig;
  smtp?: SmtpConfig;
  mailer?: Mailer;
  sessionTtlHours?: number;
  throttle?: ThrottleLimits;
  staticDir?: string;
  logger?: LoggerSetting;
  /** Requests slower than this are logged at info (LOG_SLOW_MS); the others at debug. */
  slowRequestMs?: number;
  access?: AccessChecker;
  /** Flight suppliers and timing (tests set simulator knobs here). */
  flights?: FlightOptions;
  /** Group tickets (tests set the clock here). */
  groups?: GroupOptions;
  /** Trains: the rail simulator's knobs and a clock (tests). */
  trains?: TrainOptions;
  /** The job queue: supervision timing, and whether this server runs workers. */
  jobs?: JobOptions;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges). Empty: the client address
   * is the connection's, whatever headers say.
   */
  trustProxy?: readonly string[];
  /** Private addresses that outbound requests may still reach (a local receiver, tests). */
  outboundAllow?: readonly string[];
  rateLimits?: RateLimitOptions;
  /** Origins allowed to frame the console besides the partner integrations' own (FRAME_ANCESTORS). */
  frameAncestors?: readonly string[];
  /** How long a server keeps its copy of the integrations' frame origins (tests shorten it). */
  framingTtlMs?: number;
  /** Where each new partnership application is announced by e-mail. */
  salesEmail?: string;
  /** GET /metrics on this port with this bearer token (METRICS_TOKEN); unset: not served here. */
  metricsToken?: string;
  /** Collect request and database metrics (METRICS_COLLECT, default on). */
  metricsCollect?: boolean;
  /** Staff's system page and the alert mails: where alerts go and their limits, where backups are. */
  system?: SystemOptions;
  /** Live chat: how often open streams say they are alive (tests shorten it). */
  chat?: { heartbeatMs?: number };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // Request lines are ours (logging/request-log.ts): at debug, and at info only when slow or failing.
    disableRequestLogging: true,
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
    bodyLimit: 4 * 1024 * 1024,
    // A request that reaches a closing server on a connection a balancer kept open is served (with
    // Connection: close), not refused: Fastify's 503 there was the one 5xx our servers gave during a
    // SIGHUP deploy behind HAProxy (two-machines.test.ts); the next request takes a new connection.
    return503OnClosing: false,
    // Starting the job queue and the session listener waits on the database; on a busy machine (a
    // CI runner, the embedded database's thread competing for cores) that took over Fastify's
    // default 10 s, and a slow start is not a failed one.
    pluginTimeout: 120_000,
  });
  await registerRequestSpans(app);
  const { db } = options;
  const access = options.access ?? (await loadAccessChecker());
  const mailer = options.mailer ?? createMailer(db, options.smtp, app.log);

  app.decorate('outbound', outboundPolicy(options.outboundAllow));
  await app.register(envelopePlugin);
  await registerMetrics(app, db, { token: options.metricsToken, collect: options.metricsCollect });
  await app.register(requestLogPlugin, { slowMs: options.slowRequestMs });
  const framing = createFramingPolicy(db, { fixed: options.frameAncestors, ttlMs: options.framingTtlMs, log: app.log });
  await app.register(headersPlugin, { pageAncestors: (code) => framing.forPage(code) });
  await app.register(rateLimitPlugin, options.rateLimits ?? {});
  await registerCompression(app);
  await app.register(fastifySwagger, swaggerOptions());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(sessionAuthPlugin, { db });
  await app.register(guardPlugin, { db, access });
  await app.register(auditPlugin, { db });
  await app.register(refusalsPlugin, { db });

  app.get(OPENAPI_PATH, { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  // The areas' shared parts (contexts, jobs, timers, decorations) live on the application itself.
  registerJobQueue(app, db, options.jobs);
  await registerHealth(app, db);
  await registerSystem(app, db, mailer, options.system);
  defineSubAgencyMail(app.jobs, db, mailer);
  const money = await setUpMoney(app, db, options.payments);
  const shopping = setUpShopping(app, db, options.flights);
  const orders = setUpOrders(app, db, shopping, { ...options.flights?.orders, outbound: app.outbound });
  const groups = setUpGroups(app, db, mailer, options.groups);
  const trains = setUpTrains(app, db, options.trains);

  // Where each area's routes are mounted: route modules declare their paths relative to these.
  const auth = { db, mailer, sessionTtlHours: options.sessionTtlHours ?? 12, throttle: options.throttle ?? DEFAULT_THROTTLE };
  await app.register(authRoutes, { prefix: '/api/base/v2', ...auth });
  await app.register(partnerRoutes, { prefix: '/api/base/v2', auth, framing });
  await app.register(jobRoutes, { prefix: '/api/base/v2/jobs', db });
  const siteDirectory = createSiteDirectory(db);
  await app.register(siteRoutes, { prefix: '/api/base/v2/config', db, directory: siteDirectory });
  await app.register(sitesRoutes, { prefix: SITE_API_PATH, db, directory: siteDirectory });
  await app.register(applicationRoutes, {
    prefix: '/api/base/v2/applications',
    db,
    mailer,
    salesEmail: options.salesEmail ?? DEFAULT_SALES_EMAIL,
  });
  const chatBus = createChatBus(db, app.log);
  app.addHook('onClose', () => chatBus.close());
  await app.register(chatRoutes, { prefix: '/api/base/v2/chat', db, mailer, bus: chatBus, ...options.chat });
  await app.register(userLogRoutes, { prefix: '/api/base/v2/user-log', db });
  await app.register(securityLogRoutes, { prefix: '/api/base/v2/security-log', db });
  await app.register(agencyRoutes, { prefix: '/api/base/v2/agencies', db });
  await app.register(agencyBrandingRoutes, { prefix: '/api/base/v2/agencies', db });
  await app.register(userRoutes, { prefix: '/api/base/v2/users', db });
  await app.register(companyRoutes, { prefix: '/api/base/v2/company', db });
  await app.register(logoRoutes, { prefix: LOGO_PATH, db });
  await app.register(oftenUsedPassengerRoutes, { prefix: '/api/base/v2/often-used-passengers', db });
  await app.register(memberCardRoutes, { prefix: '/api/base/v2/member-cards', db });
  await app.register(walletBalanceRoutes, { prefix: '/api/base/v2', db, mailer });
  await app.register(transactionRoutes, { prefix: '/api/base/v2/transactions', db });
  await app.register(topUpReversalRoutes, { prefix: '/api/base/v2/transactions', db });
  await app.register(statementRoutes, { prefix: '/api/base/v2/sub/statements', db });
  await app.register(rateRoutes, { prefix: '/api/base/v2/exchangeRates', db });
  await app.register(paymentConfigRoutes, { prefix: '/api/order/v2/flight/config', db, routing: money.routing });
  await app.register(paymentRoutes, { prefix: PAYMENT_API_PREFIX, db, ...money });
  await app.register(gatewayTopUpRoutes, { prefix: PAYMENT_API_PREFIX, db, ...money });
  await app.register(airportRoutes, { prefix: '/api/base/v2', db });
  await app.register(shoppingRoutes, { prefix: '/api/shopping/v2/flight', ctx: shopping });
  await app.register(passengerImportRoutes, { prefix: '/api/shopping/v2/flight/passengers', ctx: shopping });
  await app.register(documentAnalysisRoutes, { prefix: '/api/base/v2/analysis', ctx: shopping });
  await app.register(bookingRoutes, { prefix: '/api/order/v2/flight/orders', ctx: orders });
  await app.register(orderRoutes, { prefix: '/api/order/v2/flight/orders', ctx: orders });
  await app.register(reviewRoutes, { prefix: '/api/order/v2/flight/reviews', ctx: orders });
  await app.register(disruptionRoutes, { prefix: '/api/order/v2/flight/disruptions', ctx: orders });
  await app.register(supplierWebhookRoutes, { prefix: SUPPLIER_WEBHOOK_PREFIX, ctx: orders });
  await app.register(webhookDeliveryRoutes, { prefix: '/api/order/v2/webhook-deliveries', ctx: orders });
  await app.register(groupOrderRoutes, { prefix: '/api/order/v2/flight/group-orders', ctx: groups });
  await app.register(groupDeskRoutes, { prefix: '/api/order/v2/flight/group-desk/orders', ctx: groups });
  await app.register(trainShoppingRoutes, { prefix: '/api/shopping/v2/train', ctx: trains });
  await app.register(trainOrderRoutes, { prefix: '/api/order/v2/train/orders', ctx: trains });
  await app.register(trainDeskRoutes, { prefix: '/api/order/v2/train/desk/orders', ctx: trains });

  const staticDir = options.staticDir;
  const serveConsole = staticDir !== undefined && existsSync(`${staticDir}/index.html`);
  if (serveConsole) await registerConsoleFiles(app, staticDir);
  app.setNotFoundHandler((request, reply) => {
    // A hashed file that is not there (an open tab of the console before a deploy asking for an old
    // chunk) is a 404, never index.html: the browser would run the page as a script and fail obscurely;
    // with a 404 the console sees a failed chunk load and reloads itself once.
    if (request.url.startsWith('/api') || isAssetFile(request.url) || !serveConsole || request.method !== 'GET')
      return apiNotFound(request, reply);
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
