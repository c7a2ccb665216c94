import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAPIAO_DOCUMENT_PATH, FAPIAO_UPLOAD_PATH, fapiaoByIdQuery, fapiaoEndpoints } from '@hotel/shared/schemas/admin/fapiao';
import { FAPIAO_API_MESSAGES as M, FAPIAO_MAX_BYTES } from '@hotel/shared/schemas/fapiao';
import { envelope } from '@hotel/shared/schemas/envelope';
import { z } from 'zod';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { FapiaoQueueService } from './fapiao-queue.service.ts';
import { sendInvoice } from './invoice-reply.ts';

/**
 * /adminapi/v1/fapiao (decision 0071): one hotel's requests (finance.fapiao), each route naming
 * the hotel so the guard checks it before anything is read. The upload is multipart with hotel
 * and id in the query (checked before a byte of the file is read); multipart is parsed only here.
 */
export const fapiaoAdminRoutes: FastifyPluginAsyncZod<{ queue: FapiaoQueueService; guard: StaffGuard }> = async (app, { queue, guard }) => {
  const tags = ['admin-fapiao'];
  const finance = guard.hotel('finance.fapiao');
  const { queue: list, detail, send, reject } = fapiaoEndpoints;

  app.get(staffPath(list), staffQuery(list, tags, finance), async (req) => ok(await queue.queue(req.query.hotel, req.query.state)));
  app.get(staffPath(detail), staffQuery(detail, tags, finance), async (req) => ok(await queue.detail(req.query.hotel, req.query.id)));
  app.post(staffPath(send), staffBody(send, tags, finance), async (req) => {
    await queue.send(currentStaff(req), req.body.hotel, req.body.id);
    return ok(null, M.sent);
  });
  app.post(staffPath(reject), staffBody(reject, tags, finance), async (req) => {
    await queue.reject(currentStaff(req), req.body.hotel, req.body.id, req.body.reason);
    return ok(null, M.rejected);
  });

  // The stored file: a download, not the envelope.
  app.get(staffPath(FAPIAO_DOCUMENT_PATH), { schema: { tags, querystring: fapiaoByIdQuery }, ...finance }, async (req, reply) => sendInvoice(reply, await queue.document(req.query.hotel, req.query.id)));

  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: FAPIAO_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 } });
    upload.post(
      staffPath(FAPIAO_UPLOAD_PATH),
      { schema: { tags, querystring: fapiaoByIdQuery, response: { 200: envelope(z.null()) } }, ...guard.hotel('finance.fapiao', 'query') },
      async (req) => {
        const { hotel, id } = req.query as z.output<typeof fapiaoByIdQuery>;
        // Another hotel's request is refused before its file is asked for (the records are the hotel's, decision 0071).
        await queue.requireOfHotel(hotel, id);
        if (!req.isMultipart()) throw badRequest(M.fileMissing);
        const part = await req.file().catch(() => undefined);
        if (!part) throw badRequest(M.fileMissing);
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof upload.multipartErrors.RequestFileTooLargeError) throw new ApiError(413, M.fileTooLarge);
          throw badRequest(M.fileMissing);
        }
        if (bytes.length === 0) throw badRequest(M.fileMissing);
        await queue.upload(currentStaff(req), hotel, id, part.filename, bytes);
        return ok(null, M.uploaded);
      },
    );
  });
};
