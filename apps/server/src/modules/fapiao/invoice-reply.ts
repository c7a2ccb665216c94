import type { FastifyReply } from 'fastify';
import type { StoredInvoice } from './fapiao-queue.service.ts';

const CONTENT_TYPES = { pdf: 'application/pdf', ofd: 'application/ofd' } as const;

/**
 * Sends a stored e-invoice as a download: attachment (never shown inline, so a file crafted to
 * look like HTML cannot run as the site), kept by no cache, its type not guessed by the browser.
 * The name is given ASCII-only in filename and in full as RFC 5987 filename*.
 */
export function sendInvoice(reply: FastifyReply, file: StoredInvoice): FastifyReply {
  const fallback = `fapiao.${file.fileType}`;
  return reply
    .header('content-type', CONTENT_TYPES[file.fileType])
    .header('content-disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
