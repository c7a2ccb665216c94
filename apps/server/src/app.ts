import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Database } from '@hotel/db/client';
import { systemClock, type Clock } from './lib/clock.ts';
import type { ChangeFeed } from './lib/change-feed/index.ts';
import { failure } from './lib/envelope.ts';
import type { ScryptParams } from './lib/password.ts';
import type { ReleaseResult } from './modules/holds/index.ts';
import { ratesRoutes } from './modules/inventory/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { couponAdminRoutes, promotionAdminRoutes } from './modules/discounts/index.ts';
import { mediaFileRoutes, mediaUploadRoutes } from './modules/media/index.ts';
import { meetingInboxRoutes } from './modules/meetings/index.ts';
import { noticeInboxRoutes, type GroupAlerts, type NoticeService } from './modules/notices/index.ts';
import { orderDeskRoutes, type CompleteStaysResult } from './modules/front-desk/index.ts';
import { notifyRoutes, type PaymentGateways, type ReconciliationResult } from './modules/pay/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { devSmsRoutes, type SmsProvider } from './modules/sms/index.ts';
import { devMailRoutes, type ConfirmationService, type MailTransport } from './modules/confirmations/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { currentStaff, staffAccountRoutes, staffAdminRoutes, staffAuthRoutes } from './modules/staff/index.ts';
import { memberAdminRoutes, type PurgeResult } from './modules/user/index.ts';
import { registerAdminScope } from './plugins/admin-scope.ts';
import { recordStaffRoutes } from './plugins/staff-route-table.ts';
import { registerGuestRoutes } from './plugins/guest-routes.ts';
import { bindGuestApi } from './guest-api.ts';
import { registerAuth } from './plugins/auth.ts';
import { clearDeadSessionCookies } from './plugins/dead-session-cookie.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { answerClientError, registerClientErrors } from './plugins/client-errors.ts';
import { DEMO_ONLY_PREFIXES, isDemoOnlyPath } from './lib/demo-only-paths.ts';
import { registerHealth } from './plugins/health.ts';
import type { ReadinessCheck } from './plugins/readiness-checks.ts';
import { registerRequestId } from './plugins/request-id.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { requestLoggingOptions, requestScopedLogger } from './logging.ts';
import { registerAdminOpenApi, registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { hotelToday } from '@hotel/shared/hotel-date';
import { memoSerializerCompiler } from './plugins/memo-serializer.ts';
import { registerCompressedPublicReads } from './plugins/compressed-answers.ts';
import { publicReads, type PublicReads } from './web/public-reads.ts';
import { redisReadinessCheck, registerNoRateLimit, registerRateLimit, type RateLimitOptions } from './plugins/rate-limit.ts';
import type { PaySettings } from './pay-settings.ts';
import { createPaySimulator, type PaySimulator } from './pay-simulator/index.ts';
import { buildServices, type MailChoice, type PaymentProviderName, type SmsProviderName } from './services.ts';
import type { SmsSettings } from './sms-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives back the rooms of lapsed holds and unpaid prepaid orders (main.ts runs it on a timer). */
    releaseExpired(): Promise<ReleaseResult>;
    /** Settles, closes and checks payments with the providers, follows refunds (main.ts runs it every minute). */
    reconcilePayments(): Promise<ReconciliationResult>;
    /** Completes checked-in stays the day after departure and counts the unsettled (main.ts runs it on a timer). */
    completeStays(): Promise<CompleteStaysResult>;
    /** Deletes or erases personal data past its retention period (docs/privacy.md); meant to run daily. */
    purgeExpiredPersonalData(now?: Date): Promise<PurgeResult>;
    /** Committed changes to cached tables, from every process (decision 0028). */
    changes: ChangeFeed;
    /** Confirmation e-mail and SMS (decision 0041): the send-confirmation job delivers, main.ts hands it the queue. */
    confirmations: Pick<ConfirmationService, 'owe' | 'dispatch' | 'deliver' | 'sweep' | 'dispatchTo'>;
    /** Notices to the hotels and alerts (decision 0043): the send-notice job delivers, main.ts hands it the queue. */
    notices: Pick<NoticeService, 'oweOrder' | 'dispatch' | 'deliver' | 'sweep' | 'dispatchTo'>;
    /** Alerts to the group administrator: main.ts hands jobGaveUp to the job queue. */
    alerts: Pick<GroupAlerts, 'jobGaveUp'>;
    /** The catalogue, content and search reads pages call in-process (decision 0035). */
    publicReads: PublicReads;
    /** Today's hotel date by the app's clock (tests move it). */
    today(): string;
  }
}

export interface AppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * Demo mode (DEMO_MODE=1): registers the demo-only pages, GET /__dev/sms (with the console SMS
   * provider) and the payment simulator's pages (with the simulator). Off: neither exists (404),
   * whichever providers are given; main.ts refuses the demo-only providers outside demo mode.
   */
  demoMode: boolean;
  /** Plugins that must wrap every route (compression), registered before the modules. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /**
   * Where SMS codes go: a provider name (SMS_PROVIDER; default console, which in demo mode also
   * registers GET /__dev/sms) or a ready provider (tests).
   */
  smsProvider?: SmsProviderName | SmsProvider;
  /** SMS_* credentials, sign name, templates and endpoint for SMS_PROVIDER=aliyun or tencent (main.ts passes env). */
  smsSettings?: SmsSettings;
  /**
   * Confirmation e-mail (decision 0041): SMTP_URL and MAIL_FROM, or a ready transport (tests).
   * Without SMTP_URL: demo mode catches mail in mail_outbox (GET /__dev/mail); otherwise none is sent.
   */
  mail?: MailTransport | { smtpUrl?: string; from: string };
  /** ALERT_EMAIL (decision 0043): alerts to the group administrator; unset, they are only listed at /admin/notices. */
  alertEmail?: string;
  /** HMAC key for stored SMS codes; default a random key for this process. */
  smsCodeSecret?: string;
  /** STAFF_TOTP_KEY: seals staff TOTP secrets; default the public demo key (production requires one: startup-check.ts). */
  staffTotpKey?: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Current time for SMS codes, sessions, holds, deadlines and payments; tests move it. */
  clock?: Clock;
  /**
   * Payment gateways for the QR methods: a name (PAY_PROVIDER; default simulator, demo mode only)
   * or a ready gateway per method (tests; a method without one is not offered).
   */
  payProvider?: PaymentProviderName | PaymentGateways;
  /** PUBLIC_URL and the ALIPAY_* / WECHATPAY_* settings for PAY_PROVIDER=live (main.ts passes env). */
  paySettings?: Partial<PaySettings>;
  /**
   * PAY_PROVIDER=simulator: the payment simulator the adapters talk to. Unset: one mounted in
   * this app under /simulator (demo mode only; reached at PUBLIC_URL), as `npm run demo` runs it.
   * Tests hand in one listening on its own port, which outlives a restart of the app.
   */
  paySimulator?: PaySimulator;
  /** GET /readyz asks these besides the database and the migrations (a Redis check, when configured). */
  readinessChecks?: ReadinessCheck[];
  /**
   * Per-route request throttling per client address (RATE_LIMIT=on, REDIS_URL, RATE_LIMITS; decision
   * 0028). Unset: none (tests and tools; main.ts passes it).
   */
  rateLimit?: RateLimitOptions;
  /** METRICS=1: Prometheus metrics at GET /metrics, behind a bearer token when one is given. Unset: off (404). */
  metrics?: { token?: string };
  /** Catalogue, content and availability reads cached in-process (decision 0035). Default on; READ_CACHE=off in main.ts. */
  readCache?: boolean;
  /** Tests only: a cheaper scrypt cost for new password hashes (main.ts never passes it; refused in production). */
  passwordCost?: ScryptParams;
  /**
   * PUBLIC_URL: the origin the sitemap, robots.txt and the pages' canonical addresses are written
   * under (decision 0036). Unset: the origin each request came to.
   */
  publicOrigin?: string | undefined;
}

export const API_PREFIX = '/crsapi/v1';
/** The staff API (the back office), apart from the guest API: its own sessions, cookie and schemas. */
export const ADMIN_API_PREFIX = '/adminapi/v1';
export const SIMULATOR_PREFIX = DEMO_ONLY_PREFIXES.simulator;

/**
 * Builds the API app: external plugins, then our plugins, then the domain modules, each handed
 * the services it needs from the one composition root (services.ts).
 */
export async function buildApp({
  db,
  demoMode,
  logger = false,
  beforeRoutes,
  smsProvider = 'console',
  smsSettings,
  mail,
  alertEmail,
  smsCodeSecret,
  staffTotpKey,
  trustProxy = false,
  clock = systemClock,
  payProvider = 'simulator',
  paySettings,
  paySimulator,
  readinessChecks,
  rateLimit,
  metrics: metricsSettings,
  readCache = true,
  passwordCost,
  publicOrigin,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy,
    frameworkErrors,
    // What Node refuses before any route (a 16 KB+ address): the envelope or the site's error page.
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true },
    ...requestLoggingOptions(trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);
  registerRequestId(app, { logRequests: Boolean(logger) });
  const metrics = metricsSettings ? createMetrics() : null;
  app.decorate('metrics', metrics);
  if (metrics) registerMetrics(app, metrics, metricsSettings);
  registerErrorHandler(app);
  registerClientErrors(app);
  registerSecurityHeaders(app);
  // Before any route and before the content scopes' ETags: public reads compressed once (decision 0035).
  registerCompressedPublicReads(app);
  registerAuth(app);
  // With REDIS_URL the throttling counters live in Redis: /readyz asks it too (app.redis is set below).
  const redisCheck: ReadinessCheck[] = rateLimit?.redisUrl ? [{ name: 'redis', check: () => redisReady(app.redis) }] : [];
  registerHealth(app, { db, checks: [...(readinessChecks ?? []), ...redisCheck] });
  if (beforeRoutes) await beforeRoutes(app);
  // Before any route: every staff route must declare its access, and the table of them is kept.
  recordStaffRoutes(app);
  // Before any route: it marks the throttled routes as they are added.
  if (rateLimit) await registerRateLimit(app, rateLimit);
  else registerNoRateLimit(app);
  await registerOpenApi(app);

  // The simulator in this app: its gateway and scan pages under /simulator, reached at PUBLIC_URL.
  const ownSimulator =
    payProvider === 'simulator' && !paySimulator
      ? createPaySimulator({ publicUrl: paySettings?.PUBLIC_URL ?? 'http://localhost:3000', prefix: SIMULATOR_PREFIX })
      : undefined;
  const services = buildServices({
    db,
    clock,
    // Inside a request, the request's logger (its id on every line); elsewhere the app's.
    log: requestScopedLogger(app.log),
    secrets: { smsCode: smsCodeSecret, staffTotp: staffTotpKey },
    providers: { sms: smsProvider, payment: payProvider, mail: mailChoice(mail, demoMode) },
    smsSettings,
    paySettings,
    paySimulator: paySimulator ?? ownSimulator,
    metrics,
    // Outside production a cached value is frozen: code that would change a shared value fails its tests.
    readCache: { enabled: readCache, freeze: process.env.NODE_ENV !== 'production' },
    passwordCost,
    alertEmail: alertEmail ?? null,
  });
  const { sessions } = services;
  app.decorate('changes', services.changes);
  app.decorate('confirmations', services.confirmations);
  app.decorate('notices', services.notices);
  app.decorate('alerts', services.alerts);
  // Each module's guest endpoints with the services they call: the routes and the page reads (decision 0054).
  const guestApi = bindGuestApi({
    hotel: { hotels: services.hotels },
    rooms: { rooms: services.rooms },
    sales: { sales: services.sales },
    user: { accounts: services.accounts, profiles: services.profiles, sessions },
    privacy: { dataExport: services.dataExport, closeAccount: services.closeAccount, clock },
    booking: { search: services.search, searchCity: services.searchCity, holdRooms: services.holdRooms, clock },
    priceCalendar: { priceCalendar: services.priceCalendar, clock },
    orders: { orders: services.orders, clock },
    coupons: { couponsOf: services.couponsOf, clock },
    pay: { payments: services.payments, clock },
    meetings: { meetings: services.meetings, clock },
    cms: { cms: services.cms },
  });
  app.decorate('publicReads', publicReads(guestApi));
  app.decorate('today', () => hotelToday(clock()));
  app.addHook('onClose', () => services.changes.close());
  // Before any route, so the API's and the web app's routes (main.ts) all inherit it.
  clearDeadSessionCookies(app, sessions);
  app.decorate('releaseExpired', () => services.expiry.releaseExpired(clock()));
  app.decorate('reconcilePayments', () => services.reconciliation.run(clock()));
  app.decorate('completeStays', () => services.completeStays.run(clock()));
  app.decorate('purgeExpiredPersonalData', (now?: Date) => services.retention.purgeExpiredPersonalData(now ?? clock()));

  // The guest API (/crsapi/v1 and /cms) from the modules' tables; the providers' notifications apart (raw bodies).
  await registerGuestRoutes(app, guestApi, { sessions });
  await app.register(async (api) => api.register(notifyRoutes, { notifications: services.notifications, clock }), { prefix: API_PREFIX });
  let adminDocument: (() => unknown) | undefined;
  await app.register(
    async (admin) => {
      registerAdminScope(admin);
      adminDocument = await registerAdminOpenApi(admin);
      const guard = services.staffGuard;
      await admin.register(staffAuthRoutes, { auth: services.staffAuth, sessions: services.staffSessions, passwordLinks: services.passwordLinks, guard });
      await admin.register(staffAdminRoutes, { staffAdmin: services.staffAdmin, guard });
      await admin.register(staffAccountRoutes, { secondFactor: services.secondFactor, guard });
      await admin.register(auditRoutes, {
        auditLog: services.auditLog,
        guard: guard.group('audit.view'),
        scopeOf: (req) => services.staffAccess.hotelsFor(currentStaff(req), 'audit.view'),
      });
      await admin.register(meetingInboxRoutes, { inbox: services.meetingInbox, guard });
      await admin.register(noticeInboxRoutes, { inbox: services.noticeInbox, guard });
      await admin.register(memberAdminRoutes, { members: services.memberLookup, guard });
      await admin.register(catalogRoutes, { plans: services.ratePlanAdmin, roomTypes: services.roomTypeAdmin, guard });
      await admin.register(orderDeskRoutes, { desk: services.orderLookup, frontDesk: services.frontDesk, guard, clock });
      await admin.register(dashboardRoutes, { dashboard: services.dashboard, guard, clock });
      await admin.register(contentRoutes, { ...services.contentEditors, guard });
      await admin.register(mediaUploadRoutes, { media: services.media, guard });
      await admin.register(ratesRoutes, { calendar: services.ratesCalendar, bulkEdit: services.ratesBulkEdit, guard, clock });
      await admin.register(promotionAdminRoutes, { promotions: services.promotionAdmin, guard });
      await admin.register(couponAdminRoutes, { coupons: services.couponAdmin, guard });
    },
    { prefix: ADMIN_API_PREFIX },
  );
  // The staff API's own document: public in demo mode, for signed-in staff otherwise (decision 0023).
  app.get('/adminapi/docs', { schema: { hide: true }, ...(demoMode ? services.staffGuard.publicRoute() : services.staffGuard.signedIn()) }, async () => adminDocument!());
  // Search engines: /sitemap.xml and /robots.txt (decision 0036), ahead of the web app's catch-all.
  await app.register(seoRoutes, { siteMap: services.siteMap, demoMode, publicOrigin });
  // Uploaded images, public and cached for a year: an explicit path, ahead of the web app's catch-all.
  await app.register(mediaFileRoutes, { media: services.media });
  // Demo-only addresses (decision 0013): explicit paths, so they win over the web app's catch-all
  // registered later in main.ts; each under a prefix of DEMO_ONLY_PREFIXES, which the web handler
  // keeps from the pages, so outside demo mode every one of them is a plain 404.
  if (demoMode) {
    await app.register(async (demo) => {
      demo.addHook('onRoute', (route) => {
        if (!isDemoOnlyPath(route.url)) throw new Error(`demo-only route ${[route.method].flat().join(',')} ${route.url} is not under DEMO_ONLY_PREFIXES`);
      });
      if (ownSimulator) await demo.register(ownSimulator.plugin);
      if (services.consoleSms) await demo.register(devSmsRoutes, { consoleSms: services.consoleSms });
      if (services.outboxMail) await demo.register(devMailRoutes, { outbox: services.outboxMail });
    });
    if (ownSimulator) app.addHook('onClose', async () => ownSimulator.delivery.stop());
  }

  app.setNotFoundHandler((request, reply) => reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound)));
  return app;
}

/** SMTP_URL wins; without it demo mode catches mail (GET /__dev/mail) and anywhere else none is sent. */
function mailChoice(mail: AppOptions['mail'], demoMode: boolean): MailChoice {
  if (mail && 'send' in mail) return mail;
  if (mail?.smtpUrl) return { smtpUrl: mail.smtpUrl, from: mail.from };
  return demoMode ? 'outbox' : 'none';
}

async function redisReady(client: FastifyInstance['redis']): Promise<void> {
  if (!client) throw new Error('no Redis client');
  const answer = await redisReadinessCheck(client);
  if (!answer.ok) throw new Error(answer.reason);
}
