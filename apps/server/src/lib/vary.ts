import type { FastifyReply } from 'fastify';

/**
 * Adds `field` to the answer's Vary header, keeping what is there: an answer can vary by its
 * language (decision 0073) and its encoding at once, and a cache must key on both.
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = [current ?? ''].flat().join(',').split(',').map((name) => name.trim()).filter(Boolean);
  if (fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}
