import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = typeof serializerCompiler;

/**
 * The zod serializer (each answer checked against its route's response schema, then
 * stringified), remembering its output per `data` object of a success envelope: a cached read
 * (lib/read-cache.ts) hands every request the same object, which is never changed (frozen in
 * tests), so it is checked and stringified once, not per request (decision 0035). Fresh objects
 * only cost a WeakMap entry the garbage collector takes with them.
 */
export const memoSerializerCompiler: SerializerCompiler = (routeSchema) => {
  const serialize = (serializerCompiler as unknown as FastifySchemaCompiler<unknown>)(routeSchema) as unknown as (data: unknown) => string;
  const memo = new WeakMap<object, { message: unknown; statusCode: unknown; json: string }>();
  return ((payload: unknown) => {
    const envelope = payload as { success?: unknown; data?: unknown; message?: unknown; statusCode?: unknown } | null;
    const data = envelope?.success === true && typeof envelope.data === 'object' && envelope.data !== null && Object.keys(envelope).length === 4 ? envelope.data : null;
    if (!data) return serialize(payload);
    const kept = memo.get(data);
    if (kept && kept.message === envelope!.message && kept.statusCode === envelope!.statusCode) return kept.json;
    const json = serialize(payload);
    memo.set(data, { message: envelope!.message, statusCode: envelope!.statusCode, json });
    return json;
  }) as ReturnType<SerializerCompiler>;
};
