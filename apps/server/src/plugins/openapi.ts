import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas the routes validate with; served at /crsapi/docs. */
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
    transform: jsonSchemaTransform,
  });
  app.get('/crsapi/docs', { schema: { hide: true } }, async () => app.swagger());
}
