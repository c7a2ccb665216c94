import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { CONTENT_MESSAGES, contentHotelQuery, MEDIA_MAX_BYTES, mediaUploaded } from '@hotel/shared/schemas/admin/content';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import { failure, ok } from '../../lib/envelope.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { MediaService } from './media.service.ts';

/**
 * POST /adminapi/v1/media?hotel=…: one image as multipart/form-data (field `file`). The hotel is in
 * the query so the guard checks it before a byte of the file is read. Registered in the admin
 * scope; multipart is parsed only here.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod<{ media: MediaService; guard: StaffGuard }> = async (app, { media, guard }) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 } });
  app.post(
    '/media',
    {
      schema: { tags: ['content'], querystring: contentHotelQuery, response: { 200: envelope(mediaUploaded) } },
      ...guard.hotel('content.edit', 'query'),
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest(CONTENT_MESSAGES.mediaMissing);
      const part = await req.file().catch(() => undefined);
      if (!part) throw badRequest(CONTENT_MESSAGES.mediaMissing);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new ApiError(413, CONTENT_MESSAGES.mediaTooLarge);
        throw badRequest(CONTENT_MESSAGES.mediaMissing);
      }
      if (bytes.length === 0) throw badRequest(CONTENT_MESSAGES.mediaMissing);
      return ok(await media.upload(currentStaff(req), req.query.hotel, part.filename, bytes), CONTENT_MESSAGES.uploaded);
    },
  );
};

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * GET /media/<id>/<width>.webp: public, outside the admin scope (guests load these images). A
 * rendition never changes once written (a new upload is a new id), so it is cached for a year and
 * carries its ETag.
 */
export const mediaFileRoutes: FastifyPluginAsync<{ media: MediaService }> = async (app, { media }) => {
  app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', { schema: { hide: true } }, async (req, reply) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : NaN;
    const width = /^(\d{2,4})\.webp$/.exec(req.params.file)?.[1];
    const found = Number.isNaN(id) || !width ? undefined : await media.rendition(id, Number(width));
    // The envelope every other unknown path gets (the fuzz suite holds every refusal to it).
    if (!found) return reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound));
    reply.header('cache-control', ONE_YEAR).header('etag', found.etag);
    if (req.headers['if-none-match'] === found.etag) return reply.status(304).send();
    return reply.type('image/webp').send(found.bytes);
  });
};
