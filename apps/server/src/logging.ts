import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { pino, stdSerializers, type Bindings, type ChildLoggerOptions, type Level, type LogFn, type Logger, type LoggerOptions } from 'pino';
import { publicReadAt } from './web/public-reads.ts';

/**
 * The server's log (decision 0029): JSON lines, one request id on every line written while a
 * request is handled, and never a token, password, SMS code, card number or full phone number.
 * Production (main.ts) and the API tests' log files (test/helpers/test-logger.ts) use these
 * same options, so `npm run test:logs` checks what production would write.
 */

/** A full mainland mobile number, standing alone (not inside an order number or a timestamp). */
const MOBILE = /(?<![\w])(1[3-9]\d)\d{4}(\d{4})(?![\w])/g;
/** A number with its country code (+ or, in a URL, %2B; digits maybe split by spaces, hyphens or %20), standing alone (decision 0077). */
const INTERNATIONAL = /(\+|%2B)((?:\d|[ -]|%20){7,28})(?![\w])/gi;
/** 13 to 19 digits, alone or in groups of four: checked with Luhn before it is masked. */
const CARD = /(?<![\w])\d(?:[ -]?\d){12,18}(?![\w])/g;
/** Query parameters whose value is a secret or a search term (q: a name or a phone number): the value becomes ***. */
const SECRET_PARAM = /([?&;](?:[^=&;#]*(?:token|pwd|pass|secret|sign|key|otp|card|cookie|session)[^=&;#]*|(?:sms)?code|q)=)[^&;#]*/gi;

/** Digits pass the Luhn check (payment card numbers do; most other long numbers do not). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Masks what must never reach a log line in free text (an error message, a URL): mobile numbers
 * keep their first three and last four digits (138****8000; +81 90-1234-5678 → +81******5678),
 * card numbers their last four.
 */
export function maskText(text: string): string {
  return text
    .replace(CARD, (match) => {
      const digits = match.replace(/[ -]/g, '');
      return luhn(digits) ? `****${digits.slice(-4)}` : match;
    })
    .replace(INTERNATIONAL, (match, plus: string, rest: string) => {
      const digits = rest.replace(/[ -]|%20/gi, '');
      return digits.length < 7 ? match : `${plus}${digits.slice(0, 2)}${'*'.repeat(digits.length - 6)}${digits.slice(-4)}`;
    })
    .replace(MOBILE, '$1****$2');
}

/** A payment link's page (/paylink/<token>, and its .data twin): the token is the path's last segment. */
const PAY_LINK_PATH = /^(\/paylink\/)[^/?#]+/;

/** A URL for the log: secret query values and a payment link's token replaced, numbers masked. */
export function maskUrl(url: string): string {
  const path = url.replace(PAY_LINK_PATH, '$1***');
  return maskText(path.includes('?') ? path.replace(SECRET_PARAM, '$1***') : path);
}

/** Strings of an error (message, stack, a driver's detail, its cause) masked, a few levels deep. */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value.replace(QUERY_PARAMS_LINE, '$1[Redacted]'));
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) masked[key] = SECRET_KEY.test(key) ? '[Redacted]' : maskDeep(item, depth + 1);
  return masked;
}

/**
 * Field names whose value is a secret wherever they appear in an error's properties. `params`:
 * a failed query's parameters (Drizzle's error) are what the guest typed (names, addresses).
 */
const SECRET_KEY = /^(password|pwd|token|usertoken|cookie|authorization|smscode|code_?hash|secret|totp.*|card.*|params)$/i;
/** The parameters line Drizzle writes into a failed query's message (and so its stack): the query stays, its values go. */
const QUERY_PARAMS_LINE = /^(params: ).*$/gm;

/**
 * Fields that hold a secret when an object is logged. Request and reply headers are not logged
 * at all (the req serializer below keeps method, URL and address); these paths are the net for a
 * header or body logged by hand.
 */
const REDACT_PATHS = [
  'req.headers.usertoken',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.usertoken',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'headers["x-csrf-token"]',
  'password',
  'Pwd',
  'token',
  'SmsCode',
  'secret',
  'body.password',
  'body.Pwd',
  'body.SmsCode',
  'body.token',
  '*.password',
  '*.Pwd',
  '*.token',
  '*.SmsCode',
  '*.secret',
];

/** The redaction, serializers and level; pretty-printed for a person at a terminal (development). */
export function loggerOptions({ level, pretty = false }: { level: string; pretty?: boolean }): LoggerOptions & { transport?: LoggerOptions['transport'] } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      // Fastify's own error lines: method, URL with its secrets masked, address; no headers.
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: maskUrl(req.url), remoteAddress: req.ip }),
      err: (err: Error) => maskDeep(stdSerializers.err(err)) as ReturnType<typeof stdSerializers.err>,
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
  };
}

// ---- One request id per request --------------------------------------------------------------

/** A request id from a proxy we trust: short, and only letters, digits and - _ . : */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request being handled, for the services' logger and for the API calls a page makes in-process. */
const currentRequest = new AsyncLocalStorage<FastifyRequest>();

/**
 * Fastify's genReqId. A page's loaders call the API in-process (app.inject): those calls keep the
 * page's id, so one number finds the page and every API call behind it. Behind a trusted proxy
 * (TRUST_PROXY) a sane incoming X-Request-Id is kept; otherwise a new UUID.
 */
export function requestIdGenerator(trustProxy: boolean): (req: { headers: Record<string, string | string[] | undefined> }) => string {
  return (req) => {
    const outer = currentRequest.getStore();
    if (outer) return outer.id;
    if (trustProxy) {
      const incoming = req.headers['x-request-id'];
      if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
    }
    return randomUUID();
  };
}

/**
 * Runs the rest of the request inside its context. onRequest enters it; preValidation enters it
 * again, because the body arrives on stream events that run outside it (the same two hooks
 * @fastify/request-context uses).
 */
export function enterRequestContext(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  // Still inside it (a request without a body: preValidation follows onRequest in the same call): no new context.
  if (currentRequest.getStore() === request) done();
  else currentRequest.run(request, done);
}

/**
 * The logger the services are built with: inside a request it is that request's logger (with
 * its reqId), elsewhere (timers, start-up) the app's.
 */
export function requestScopedLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, property) {
      const log = currentRequest.getStore()?.log ?? target;
      const value: unknown = Reflect.get(log, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(log) : value;
    },
  });
}

// ---- One line per request --------------------------------------------------------------------

/**
 * The APIs: one info line per request, but the public catalogue, content and search reads, which
 * come thousands to a booking, at debug like pages, assets and media (failures always show).
 */
const API_PATH = /^\/(crsapi|adminapi|integrationapi|cms|__dev)(\/|$)/;

/**
 * onResponse: one line per request, cheap on the common path (no serializer, no URL work): method,
 * route pattern, status and milliseconds. A failure adds the URL, masked.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const status = reply.statusCode;
  // request.routeOptions makes a new object each time it is read: once per line.
  const route = request.routeOptions.url;
  const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : API_PATH.test(request.url) && !isPublicRead(request.method, route) ? 'info' : 'debug';
  // Registered only with a pino logger (app.ts), which has isLevelEnabled.
  if ((request.log as Logger).isLevelEnabled(level)) {
    const line: Record<string, unknown> = { method: request.method, route: route ?? null, status, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (status >= 400 || level === 'debug') line.url = maskUrl(request.url);
    request.log[level](line, 'request');
  }
  done();
}

function isPublicRead(method: string, route: string | undefined): boolean {
  return route !== undefined && publicReadAt(method === 'HEAD' ? 'GET' : method, route) !== undefined;
}

// ---- A request's logger, made when it first writes --------------------------------------------

const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const satisfies readonly Level[];

/**
 * request.log for a request whose route has no level or serializers of its own: pino's child with
 * the reqId binding is made on the first line that is written, not for every request. Making it
 * runs the redaction over the bindings, and most requests (the public reads at debug) write
 * nothing at production's info level (decision 0081, addendum). A call below the level writes
 * nothing and makes nothing; every line written carries the reqId as before.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  made(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  /** Whether a line at `level` would be written, asked of the child once it is made (it may have been given its own level). */
  isLevelEnabled(level: string): boolean {
    const log = (this.#child ?? this.#parent) as Partial<Logger>;
    // A logger without it (a test's own) decides for itself.
    return typeof log.isLevelEnabled === 'function' ? log.isLevelEnabled(level) : true;
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}
for (const method of LOG_METHODS) {
  Object.defineProperty(LazyRequestLogger.prototype, method, {
    value(this: LazyRequestLogger, ...args: unknown[]): void {
      if (!this.isLevelEnabled(method)) return;
      const log = this.made();
      Reflect.apply(log[method], log, args);
    },
  });
}

/** Fastify's childLoggerFactory: the lazy logger above; a route with its own level or serializers (health's quiet routes) gets pino's child at once. */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings);
};

/** Fastify options for the above: our id, our request line instead of Fastify's two, the request's logger made when it first writes. */
export function requestLoggingOptions(trustProxy: boolean): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'logController' | 'childLoggerFactory'> {
  return {
    genReqId: requestIdGenerator(trustProxy),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
  };
}

/** A command-line tool's log (npm run channels:sync): production's redaction, warnings and errors only, to stdout. */
export function toolLogger(): FastifyBaseLogger {
  return pino(loggerOptions({ level: 'warn' }));
}
