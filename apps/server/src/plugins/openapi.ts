import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff API's own document (registered in the admin scope by registerAdminOpenApi). */
    adminSwagger?: () => unknown;
    /** The integration API's own document (registered in its scope by registerIntegrationOpenApi). */
    integrationSwagger?: () => unknown;
  }
}

/** The staff API's and the integration API's routes: never in the guest document. */
const OWN_DOCUMENT_PATHS = ['/adminapi/', '/integrationapi/'];

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
    transform: (args) => (OWN_DOCUMENT_PATHS.some((path) => args.url.startsWith(path)) ? { schema: { ...args.schema, hide: true }, url: args.url } : jsonSchemaTransform(args)),
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

/**
 * Inside the integration API's scope, before its routes: its own document (decision 0065), with
 * the bearer key as its security scheme. Answers the function its /openapi.json route serves.
 */
export async function registerIntegrationOpenApi(scope: FastifyInstance): Promise<() => unknown> {
  await scope.register(swagger, {
    decorator: 'integrationSwagger',
    openapi: {
      info: {
        title: 'Felton Hotels integration API',
        description:
          "For a hotel's PMS (/integrationapi/v1): the reservations changed since a cursor, one reservation, and rooms to sell and stop-sell. " +
          'Send the key the group administrator made as `Authorization: Bearer fk_…`. Every answer is { success, message, data, statusCode }. ' +
          'Read pages with the previous answer\'s nextCursor until items is empty; upsert by orderNo (an order changed again comes again).',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'fk_<keyId>_<secret>, shown once when the key is made' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  return () => scope.integrationSwagger!();
}
