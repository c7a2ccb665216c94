import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTEGRATION_API_MESSAGES as M } from '@hotel/shared/schemas/integration-api';
import { failure } from '../../lib/envelope.ts';
import type { AuthenticatedKey, IntegrationKeysService } from './integration-keys.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration API's key that authenticated the request (its scope); null elsewhere. */
    integrationKey: AuthenticatedKey | null;
    /** What a successful integration request read or wrote, for its audit line. */
    integrationUse: Record<string, unknown> | null;
  }
  interface FastifyContextConfig {
    /** An integration route's declaration (the guard and the security suite read it). */
    integrationAccess?: IntegrationAccess;
  }
}

/** What an integration route declares: the scope it needs, whether it acts for one hotel, and its audit action. */
export interface IntegrationAccess {
  scope: 'read' | 'write';
  /** A `hotel` field in the query (methods without a body) or the body: one of the key's hotels. */
  hotel: boolean;
  action: string;
}

/** One method of one integration route as Fastify answers it (HEAD included), with its declaration. */
export interface IntegrationRouteEntry {
  method: string;
  url: string;
  access: IntegrationAccess;
}

const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** The hotel a request names, or undefined (absent, twice, not text): no hotel at all. */
function requestHotel(request: FastifyRequest): string | undefined {
  const input = QUERY_METHODS.has(request.method) ? request.query : request.body;
  const hotel = (input as { hotel?: unknown } | null | undefined)?.hotel;
  return typeof hotel === 'string' ? hotel : undefined;
}

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send(failure(status, message));

/**
 * Makes a scope the integration API's (decision 0065), in this order: the key authenticates in
 * onRequest, before anything is parsed or validated (401, `WWW-Authenticate: Bearer`, for a
 * missing, malformed, unknown or revoked key, the prefix's unknown paths included); in
 * preValidation, on the raw input, the hotel must be one of the key's (403, failing closed when
 * none is named) and a write needs a write key (403); validation comes after. Every answer to an
 * authenticated request, refusals included, writes its audit line before it is sent. Every route
 * must declare its access (the scope refuses to register one that does not) and lands in `table`.
 */
export function registerIntegrationGuard(scope: FastifyInstance, keys: IntegrationKeysService, table: IntegrationRouteEntry[]): void {
  scope.decorateRequest('integrationKey', null);
  scope.decorateRequest('integrationUse', null);
  scope.addHook('onRoute', (route) => {
    const access = route.config?.integrationAccess;
    if (!access) throw new Error(`${[route.method].flat().join(',')} ${route.url}: an integration route must declare its access`);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });

  scope.addHook('onRequest', async (request, reply) => {
    const key = await keys.authenticate(request.headers.authorization);
    if (!key) return refuse(reply.header('www-authenticate', 'Bearer realm="integrationapi"'), 401, M.unauthorized);
    request.integrationKey = key;
  });

  scope.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.integrationAccess;
    const key = request.integrationKey;
    // The prefix's 404 handler declares nothing: an authenticated caller learns the path is unknown.
    if (!access || !key) return;
    if (access.hotel) {
      const hotel = requestHotel(request);
      if (hotel === undefined || !key.hotelCodes.includes(hotel)) return refuse(reply, 403, M.hotelForbidden);
    }
    if (access.scope === 'write' && key.scope !== 'write') return refuse(reply, 403, M.scopeForbidden);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    const key = request.integrationKey;
    if (!key) return payload;
    const access = request.routeOptions.config.integrationAccess;
    const hotel = requestHotel(request);
    const ok = reply.statusCode < 400;
    const line = keys.recordUse(key, {
      // A hotel not the key's is not that hotel's line: its staff never see the attempt, the group does.
      hotelCode: hotel !== undefined && key.hotelCodes.includes(hotel) ? hotel : null,
      action: ok && access ? access.action : 'api_refused',
      detail: { ...(ok ? request.integrationUse : {}), route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`, httpStatus: reply.statusCode },
    });
    // A use that cannot be recorded is not answered, except a failure already (the database gone: its 503 stands).
    if (reply.statusCode < 500) await line;
    else await line.catch((error: unknown) => request.log.warn({ err: error }, 'integration API use not audited: the answer was a failure already'));
    return payload;
  });
}
