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
import type { SisterSiteUrls, WebLoadContext } from '@hotel/shared/api/load-context';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { failure } from '../lib/envelope.ts';
import { isSecureRequest } from '../plugins/auth.ts';
import { newCspNonce, pagePolicy } from '../plugins/security-headers.ts';

export const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));
const API_PATHS = /^\/(crsapi|adminapi|cms|__dev|media)(\/|$)/;

/** Paths of the APIs: an unknown one is the JSON 404 envelope, never a web page. */
export function isApiPath(url: string): boolean {
  return API_PATHS.test(url);
}
/** A file that isn't there is a 404, not a page: the navigation guard would turn it into a redirect. */
const ASSET_PATHS = /^\/(img|assets)\/|\.(webp|avif|png|jpe?g|gif|svg|ico|js|mjs|css|map|json|txt|xml|woff2?)$/i;

/**
 * Loaders reach the API in-process through app.inject, with the same headers a browser sends
 * and the visitor's cookie, so the member's session reads through exactly as from the browser.
 */
export function injectTransport(app: FastifyInstance, cookie?: string, secure = false, visitorAddress?: string): Transport {
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
      },
    });
    const setCookie = res.headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
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
  sisterSites: SisterSiteUrls;
  /**
   * Tests: with production, render from the sources through Vite (no build needed, no HMR) but
   * answer exactly as production does (errors without details, the production policy).
   */
  fromSources?: boolean;
}

export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  // The web app augments AppLoadContext with WebLoadContext; the server sees the plain type.
  const getLoadContext = (request: FastifyRequest, cspNonce: string): AppLoadContext => {
    const context: WebLoadContext = {
      transport: injectTransport(app, request.headers.cookie, isSecureRequest(request), request.ip),
      demoMode: opts.demoMode,
      sisterSites: opts.sisterSites,
      cspNonce,
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

  const handle = createRequestHandler(build, opts.production ? 'production' : 'development');

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
      // A nonce for this answer only, in its policy and on its inline scripts (entry.server.tsx).
      // A page cache must not replay a stored page as is: it has to put a fresh nonce in both (decision 0030).
      const nonce = newCspNonce();
      const response = await handle(toWebRequest(request, reply), getLoadContext(request, nonce));
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('content-security-policy', pagePolicy(nonce, { development: !opts.production }));
      // Sent through Fastify (not hijacked) so compression and security headers apply. No body
      // (HEAD, a redirect) is sent as nothing: Fastify would serialise null as a JSON "null".
      return response.body ? reply.send(Readable.fromWeb(response.body as NodeReadableStream)) : reply.send();
    });
  });
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
