import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { rateLimitedMessage } from '@hotel/shared/messages';
import { ApiError } from '../lib/api-error.ts';

/**
 * Per-route request throttling per client address (decision 0028). A second line of defence:
 * what must never be exceeded (SMS sends, code tries, logins, card passwords, inventory) is
 * counted in the database whatever happens here.
 */

/** The throttled groups; each route of a group counts on its own, per address, per minute. */
export const RATE_LIMIT_GROUPS = ['search', 'order', 'pay', 'pay-link', 'sms', 'sign-in', 'meeting', 'staff-sign-in', 'staff-write', 'integration'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/**
 * Requests per minute per client address and route. Generous: many guests share one address
 * behind a carrier's NAT (common on Chinese mobile networks) or a hotel's office.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitGroup, number> = {
  search: 300,
  order: 60,
  pay: 300,
  /**
   * A payment link's page, QR and check (decision 0059), whose token is the only credential: 60,
   * as the page polls its check every 2 s (30 a minute) and a reload or second tab must not be refused.
   */
  'pay-link': 60,
  sms: 20,
  'sign-in': 30,
  meeting: 10,
  'staff-sign-in': 20,
  'staff-write': 300,
  /** Per integration API key, not per address (decision 0065): a PMS pages through changes and writes nights. */
  integration: 600,
};

export const RATE_LIMIT_WINDOW_MS = 60_000;

const API = '/crsapi/v1';
const ADMIN = '/adminapi/v1';
const INTEGRATION = '/integrationapi/v1';

/** Which group a route belongs to, by method and path as registered; null: not throttled. */
const GUEST_ROUTES: Record<string, RateLimitGroup> = {
  [`POST ${API}/hotel/getRoomAndRate`]: 'search',
  [`POST ${API}/hotel/getCityRoomAndRate`]: 'search',
  [`POST ${API}/hotel/getRoomType`]: 'search',
  [`POST ${API}/hotel/getRoomTypeDetail`]: 'search',
  [`POST ${API}/order/checkInventory`]: 'order',
  [`POST ${API}/order/submitOrder`]: 'order',
  [`GET ${API}/order/cancleOrder`]: 'order',
  [`POST ${API}/pay/orderpay`]: 'pay',
  [`POST ${API}/pay/checkpayret`]: 'pay',
  [`GET ${API}/pay/link`]: 'pay-link',
  [`POST ${API}/pay/linkpay`]: 'pay-link',
  [`POST ${API}/pay/checklinkpay`]: 'pay-link',
  [`GET ${API}/user/smscode`]: 'sms',
  [`POST ${API}/user/login`]: 'sign-in',
  [`POST ${API}/user/register`]: 'sign-in',
  [`POST ${API}/meetingbook/meetingbook`]: 'meeting',
  [`POST ${ADMIN}/auth/login`]: 'staff-sign-in',
  [`POST ${ADMIN}/auth/login/totp`]: 'staff-sign-in',
  [`POST ${ADMIN}/auth/set-password`]: 'staff-sign-in',
};

export function rateLimitGroupOf(method: string, url: string): RateLimitGroup | null {
  const named = GUEST_ROUTES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
  if (named) return named;
  // Every integration route, reads included: counted per key (keyOf).
  if (url.startsWith(`${INTEGRATION}/`)) return 'integration';
  // Every other staff write (the sign-in routes are named above); reads are not throttled.
  if (url.startsWith(`${ADMIN}/`) && method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return 'staff-write';
  return null;
}

/**
 * The integration API counts per key: its guard has authenticated the key in the scope's onRequest
 * hook, which runs before the route's throttling hook (a request without a live key was refused then).
 */
const integrationKeyOf = (req: FastifyRequest) => (req.integrationKey ? `integration-key:${req.integrationKey.keyId}` : addressKey(req.ip));

/** `search=600,order=30` (RATE_LIMITS) over the defaults; an unknown group name is refused. */
export function parseRateLimits(text: string | undefined): Record<RateLimitGroup, number> {
  const limits = { ...DEFAULT_RATE_LIMITS };
  if (!text) return limits;
  for (const part of text.split(',')) {
    const [name, value] = part.split('=');
    if (!RATE_LIMIT_GROUPS.includes(name as RateLimitGroup)) throw new Error(`RATE_LIMITS: unknown group ${name} (known: ${RATE_LIMIT_GROUPS.join(', ')})`);
    limits[name as RateLimitGroup] = Number(value);
  }
  return limits;
}

export interface RateLimitOptions {
  /** Per-minute limits per group; unset groups keep DEFAULT_RATE_LIMITS. */
  limits?: Partial<Record<RateLimitGroup, number>>;
  /** REDIS_URL: counters shared by every process. Unset: in this process's memory. */
  redisUrl?: string;
  /** Prefix of the Redis keys (tests use a random one each). */
  keyPrefix?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis client of the shared throttling counters (REDIS_URL), or null; /readyz asks it. */
    redis: Redis | null;
    /**
     * Counts a call a page's loader makes in-process (web/public-reads.ts) against the limit of the
     * API route it stands for; the seconds to wait when over it, or null. Never refuses with RATE_LIMIT=off.
     */
    throttleInProcess(method: string, path: string, request: FastifyRequest): Promise<number | null>;
  }
}

/** The address a count belongs to: IPv4 as is, IPv6 per /64 (one subscriber's network), as the routes count. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back] : front;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** With RATE_LIMIT=off nothing is throttled, in-process calls included. */
export function registerNoRateLimit(app: FastifyInstance): void {
  app.decorate('redis', null);
  app.decorate('throttleInProcess', () => Promise.resolve(null));
}

/**
 * ioredis for the counters: a command fails at once while disconnected (no offline queue) and
 * after 500 ms when Redis hangs, so a Redis outage costs a request no time: it is let through.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    // Reconnect forever, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
}

/**
 * Registers the throttling before any route: our onRoute hook gives each listed route its
 * `config.rateLimit`, which @fastify/rate-limit (registered right after, global: false) turns
 * into an onRequest check. Refused: 429 with the envelope, a Japanese message and Retry-After.
 * Redis unreachable: the request goes through (fail open) and the outage is logged once.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
  const redis = options.redisUrl ? createRedisClient(options.redisUrl) : null;
  app.decorate('redis', redis);
  if (redis) {
    watchRedis(app, redis);
    // Commands fail while disconnected: start counting once connected (a failure was logged above).
    await firstConnection(redis, 5_000);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const group = rateLimitGroupOf(method, route.url);
      if (!group) continue;
      route.config = { ...route.config, rateLimit: { max: limits[group], timeWindow: RATE_LIMIT_WINDOW_MS, ...(group === 'integration' ? { keyGenerator: integrationKeyOf } : {}) } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    // req.ip: the socket's address, or X-Forwarded-For's with TRUST_PROXY=true (IPv6 per /64).
    ...(redis ? { redis, nameSpace: `${options.keyPrefix ?? 'hotel:'}rl:` } : {}),
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, context) => new ApiError(429, rateLimitedMessage(Math.ceil(context.ttl / 1000))),
    onExceeded: (req) => req.log.warn({ rateLimit: { route: req.routeOptions.url } }, 'request refused by the rate limit'),
  });
  // In-process calls have no route of their own: per group, a counter of their own per address
  // (the route's counter is private to the route), so a page's searches are throttled like the API's.
  const inProcess = new Map(
    RATE_LIMIT_GROUPS.map((group) => [group, app.createRateLimit({ max: limits[group], timeWindow: RATE_LIMIT_WINDOW_MS, keyGenerator: (req) => `in-process-${group}:${addressKey(req.ip)}` })]),
  );
  app.decorate('throttleInProcess', async (method: string, path: string, request: FastifyRequest) => {
    const group = rateLimitGroupOf(method, path);
    const check = group ? inProcess.get(group) : undefined;
    if (!check) return null;
    const result = await check(request);
    // isAllowed is true only for an allow-listed key: the count decides.
    if (result.isAllowed || !result.isExceeded) return null;
    request.log.warn({ rateLimit: { route: path, inProcess: true } }, 'request refused by the rate limit');
    return Math.max(1, result.ttlInSeconds);
  });
}

/** Resolves when the client is ready, has failed once, or after `ms`, whichever comes first. */
function firstConnection(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** One error line when Redis goes away (why: throttling is off until it is back), one when it is back. */
function watchRedis(app: FastifyInstance, redis: Redis): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    app.log.error({ err: { message: error.message } }, 'Redis unreachable: request throttling lets every request through until it is back (the database limits still hold)');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('Redis reachable again: request throttling counts again');
  });
}

/** For GET /readyz: Redis answers PING within a second. */
export async function redisReadinessCheck(client: Redis): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    const answer: string = await Promise.race([client.ping(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 1 s')), 1_000).unref())]);
    return answer === 'PONG' ? { ok: true } : { ok: false, reason: `unexpected answer ${answer}` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * At start-up: the URL must reach a Redis that accepts our credentials, or the server does not
 * start (a typo would otherwise throttle nothing, silently). Null when it does; the reason otherwise.
 */
export async function redisStartupProblem(url: string, timeoutMs = 5_000): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // The socket's own error (ECONNREFUSED, ENOTFOUND, WRONGPASS) says more than "Connection is closed".
  let socketError: string | undefined;
  client.on('error', (error: Error) => {
    socketError ??= error.message;
  });
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return socketError ?? (error instanceof Error ? error.message : String(error));
  } finally {
    client.disconnect();
  }
}
