// Every mobile schema checks other countries' numbers with the phone metadata from here on (decision 0077).
import '@hotel/shared/mobile-metadata';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { INTEGRATION_API_PREFIX } from '@hotel/shared/schemas/integration-api';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { AppOptions } from './app-options.ts';
import { checkGuestApi } from './guest-api.ts';
import { systemClock } from './lib/clock.ts';
import { DEMO_ONLY_PREFIXES, isDemoOnlyPath } from './lib/demo-only-paths.ts';
import { failure } from './lib/envelope.ts';
import type { Logger } from 'pino';
import { requestIdGenerator, requestLoggingOptions, requestScopedLogger } from './logging.ts';
import type { MailChoice } from './modules/confirmations/index.ts';
import { devMailRoutes } from './modules/confirmations/index.ts';
import { devSmsRoutes } from './modules/sms/index.ts';
import { createPaySimulator } from './pay-simulator/index.ts';
import { registerAdminScope } from './plugins/admin-scope.ts';
import { clearDeadSessionCookies } from './plugins/dead-session-cookie.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { frameworkErrors } from './plugins/error-handler.ts';
import { FrontAnswers, serverWithFront } from './plugins/front-answers.ts';
import { registerGuestRoutes } from './plugins/guest-routes.ts';
import { registerAdminOpenApi, registerIntegrationOpenApi } from './plugins/openapi.ts';
import { registerPlatform } from './platform.ts';
import { memoSerializerCompiler } from './plugins/memo-serializer.ts';
import { buildServices } from './services.ts';
import { publicReads } from './web/public-reads.ts';

export type { AppOptions } from './app-options.ts';

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
  channels,
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
  // Cached content reads answered before Fastify's handler (decision 0085), made once the services are.
  const door: { front?: FrontAnswers } = {};
  const app = Fastify({
    logger,
    serverFactory: serverWithFront(() => door.front),
    trustProxy,
    frameworkErrors,
    // What Node refuses before any route (a 16 KB+ address): the envelope or the site's error page.
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true },
    ...requestLoggingOptions(trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);
  // Every request's plugins, before any route (request id, errors, headers, auth, health, throttling, OpenAPI).
  const metrics = await registerPlatform(app, { db, logRequests: Boolean(logger), metrics: metricsSettings, readinessChecks, rateLimit, beforeRoutes });

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
    secrets: { smsCode: smsCodeSecret, staffTotp: staffTotpKey, channel: channels?.secretKey },
    channels: { allowedHosts: channels?.allowedHosts, transport: channels?.transport },
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
  const { sessions, staffGuard: guard, staffAccess: access } = services;
  app.decorate('changes', services.changes).decorate('confirmations', services.confirmations);
  app.decorate('notices', services.notices).decorate('alerts', services.alerts);
  // The guest API's page reads, called in-process by the pages (decision 0054).
  const guestApi = checkGuestApi(services.guestApi);
  app.decorate('publicReads', publicReads(guestApi));
  app.decorate('today', () => hotelToday(clock()));
  app.addHook('onClose', () => services.changes.close());
  // Before any route, so the API's and the web app's routes (main.ts) all inherit it.
  clearDeadSessionCookies(app, sessions);
  app.decorate('releaseExpired', () => services.expiry.releaseExpired(clock()));
  app.decorate('reconcilePayments', () => services.reconciliation.run(clock()));
  app.decorate('completeStays', () => services.completeStays.run(clock()));
  app.decorate('channelConnectionCount', services.channelConnectionCount);
  app.decorate('channelSync', services.channelSync);
  app.decorate('webhookEndpointCount', services.webhookEndpointCount);
  app.decorate('webhookDelivery', services.webhookDelivery);
  app.decorate('purgeExpiredPersonalData', (now?: Date) => services.retention.purgeExpiredPersonalData(now ?? clock()));

  // Request lines of content reads are at debug: while they are written, every request goes through Fastify.
  const linesOfReads = Boolean(logger) && (app.log as Logger).isLevelEnabled('debug');
  const front = (door.front = new FrontAnswers({
    feed: services.changes,
    today: () => hotelToday(clock()),
    enabled: readCache,
    requestId: requestIdGenerator(trustProxy),
    countAnswer: app.countAnswer,
    open: () => !linesOfReads && !app.isShuttingDown(),
  }));
  app.decorate('frontAnswers', front);
  // The guest API (/crsapi/v1 and /cms) from the modules' tables; the providers' notifications apart (raw bodies).
  await registerGuestRoutes(app, guestApi, { sessions, front });
  await app.register(services.notifyApi, { prefix: API_PREFIX });
  let adminDocument: (() => unknown) | undefined;
  await app.register(
    async (admin) => {
      registerAdminScope(admin);
      adminDocument = await registerAdminOpenApi(admin);
      for (const adminApi of services.adminApis) await adminApi(admin, { guard, access });
    },
    { prefix: ADMIN_API_PREFIX },
  );
  // A hotel's PMS (decision 0065): its own scope, key, guard and document, apart from the staff API.
  let integrationDocument: (() => unknown) | undefined;
  await app.register(
    async (integration) => {
      integrationDocument = await registerIntegrationOpenApi(integration);
      await services.integrationApi(integration, { document: () => integrationDocument!() });
    },
    { prefix: INTEGRATION_API_PREFIX },
  );
  app.decorate('integrationRoutes', services.integrationRoutes);
  // The staff API's own document: public in demo mode, for signed-in staff otherwise (decision 0023).
  app.get('/adminapi/docs', { schema: { hide: true }, ...(demoMode ? guard.publicRoute() : guard.signedIn()) }, async () => adminDocument!());
  // Search engines (decision 0036) and uploaded images: explicit paths, ahead of the web app's catch-all.
  await services.seoApi(app, { demoMode, publicOrigin });
  await services.fileApi(app);
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
