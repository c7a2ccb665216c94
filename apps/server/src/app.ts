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
  /** Current time for SMS codes and sessions; tests move it. */
  clock?: Clock;
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

  await app.register(
    async (api) => {
      await api.register(hotelRoutes, { db });
      await api.register(roomRoutes, { db });
      await api.register(saleRoutes, { db });
      await api.register(userRoutes, { db, sessions, smsCodes, clock });
    },
    { prefix: API_PREFIX },
  );
  await app.register(cmsRoutes, { prefix: CMS_PREFIX, db });
  if (sms.name === 'console') await app.register(devSmsRoutes, { db });

  app.setNotFoundHandler((request, reply) => reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound)));
  return app;
}
