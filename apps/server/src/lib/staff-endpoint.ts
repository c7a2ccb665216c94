import type { AdminEndpoint } from '@hotel/shared/api/admin-endpoint';
import { envelope } from '@hotel/shared/schemas/envelope';

/** The prefix the admin scope registers every staff plugin under. */
const ADMIN_PREFIX = '/adminapi/v1';

/** A staff endpoint's path (or a path of its own, a file's) as its plugin registers it: below the admin scope's /adminapi/v1. */
export const staffPath = (endpoint: Pick<AdminEndpoint, 'path'> | AdminEndpoint['path']): string =>
  (typeof endpoint === 'string' ? endpoint : endpoint.path).slice(ADMIN_PREFIX.length);

/**
 * A staff route's options from its shared endpoint (packages/shared/src/api/admin-endpoint.ts):
 * the OpenAPI tags, the endpoint's input (the query string of a GET, the JSON body of a POST), its
 * output in the envelope, and the staff guard's declaration of who may call it spread in
 * (`guard.hotel('rates.edit')`, decision 0049).
 */
export function staffQuery<E extends AdminEndpoint, A extends object>(endpoint: E, tags: string[], access: A) {
  return { schema: { tags, querystring: endpoint.input as E['input'], response: { 200: envelope(endpoint.output as E['output']) } }, ...access };
}

/** As staffQuery, for a POST: the input is the body. */
export function staffBody<E extends AdminEndpoint, A extends object>(endpoint: E, tags: string[], access: A) {
  return { schema: { tags, body: endpoint.input as E['input'], response: { 200: envelope(endpoint.output as E['output']) } }, ...access };
}
