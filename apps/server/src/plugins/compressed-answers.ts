import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicReadAt } from '../web/public-reads.ts';
import { addVary } from '../lib/vary.ts';

export type Encoding = 'br' | 'gzip';

/** Below this, compressing saves too little to be worth it (as @fastify/compress's threshold in main.ts). */
export const COMPRESS_THRESHOLD = 1024;
/** How an answer goes out: compressed, or its text as bytes. */
export type AnswerForm = Encoding | 'identity';
const remembered = new Map<string, Partial<Record<AnswerForm, Buffer>>>();
const MAX_REMEMBERED = 500;

/** Accept-Encoding values seen and their choice: clients send a handful of values, each on every request. */
const choices = new Map<string, Encoding | null>();
const MAX_CHOICES = 100;

/** The encoding to answer in: brotli, else gzip, else none. A q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let choice = choices.get(acceptEncoding);
  if (choice === undefined) {
    choice = chooseEncoding(acceptEncoding);
    if (choices.size >= MAX_CHOICES) choices.clear();
    choices.set(acceptEncoding, choice);
  }
  return choice;
}

function chooseEncoding(acceptEncoding: string): Encoding | null {
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
  if (payload.length < COMPRESS_THRESHOLD || reply.getHeader('content-encoding')) return payload;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  addVary(reply, 'accept-encoding');
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  return encodedOnce(payload, encoding);
}

/**
 * `text` in `form`, made once per text and form and remembered (the last 500 texts): kept pages,
 * public reads and the cached content reads (plugins/ready-answers.ts) share this one store.
 */
export function encodedOnce(text: string, form: AnswerForm): Buffer {
  let forms = remembered.get(text);
  if (!forms) {
    forms = {};
    remembered.set(text, forms);
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  }
  return (forms[form] ??= form === 'identity' ? Buffer.from(text) : compressPayload(form, text));
}

/** Brotli at quality 4 (text mode) or gzip at 6, as @fastify/compress would. */
function compressPayload(encoding: Encoding, payload: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(payload, { level: 6 });
}

/**
 * The public reads' successful answers compressed once per text (before their ETag is taken, so
 * each encoding has its own). Answers with a session are left to @fastify/compress: remembering
 * them would keep personal data in memory for nothing.
 */
export function registerCompressedPublicReads(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || reply.statusCode !== 200) return done(null, payload);
    const route = request.routeOptions.url;
    if (route === undefined || !publicReadAt(request.method === 'HEAD' ? 'GET' : request.method, route)) return done(null, payload);
    done(null, compressedOnce(request, reply, payload));
  });
}
