import type { FastifyReply } from 'fastify';

/** Field names joined by ", " exactly, as this function writes them. */
const PLAIN_LIST = /^[A-Za-z0-9-]+(, [A-Za-z0-9-]+)*$/;

/**
 * Adds `field` to the answer's Vary header, keeping what is there: an answer can vary by its
 * language (decision 0073) and its encoding at once, and a cache must key on both.
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', field);
    return;
  }
  // The usual case, a plain list without the field (a content read adds its encoding to its language), without splitting it.
  if (typeof current === 'string' && PLAIN_LIST.test(current) && !current.toLowerCase().split(', ').includes(field.toLowerCase())) {
    reply.header('vary', `${current}, ${field}`);
    return;
  }
  const fields = [current ?? ''].flat().join(',').split(',').map((name) => name.trim()).filter(Boolean);
  if (fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}
