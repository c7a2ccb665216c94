import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicReadAt } from '../web/public-reads.ts';
import { addVary } from '../lib/vary.ts';

type Encoding = 'br' | 'gzip';

/** Below this, compressing saves too little to be worth it (as @fastify/compress's threshold in main.ts). */
const THRESHOLD = 1024;
const remembered = new Map<string, Partial<Record<Encoding, Buffer>>>();
const MAX_REMEMBERED = 500;

/** The encoding to answer in: brotli, else gzip, else none. A q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const offered = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    offered.add(name.trim());
  }
  if (offered.has('br')) return 'br';
  if (offered.has('gzip') || offered.has('*')) return 'gzip';
  return null;
}

/**
 * The answer compressed once and remembered (the last 500): a kept page and a cached read's
 * answer are the same string on every request, and compressing them per request cost more than
 * everything else of the answer (decision 0035). Brotli at quality 4 and gzip at 6, like
 * @fastify/compress, which then leaves the answer alone (it is already encoded).
 */
export function compressedOnce(request: FastifyRequest, reply: FastifyReply, payload: string): string | Buffer {
  if (payload.length < THRESHOLD || reply.getHeader('content-encoding')) return payload;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  addVary(reply, 'accept-encoding');
  if (!encoding) return payload;
  let forms = remembered.get(payload);
  if (!forms) {
    forms = {};
    remembered.set(payload, forms);
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  }
  let body = forms[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(payload, { level: 6 });
    forms[encoding] = body;
  }
  reply.header('content-encoding', encoding);
  return body;
}

/**
 * The public reads' successful answers compressed once per text (before their ETag is taken, so
 * each encoding has its own). Answers with a session are left to @fastify/compress: remembering
 * them would keep personal data in memory for nothing.
 */
export function registerCompressedPublicReads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.statusCode !== 200) return payload;
    const route = request.routeOptions.url;
    if (route === undefined || !publicReadAt(request.method === 'HEAD' ? 'GET' : request.method, route)) return payload;
    return compressedOnce(request, reply, payload);
  });
}
