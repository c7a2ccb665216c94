import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../lib/vary.ts';
import { COMPRESS_THRESHOLD, encodedOnce, preferredEncoding, type AnswerForm } from './compressed-answers.ts';

/** The bytes of one form of an answer and their ETag (a SHA-1 of those bytes, as @fastify/etag makes it). */
interface Form {
  body: Buffer;
  etag: string;
}

/** One answer ready to send: its JSON, and each form asked for so far. */
interface ReadyAnswer {
  json: string;
  forms: Partial<Record<AnswerForm, Form>>;
}

/** ETags by the bytes they were taken of: the bytes are shared by every answer with the same text. */
const etags = new WeakMap<Buffer, string>();

function formOf(ready: ReadyAnswer, form: AnswerForm): Form {
  let made = ready.forms[form];
  if (!made) {
    // The shared store (plugins/compressed-answers.ts): a read that builds a new object with the same text reuses its bytes.
    const body = encodedOnce(ready.json, form);
    let etag = etags.get(body);
    if (!etag) etags.set(body, (etag = `"${createHash('sha1').update(body).digest('base64')}"`));
    made = ready.forms[form] = { body, etag };
  }
  return made;
}

/**
 * A content route's answers kept ready to send (decision 0081): the read cache (lib/read-cache.ts)
 * hands every request of a key the same data object until a committed change or the hotels'
 * midnight drops it, so its answer is serialised (checked against the response schema) once,
 * each encoding compressed once, and its ETag taken once; a hit sends those bytes and that ETag.
 * Keyed by the data object itself, the bytes live exactly as long as the cached value: a new
 * value after a change is a new object, serialised afresh, so nothing sent is ever staler than
 * the read cache. A read that builds a new object every time finds its bytes by their text
 * (compressed-answers.ts keeps them, with the kept pages' and the public reads').
 * The hooks of every request (request id, site headers, throttling, security headers, logging,
 * metrics, 304 on If-None-Match by @fastify/etag) run as for any answer; what the hit skips is
 * the serializer, the compression and the hashing.
 *
 * One per route: the envelope (its message) is the route's own.
 */
export function readyAnswers(): (request: FastifyRequest, reply: FastifyReply, data: unknown, envelope: () => unknown) => unknown {
  const byData = new WeakMap<object, ReadyAnswer>();
  return (request, reply, data, envelope) => {
    if (typeof data !== 'object' || data === null) return envelope();
    let ready = byData.get(data);
    if (!ready) {
      // The route's own serializer (plugins/memo-serializer.ts): the answer checked against its response schema.
      ready = { json: reply.serialize(envelope()) as string, forms: {} };
      byData.set(data, ready);
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    // As plugins/compressed-answers.ts: below the threshold nothing is compressed, and the answer does not vary by encoding.
    if (ready.json.length < COMPRESS_THRESHOLD) return sendForm(reply, formOf(ready, 'identity'));
    addVary(reply, 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // No br nor gzip: the JSON as it is (@fastify/compress may still deflate it, as before).
    if (!encoding) return sendForm(reply, formOf(ready, 'identity'));
    reply.header('content-encoding', encoding);
    return sendForm(reply, formOf(ready, encoding));
  };
}

function sendForm(reply: FastifyReply, form: Form): Buffer {
  // @fastify/etag keeps an ETag already set and answers 304 when If-None-Match has it.
  reply.header('etag', form.etag);
  return form.body;
}
