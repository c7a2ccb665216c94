import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Database } from '@hotel/db/client';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { failure } from './envelope.ts';
import { hotelRoutes } from './modules/hotel/hotel.routes.ts';
import { roomRoutes } from './modules/rooms/room.routes.ts';
import { saleRoutes } from './modules/sales/sale.routes.ts';
import { cmsRoutes } from './modules/cms/cms.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { systemClock, type Clock } from './clock.ts';
import { SessionRepository } from './modules/session/session.repository.ts';
import { SessionService } from './modules/session/session.service.ts';
import { createSmsProvider, type SmsProviderName } from './modules/sms/create-sms-provider.ts';
import { devSmsRoutes } from './modules/sms/dev-sms.routes.ts';
import { SmsCodeRepository } from './modules/sms/sms-code.repository.ts';
import { SmsCodeService } from './modules/sms/sms-code.service.ts';
import type { SmsProvider } from './modules/sms/sms-provider.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { bookingRoutes } from './modules/booking/booking.routes.ts';
import { createBookingServices } from './modules/booking/booking-services.ts';
import { meetingRoutes } from './modules/meetings/meeting.routes.ts';
import { payRoutes } from './modules/pay/pay.routes.ts';
import { SandboxPaymentProvider } from './modules/pay/sandbox-provider.ts';
import { sandboxRoutes } from './modules/pay/sandbox.routes.ts';
import type { ReleaseResult } from './modules/orders/release-expired.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives back the rooms of lapsed holds and unpaid prepaid orders (main.ts runs it on a timer). */
    releaseExpired(): Promise<ReleaseResult>;
  }
}

export interface AppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Plugins that must wrap every route (compression), registered before the modules. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /**
   * Where SMS codes go: a provider name (SMS_PROVIDER; default console, which also registers
   * GET /__dev/sms) or a ready provider (tests).
   */
  smsProvider?: SmsProviderName | SmsProvider;
  /** HMAC key for stored SMS codes; default a random key for this process. */
  smsCodeSecret?: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Current time for SMS codes, sessions, holds, deadlines and payments; tests move it. */
  clock?: Clock;
  /** Payment provider for the QR methods (PAY_PROVIDER); only the sandbox exists. */
  payProvider?: 'sandbox';
  /** HMAC key the sandbox signs payment notifications with; default a random key for this process. */
  payNotifySecret?: string;
}

export const API_PREFIX = '/crsapi/v1';
export const CMS_PREFIX = '/cms';

/** Builds the API app: external plugins, then our plugins, then the domain modules. */
export async function buildApp({
  db,
  logger = false,
  beforeRoutes,
  smsProvider = 'console',
  smsCodeSecret,
  trustProxy = false,
  clock = systemClock,
  payProvider = 'sandbox',
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

  const sms = typeof smsProvider === 'string' ? createSmsProvider(smsProvider, { db, log: app.log, clock }) : smsProvider;
  const secret = smsCodeSecret ? Buffer.from(smsCodeSecret) : randomBytes(32);
  const smsCodes = new SmsCodeService(new SmsCodeRepository(db), sms, clock, secret);
  const sessions = new SessionService(new SessionRepository(db), clock);
  if (payProvider !== 'sandbox') throw new Error(`unknown payment provider: ${String(payProvider)}`);
  const sandbox = new SandboxPaymentProvider(payNotifySecret ? Buffer.from(payNotifySecret) : randomBytes(32));
  const booking = createBookingServices(db, sandbox, app.log);
  app.decorate('releaseExpired', () => booking.expiry.releaseExpired(clock()));

  await app.register(
    async (api) => {
      await api.register(hotelRoutes, { db });
      await api.register(roomRoutes, { db });
      await api.register(saleRoutes, { db });
      await api.register(userRoutes, { db, sessions, smsCodes, clock });
      await api.register(bookingRoutes, { services: booking, sessions, clock });
      await api.register(payRoutes, { services: booking, sessions, clock });
      await api.register(meetingRoutes, { db, clock });
    },
    { prefix: API_PREFIX },
  );
  // Explicit paths, so they win over the web app's catch-all registered later in main.ts.
  await app.register(sandboxRoutes, { services: booking, provider: sandbox, clock, notifyPath: `${API_PREFIX}/pay/notify` });
  await app.register(cmsRoutes, { prefix: CMS_PREFIX, db });
  if (sms.name === 'console') await app.register(devSmsRoutes, { db });

  app.setNotFoundHandler((request, reply) => reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound)));
  return app;
}
