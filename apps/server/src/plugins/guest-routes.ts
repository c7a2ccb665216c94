import type { FastifyInstance, onRequestAsyncHookHandler, onSendAsyncHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import { envelope } from '@hotel/shared/schemas/envelope';
import { callerLanguage } from '../lib/caller-language.ts';
import { ok } from '../lib/envelope.ts';
import { cameFromReadCache } from '../lib/read-cache.ts';
import { withReadScope } from '../lib/read-scope.ts';
import { addVary } from '../lib/vary.ts';
import type { BoundGuestRoute, GuestCall, MemberCall } from '../lib/guest-endpoint.ts';
import type { SessionService } from '../modules/session/index.ts';
import { currentMember, requireMember, requireSiteHeadersForCookie } from './auth.ts';
import { registerContentRevalidation } from './content-revalidation.ts';
import type { FrontAnswers } from './front-answers.ts';
import { rateLimitGroupOf } from './rate-limit.ts';
import { readyAnswers } from './ready-answers.ts';

// A route that already said no-store in its own words (a file download's `private, no-store`) keeps them.
const noStore: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
  return payload;
};

/**
 * The guest API from the modules' tables (decision 0054): one Fastify route per entry, in the
 * tables' order (the OpenAPI document lists them so), each with the endpoint's shared schemas.
 * Member routes let only members in, 401 before the input is read, and, like every `no-store` route, answer
 * `Cache-Control: no-store`; `revalidate` routes sit in a scope with ETags (decision 0035).
 */
export async function registerGuestRoutes(app: FastifyInstance, routes: readonly BoundGuestRoute[], { sessions, front }: { sessions: SessionService; front?: FrontAnswers }): Promise<void> {
  const memberOnly = requireMember(sessions);
  await app.register(async (guest) => {
    for (const run of runsByCache(routes)) {
      if (run[0]!.cache === 'revalidate') {
        await guest.register(async (catalogue) => {
          await registerContentRevalidation(catalogue);
          for (const route of run) catalogue.route(routeOptions(route, memberOnly, front));
        });
      } else {
        for (const route of run) guest.route(routeOptions(route, memberOnly, front));
      }
    }
  });
}

/** Neighbours that revalidate share one scope, so the routes keep their order. */
function keepAnswer(front: FrontAnswers): onSendHookHandler {
  return (request, reply, payload, done) => {
    front.keep(request, reply, payload);
    done(null, payload);
  };
}

function runsByCache(routes: readonly BoundGuestRoute[]): BoundGuestRoute[][] {
  const runs: BoundGuestRoute[][] = [];
  for (const route of routes) {
    const last = runs.at(-1);
    if (last && (last[0]!.cache === 'revalidate') === (route.cache === 'revalidate')) last.push(route);
    else runs.push([route]);
  }
  return runs;
}

function routeOptions(route: BoundGuestRoute, memberOnly: onRequestAsyncHookHandler, front: FrontAnswers | undefined): RouteOptions {
  const member = route.access === 'member';
  const schema = {
    tags: [route.tag],
    ...(route.description ? { description: route.description } : {}),
    ...(route.routeInput ? { [route.method === 'GET' ? 'querystring' : 'body']: route.routeInput } : {}),
    response: { 200: route.response ?? envelope(route.output) },
  };
  // A cached content read (decision 0081): its answers kept as bytes per encoding with their ETag.
  const ready = route.pageRead && route.cache === 'revalidate' ? readyAnswers() : undefined;
  // Its answers kept and given before Fastify when made of read-cache values alone (decision 0085): a
  // static path, and never a throttled route (the front counts nothing). Guest endpoints are GETs and POSTs.
  const kept = ready && front && !member && !/[:*]/.test(route.path) && !rateLimitGroupOf(route.method, route.path) ? front : undefined;
  kept?.allow(route.method, route.path);
  return {
    method: route.method,
    url: route.path,
    schema,
    // Who the caller is, before the body is parsed or validated (decision 0054).
    ...(member ? { onRequest: route.changesState ? [memberOnly, requireSiteHeadersForCookie] : memberOnly } : {}),
    ...(member || route.cache === 'no-store' ? { onSend: noStore } : {}),
    // After every other onSend hook: the answer as it goes out.
    ...(kept ? { onSend: keepAnswer(kept) } : {}),
    // route.method is the endpoint's declared method, not the request's: the HEAD Fastify answers
    // beside a GET runs this handler with the same querystring schema, and carries no body either.
    handler: async (request, reply) => {
      const input = route.method === 'GET' ? request.query : request.body;
      const call: GuestCall | MemberCall = member ? { request, reply, memberId: currentMember(request).memberId } : { request, reply };
      const lang = callerLanguage(request);
      if (route.answer) return route.answer(input, call, lang);
      // A page read's content is in the caller's language (decision 0073): caches must keep each language apart.
      if (route.pageRead) addVary(reply, 'accept-language');
      // What a kept answer's freshness follows: the tables of the cached reads it was made of.
      const scoped = kept?.passedOn(request) ? withReadScope(() => route.run!(input, call, lang)) : undefined;
      const data = scoped ? await scoped.result : await route.run!(input, call, lang);
      // A handler that refused on its own has sent its answer.
      if (reply.sent) return reply;
      if (scoped?.scope.cacheable && cameFromReadCache(data)) kept!.markKeepable(reply, scoped.scope.tables);
      if (ready) return ready(request, reply, data, () => ok(data, route.message));
      return ok(data, route.message);
    },
  };
}
