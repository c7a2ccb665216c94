import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff API's own document (registered in the admin scope by registerAdminOpenApi). */
    adminSwagger?: () => unknown;
  }
}

/** The staff API's routes: never in the guest document. */
const ADMIN_PATHS = '/adminapi/';

/**
 * OpenAPI generated from the same zod schemas the routes validate with. Two documents from two
 * @fastify/swagger instances (its `decorator` option): the guest API's at /crsapi/docs, which
 * leaves out every /adminapi route, and the staff API's at /adminapi/docs (registerAdminOpenApi),
 * which sees only the admin scope's routes because swagger collects routes with an onRoute hook,
 * and hooks stay in the scope that added them.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Felton Hotels reservation and content API',
        description: 'Reservation service (/crsapi/v1) and content service (/cms). Every answer is { success, message, data, statusCode }.',
        version: '1.0.0',
      },
      tags: [
        { name: 'hotel', description: 'Hotels, cities, banners, rooms, sales' },
        { name: 'cms', description: 'News and content pages' },
      ],
    },
    transform: (args) => (args.url.startsWith(ADMIN_PATHS) ? { schema: { ...args.schema, hide: true }, url: args.url } : jsonSchemaTransform(args)),
  });
  app.get('/crsapi/docs', { schema: { hide: true } }, async () => app.swagger());
}

/**
 * Inside the admin scope, before its routes: the staff API's document (docs/decisions/0023).
 * Answers the function app.ts serves at /adminapi/docs.
 */
export async function registerAdminOpenApi(scope: FastifyInstance): Promise<() => unknown> {
  await scope.register(swagger, {
    decorator: 'adminSwagger',
    openapi: {
      info: {
        title: 'Felton Hotels staff API',
        description:
          'The back office (/adminapi/v1): staff sign-in (cookie staff_session), accounts, audit log, and each area of the back office. ' +
          'Every answer is { success, message, data, statusCode }; writes must come from the site itself (Sec-Fetch-Site / Origin).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  return () => scope.adminSwagger!();
}
