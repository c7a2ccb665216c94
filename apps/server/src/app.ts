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

export interface AppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Plugins that must wrap every route (compression), registered before the modules. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
}

export const API_PREFIX = '/crsapi/v1';
export const CMS_PREFIX = '/cms';

/** Builds the API app: external plugins, then our plugins, then the domain modules. */
export async function buildApp({ db, logger = false, beforeRoutes }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  if (beforeRoutes) await beforeRoutes(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(hotelRoutes, { db });
      await api.register(roomRoutes, { db });
      await api.register(saleRoutes, { db });
    },
    { prefix: API_PREFIX },
  );
  await app.register(cmsRoutes, { prefix: CMS_PREFIX, db });

  app.setNotFoundHandler((request, reply) => reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound)));
  return app;
}
