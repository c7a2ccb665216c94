import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import etag from '@fastify/etag';

const remembered = new Map<string, string>();
const rememberedBuffers = new WeakMap<Buffer, string>();
const sha1 = (payload: string | Buffer) => createHash('sha1').update(payload).digest('base64');
/**
 * SHA-1 of an answer, remembered: a cached read's answer is the same string every time
 * (plugins/memo-serializer.ts; V8 keeps a string's hash in the string), and its compressed form
 * the same Buffer (plugins/compressed-answers.ts). The last 1,000 strings are remembered.
 */
function rememberedHash(payload: string | Buffer): string {
  if (typeof payload !== 'string') {
    let hash = rememberedBuffers.get(payload);
    if (hash === undefined) rememberedBuffers.set(payload, (hash = sha1(payload)));
    return hash;
  }
  let hash = remembered.get(payload);
  if (hash === undefined) {
    hash = sha1(payload);
    remembered.set(payload, hash);
    if (remembered.size > 1_000) remembered.delete(remembered.keys().next().value!);
  }
  return hash;
}

/**
 * Catalogue and content answers (decision 0035): an ETag (a hash of the answer) and
 * `Cache-Control: no-cache` on GET, so a browser or proxy keeps a copy but asks every time, and
 * gets a bodiless 304 while nothing changed. The ETag is of the bytes sent, so each encoding
 * (plugins/compressed-answers.ts) has its own. Never stale: the server answers from its own
 * caches, which the change feed keeps current. Registered inside the scopes of those routes only.
 */
export async function registerContentRevalidation(scope: FastifyInstance): Promise<void> {
  await scope.register(etag, { hashFn: rememberedHash });
  scope.addHook('onSend', (request, reply, payload, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    done(null, payload);
  });
}
