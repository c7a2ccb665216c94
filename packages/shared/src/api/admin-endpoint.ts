import type { z } from 'zod';

/**
 * One staff API operation (/adminapi/v1): method, path and schemas, defined once next to the
 * area's schemas (packages/shared/src/schemas/admin/<area>.ts) and used by the server route, the
 * back office's loaders and actions, and the tests. GET sends the input as the query string,
 * POST as the JSON body; no path parameters, so the hotel a request acts for is always a
 * `hotel` field the guard can read the same way.
 */
export interface AdminEndpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: `/adminapi/v1/${string}`;
  input: I;
  output: O;
}

export function adminEndpoint<I extends z.ZodType, O extends z.ZodType>(endpoint: AdminEndpoint<I, O>): AdminEndpoint<I, O> {
  return endpoint;
}
