import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { CHANNEL, DEFAULT_STATE_HOTEL_CODE } from '@hotel/shared/constants';
import type { Transport } from '@hotel/shared/api/transport';
import type { WebLoadContext } from '@hotel/shared/api/load-context';
import { endpoints } from '@hotel/shared/api/endpoints';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, languageOfPath, languagePrefix, localizedPath, SITE_LANGUAGES, type SiteLanguage } from '@hotel/shared/site-language';
import { translateMessage } from '@hotel/shared/message-translations/index';
import { SERVER_MESSAGES, rateLimitedMessage } from '@hotel/shared/messages';
import { isDatabaseUnavailable } from '@hotel/db/unavailable';
import { ApiError } from '../lib/api-error.ts';
import { failure, ok } from '../lib/envelope.ts';
import { noteUncacheable, withReadScope } from '../lib/read-scope.ts';
import { isApiPath } from '../lib/api-paths.ts';
import { isSecureRequest } from '../plugins/auth.ts';
import { newCspNonce, pagePolicy } from '../plugins/security-headers.ts';
import { compressedOnce } from '../plugins/compressed-answers.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../plugins/error-handler.ts';
import { keepablePage, PageCache } from './page-cache.ts';
import { publicReadAt } from './public-reads.ts';
import { originOf } from '../modules/seo/index.ts';

export const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));
/** A file that isn't there is a 404, not a page: the navigation guard would turn it into a redirect. */
const ASSET_PATHS = /^\/(img|assets)\/|\.(webp|avif|png|jpe?g|gif|svg|ico|js|mjs|css|map|json|txt|xml|woff2?)$/i;

/**
 * How loaders reach the API: the public reads (catalogue, content, search) as in-process calls
 * with the same schemas as their routes (web/public-reads.ts, decision 0035); everything else,
 * which needs the visitor's session and the routes' hooks, through app.inject.
 */
export function loaderTransport(app: FastifyInstance, request: FastifyRequest): Transport {
  // The page's language (its address), so the API's refusals a page shows are in it (decision 0072).
  const lang = languageOfPath(request.url.split('?')[0] ?? '/');
  const viaRoutes = injectTransport(app, request.headers.cookie, isSecureRequest(request), request.ip, lang);
  return async (call) => {
    const name = publicReadAt(call.method, call.path);
    if (!name) {
      // A session, an order, a payment: a page that shows one is never kept by the page cache.
      noteUncacheable();
      return viaRoutes(call);
    }
    const endpoint = endpoints[name];
    const input = endpoint.input.safeParse(call.method === 'GET' ? (call.query ?? {}) : (call.body ?? {}));
    // Bad input is worded by the route's error handler, exactly as the API answers it.
    if (!input.success) {
      noteUncacheable();
      return viaRoutes(call);
    }
    const retryAfter = await app.throttleInProcess(call.method, call.path, request);
    // A refusal carries the page's request id, as the route's would carry its own.
    const refused = (status: number, message: string) => ({ status, body: { ...failure(status, translateMessage(message, lang)), requestId: request.id } });
    if (retryAfter !== null) return refused(429, rateLimitedMessage(retryAfter));
    try {
      const data = await (app.publicReads[name] as (input: unknown, lang: SiteLanguage) => Promise<unknown>)(input.data, lang);
      // The route's response schema drops what is not in the contract; so does this.
      return { status: 200, body: ok(endpoint.output.parse(data)) };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) return refused(error.statusCode, error.message);
      // The page becomes the site's 503 page, as the route would answer 503 (error-handler.ts).
      if (isDatabaseUnavailable(error)) return refused(503, SERVER_MESSAGES.temporarilyUnavailable);
      throw error;
    }
  };
}

/**
 * Loaders reach the rest of the API in-process through app.inject, with the same headers a browser sends
 * and the visitor's cookie, so the member's session reads through exactly as from the browser.
 */
export function injectTransport(app: FastifyInstance, cookie?: string, secure = false, visitorAddress?: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Transport {
  return async ({ method, path: url, query, body }) => {
    const res = await app.inject({
      method,
      url,
      query,
      // The visitor's address (TRUST_PROXY-aware), so per-address limits count them, not 127.0.0.1.
      ...(visitorAddress ? { remoteAddress: visitorAddress } : {}),
      payload: body as object | undefined,
      headers: {
        channel: CHANNEL,
        groupcode: DEFAULT_STATE_HOTEL_CODE,
        random: String(Math.floor(Math.random() * 1e6)),
        timestamp: String(Date.now()),
        ...(cookie ? { cookie } : {}),
        // The visitor's scheme, so a cookie set for them is Secure when their connection is.
        ...(secure ? { 'x-forwarded-proto': 'https' } : {}),
        // The page's language: the API words its refusals in it (plugins/message-language.ts).
        'accept-language': LANGUAGE_TAGS[lang],
      },
    });
    const setCookie = res.headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    const type = String(res.headers['content-type'] ?? '');
    // A file (a receipt's PDF) is passed on as bytes with its type and name; everything else is the JSON envelope.
    if (type && !type.startsWith('application/json')) {
      const disposition = res.headers['content-disposition'];
      return { status: res.statusCode, body: null, file: { bytes: res.rawPayload, contentType: type, disposition: typeof disposition === 'string' ? disposition : undefined } };
    }
    return { status: res.statusCode, body: res.json(), ...(setCookies.length ? { setCookies } : {}) };
  };
}

/**
 * Serves the React Router app from the same Fastify instance: built assets as static files
 * (hashed ones cached for a year), then every other non-API path through React Router.
 */
export interface WebOptions {
  production: boolean;
  demoMode: boolean;
  /**
   * Tests: with production, render from the sources through Vite (no build needed, no HMR) but
   * answer exactly as production does (errors without details, the production policy).
   */
  fromSources?: boolean;
  /** Anonymous pages kept and dropped by the change feed (decision 0035); main.ts turns it on unless PAGE_CACHE=off. */
  pageCache?: boolean;
  /** PUBLIC_URL: the origin of the pages' canonical and Open Graph addresses; unset, the request's (decision 0036). */
  publicOrigin?: string | undefined;
}

export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  // The web app augments AppLoadContext with WebLoadContext; the server sees the plain type.
  const getLoadContext = (request: FastifyRequest, cspNonce: string): AppLoadContext => {
    const context: WebLoadContext = {
      transport: loaderTransport(app, request),
      demoMode: opts.demoMode,
      cspNonce,
      publicOrigin: originOf(request, opts.publicOrigin),
    };
    return context as unknown as AppLoadContext;
  };
  let build: ServerBuild | (() => Promise<ServerBuild>);

  if (opts.production && !opts.fromSources) {
    const clientDir = path.join(WEB_ROOT, 'build/client');
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Serve the .br/.gz files written by the build; our setHeaders decides caching.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath);
        res.setHeader('cache-control', rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
    const serverBuild = path.join(WEB_ROOT, 'build/server/index.js');
    build = (await import(serverBuild)) as ServerBuild;
  } else {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({ root: WEB_ROOT, server: { middlewareMode: true, ...(opts.production ? { hmr: false } : {}) }, appType: 'custom' });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  }

  const mode = opts.production ? 'production' : 'development';
  /**
   * One handler per language (decision 0072): the same routes, with /zh and /en as React Router's
   * basename, so every <Link>, <Form> and navigate() of a Chinese page stays under /zh.
   */
  const handlers = Object.fromEntries(
    SITE_LANGUAGES.map((lang) => [lang, createRequestHandler(withBasename(build, languagePrefix(lang)), mode)]),
  ) as Record<SiteLanguage, ReturnType<typeof createRequestHandler>>;
  const handle = (request: Request, context: AppLoadContext) => handlers[languageOfPath(new URL(request.url).pathname)](request, context);
  /**
   * The site's error page with this status: the root loader throws the refusal (root.tsx), its
   * ErrorBoundary draws it. Drawn at / (whose loaders read nothing before throwing it), as the
   * refused path's own loaders would redirect or read first.
   */
  const errorPage = (origin: string, context: AppLoadContext, refusal: NonNullable<WebLoadContext['refusal']>, lang: SiteLanguage = DEFAULT_LANGUAGE) =>
    handle(new Request(new URL(localizedPath('/', lang), origin), { method: 'GET' }), { ...context, refusal });
  // Node's own refusals (plugins/client-errors.ts): no request reached Fastify, so no visitor, cookie or read.
  app.clientErrorPage = async (status) => {
    const cspNonce = newCspNonce();
    const context: WebLoadContext = {
      transport: () => Promise.reject(new Error('no reads for a refused request')),
      demoMode: opts.demoMode,
      cspNonce,
      publicOrigin: opts.publicOrigin ?? 'http://localhost',
    };
    const response = await errorPage(context.publicOrigin, context as unknown as AppLoadContext, { status, data: null });
    return { html: await response.text(), contentSecurityPolicy: pagePolicy(cspNonce, { development: !opts.production }) };
  };
  const pages = new PageCache(app.changes, () => app.today(), { enabled: opts.pageCache ?? false });

  await app.register(async (web) => {
    // React Router reads the raw body itself, so this scope must not consume it.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_req, _payload, done) => done(null));
    web.all('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url)) {
        return reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound));
      }
      if (ASSET_PATHS.test(request.url.split('?')[0] ?? '')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      // The back office is Japanese only: /zh/admin… and /en/admin… are /admin… (decision 0072).
      const languageAdmin = LANGUAGE_ADMIN.exec(request.url);
      if (languageAdmin) return reply.redirect(request.url.slice(languageAdmin[1]!.length), 301);
      const cacheKey = pageCacheKey(request, pages);
      const kept = cacheKey ? pages.get(cacheKey) : undefined;
      if (kept) {
        // The same bytes every time: its scripts allowed by their hashes, compressed once, an ETag.
        reply.status(kept.status).headers(Object.fromEntries(kept.headers)).header('x-page-cache', 'hit');
        reply.header('content-security-policy', pagePolicy({ hashes: kept.scriptHashes }, { development: !opts.production }));
        reply.header('etag', kept.etag);
        if (request.headers['if-none-match'] === kept.etag) return reply.status(304).send();
        return reply.send(compressedOnce(request, reply, kept.html));
      }
      // A nonce for this answer only, in its policy and on its inline scripts (entry.server.tsx, decision 0030).
      const nonce = newCspNonce();
      reply.header('content-security-policy', pagePolicy(nonce, { development: !opts.production }));
      const stamp = pages.stamp();
      const context = getLoadContext(request, nonce);
      const { scope, result } = withReadScope(() => handle(toWebRequest(request, reply), context));
      let response = await result;
      if (isResourceRouteRefusal(request, response)) {
        // A resource route (a redirect-only path, sign-out) refused in React Router's English JSON,
        // e.g. {"message":"Unexpected Server Error"} for a POST it has no action for: the site's page.
        noteUncacheable();
        // Only a 403's body is the site's own words (a refused form's Japanese reason, which the page shows).
        const data: unknown = response.status === 403 ? await response.json().catch(() => null) : null;
        response = await errorPage(`${request.protocol}://${request.host}`, context, { status: response.status, data }, languageOfPath(request.url.split('?')[0] ?? '/'));
      }
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      // A loader's read found the database unreachable (loaderTransport): ask to come back soon.
      if (response.status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (cacheKey && response.status === 200 && cookies.length === 0 && response.body) {
        // Read whole, so the scope holds every read the page made before it is judged.
        const html = await response.text();
        if (scope.cacheable) {
          const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
          pages.store(cacheKey, { status: response.status, headers, ...keepablePage(html, nonce), tables: scope.tables }, stamp);
        }
        return reply.header('x-page-cache', 'miss').send(html);
      }
      // Sent through Fastify (not hijacked) so compression and security headers apply. No body
      // (HEAD, a redirect) is sent as nothing: Fastify would serialise null as a JSON "null".
      return response.body ? reply.send(Readable.fromWeb(response.body as NodeReadableStream)) : reply.send();
    });
  });
}

/** A language's prefix before the back office's address: its length is what the redirect drops. */
const LANGUAGE_ADMIN = /^(\/(?:zh|en))\/admin(?:[/?#]|$)/;

/** The build with a language's path prefix as its basename ('' for Japanese: the build as it is). */
function withBasename(build: ServerBuild | (() => Promise<ServerBuild>), basename: string): ServerBuild | (() => Promise<ServerBuild>) {
  if (!basename) return build;
  return typeof build === 'function' ? async () => ({ ...(await build()), basename }) : { ...build, basename };
}

/** A document request (not a .data one, which the client router reads) that React Router refused with JSON. */
function isResourceRouteRefusal(request: FastifyRequest, response: Response): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return response.status >= 400 && /^application\/json/i.test(response.headers.get('content-type') ?? '') && !pathname.endsWith('.data');
}

/**
 * Only a GET without cookies may be answered from the page cache: a cookie may be a session,
 * and the page would be someone's. The scheme and host are part of the key (absolute links).
 */
function pageCacheKey(request: FastifyRequest, pages: PageCache): string | null {
  if (!pages.enabled || request.method !== 'GET' || request.headers.cookie) return null;
  return `${request.protocol}://${request.host}${request.url}`;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}
