import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Database } from '@hotel/db/client';
import { systemClock, type Clock } from './lib/clock.ts';
import { failure } from './lib/envelope.ts';
import { bookingRoutes } from './modules/booking/index.ts';
import { cmsRoutes } from './modules/cms/index.ts';
import { hotelRoutes } from './modules/hotel/index.ts';
import { meetingRoutes } from './modules/meetings/index.ts';
import { orderRoutes, type ReleaseResult } from './modules/orders/index.ts';
import { payRoutes, sandboxRoutes, type PaymentProvider } from './modules/pay/index.ts';
import { roomRoutes } from './modules/rooms/index.ts';
import { saleRoutes } from './modules/sales/index.ts';
import { devSmsRoutes, type SmsProvider } from './modules/sms/index.ts';
import { userRoutes } from './modules/user/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { clearDeadSessionCookies } from './plugins/dead-session-cookie.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { buildServices, type PaymentProviderName, type SmsProviderName } from './services.ts';
import type { SmsSettings } from './sms-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives back the rooms of lapsed holds and unpaid prepaid orders (main.ts runs it on a timer). */
    releaseExpired(): Promise<ReleaseResult>;
  }
}

export interface AppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * Demo mode (DEMO_MODE=1): registers the demo-only pages, GET /__dev/sms (with the console SMS
   * provider) and the simulator's /sandbox/pay/* (with the simulator). Off: neither exists (404),
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
  /** HMAC key for stored SMS codes; default a random key for this process. */
  smsCodeSecret?: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Current time for SMS codes, sessions, holds, deadlines and payments; tests move it. */
  clock?: Clock;
  /**
   * Payment provider for the QR methods: a name (PAY_PROVIDER; default simulator, which in demo
   * mode also registers /sandbox/pay/*) or a ready provider (tests).
   */
  payProvider?: PaymentProviderName | PaymentProvider;
  /** HMAC key the simulator signs payment notifications with; default a random key for this process. */
  payNotifySecret?: string;
}

export const API_PREFIX = '/crsapi/v1';
export const CMS_PREFIX = '/cms';

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
  smsCodeSecret,
  trustProxy = false,
  clock = systemClock,
  payProvider = 'simulator',
  payNotifySecret,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerAuth(app);
  if (beforeRoutes) await beforeRoutes(app);
  await registerOpenApi(app);

  const services = buildServices({
    db,
    clock,
    log: app.log,
    secrets: { smsCode: smsCodeSecret, payNotify: payNotifySecret },
    providers: { sms: smsProvider, payment: payProvider },
    smsSettings,
  });
  const { sessions } = services;
  // Before any route, so the API's and the web app's routes (main.ts) all inherit it.
  clearDeadSessionCookies(app, sessions);
  app.decorate('releaseExpired', () => services.expiry.releaseExpired(clock()));

  await app.register(
    async (api) => {
      await api.register(hotelRoutes, { hotels: services.hotels });
      await api.register(roomRoutes, { rooms: services.rooms });
      await api.register(saleRoutes, { sales: services.sales });
      await api.register(userRoutes, { accounts: services.accounts, profiles: services.profiles, sessions });
      await api.register(bookingRoutes, { search: services.search, holdRooms: services.holdRooms, sessions, clock });
      await api.register(orderRoutes, { orders: services.orders, sessions, clock });
      await api.register(payRoutes, { payments: services.payments, sessions, clock });
      await api.register(meetingRoutes, { meetings: services.meetings, clock });
    },
    { prefix: API_PREFIX },
  );
  // Demo-only pages. Explicit paths, so they win over the web app's catch-all registered later in main.ts.
  if (demoMode && services.sandbox) {
    await app.register(sandboxRoutes, { payments: services.payments, provider: services.sandbox, clock, notifyPath: `${API_PREFIX}/pay/notify` });
  }
  await app.register(cmsRoutes, { prefix: CMS_PREFIX, cms: services.cms });
  if (demoMode && services.consoleSms) await app.register(devSmsRoutes, { consoleSms: services.consoleSms });

  app.setNotFoundHandler((request, reply) => reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound)));
  return app;
}
