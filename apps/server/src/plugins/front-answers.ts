import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, FastifyServerOptions, preParsingHookHandler } from 'fastify';
import { REQUEST_HEADERS } from '@hotel/shared/schemas/envelope';
import type { CachedTable, ChangeFeed } from '../lib/change-feed/index.ts';
import { KeptByTables } from '../lib/kept-by-tables.ts';

/**
 * Cached content reads answered before Fastify (decision 0085). A content read whose answer is
 * made of read-cache values alone (plugins/ready-answers.ts) is the same bytes and headers for
 * every request with the same inputs until one of its tables changes. The first such request
 * goes through Fastify as any other (every hook, the schema check, the handler) and its answer is
 * kept, keyed by every input those hooks and the handler read: the method, the address, the
 * body, Content-Type, Accept-Language, Accept-Encoding, X-Forwarded-Proto and whether the
 * connection is TLS. The next request with the same inputs gets the kept answer straight from the
 * socket's handler, with what is its own: a request id, and its line in the request histogram.
 *
 * Anything else goes to Fastify untouched: a cookie or a usertoken (a member, a session to
 * check), a conditional or ranged request (its 304 is the ETag plugin's), a body that is not
 * small JSON with a Content-Length, a HEAD, an address not kept, a server shutting down, and
 * every request while its line would be logged (request lines of content reads are at debug).
 * An answer that sets a cookie or is not a 200 is never kept. Invalidation is the read cache's,
 * table by table, through the change feed (lib/kept-by-tables.ts).
 */

/** A kept answer: the headers Fastify sent, but the request's own, and the body's bytes. */
interface KeptAnswer {
  headers: Record<string, string | number | string[]>;
  body: Buffer;
  /** The route pattern, for the request histogram. */
  route: string;
  tables: ReadonlySet<CachedTable>;
}

/** What the front saw of a request it passed on: the key its answer would be kept under. */
interface Ticket {
  key: string;
  route: string;
  stamp: number;
  /** The body the front read, handed to Fastify's body parser (preParsing). */
  body?: Buffer;
}

/** Set on a request the front passed on; on a reply whose answer may be kept, the tables it was made from. */
const TICKET = Symbol('front-answers.ticket');
const KEEPABLE = Symbol('front-answers.keepable');
type WithTicket = IncomingMessage & { [TICKET]?: Ticket };
type WithKeepable = FastifyReply & { [KEEPABLE]?: ReadonlySet<CachedTable> };

/** A content read's body is a few dozen bytes of JSON; anything larger is left to Fastify. */
const MAX_BODY = 4096;
/** Headers whose presence means the answer is not the kept one's to give. */
const PASS_ON_HEADERS = ['cookie', REQUEST_HEADERS.usertoken, 'authorization', 'if-none-match', 'if-match', 'if-modified-since', 'if-unmodified-since', 'range', 'expect', 'transfer-encoding'];
/** Response headers that are each answer's own, never kept. */
const OWN_HEADERS = new Set(['x-request-id', 'connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

export interface FrontAnswersOptions {
  feed: ChangeFeed;
  today: () => string;
  /** Off with the read cache (READ_CACHE=off). */
  enabled: boolean;
  maxEntries?: number;
  /** The request id of a request (Fastify's genReqId, logging.ts). */
  requestId: (request: IncomingMessage) => string;
  /** Counts an answer in the request histogram (plugins/metrics.ts). */
  countAnswer: (method: string, route: string, status: number, seconds: number) => void;
  /** False while the front must pass everything on: shutting down, or request lines of content reads being logged. */
  open: () => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached content reads answered before Fastify (decision 0085). */
    frontAnswers: FrontAnswers;
  }
}

export class FrontAnswers {
  /** "METHOD /path" of the routes whose answers may be kept → their route pattern. */
  private readonly routes = new Map<string, string>();
  private readonly kept: KeptByTables<KeptAnswer>;
  private answered = 0;

  constructor(private readonly options: FrontAnswersOptions) {
    this.kept = new KeptByTables(options.feed, options.today, { maxEntries: options.maxEntries ?? 1_000, enabled: options.enabled });
  }

  /** A route (a static path: no parameters) whose answers may be kept. */
  allow(method: 'GET' | 'POST', path: string): void {
    this.routes.set(`${method} ${path}`, path);
  }

  /** Answers given by the front so far, and the routes it may answer ("METHOD /path"): for tests and the bench. */
  stats(): { answered: number; routes: string[] } {
    return { answered: this.answered, routes: [...this.routes.keys()] };
  }

  /** The socket's request listener: a kept answer, or Fastify's handler (`next`). */
  handle(request: IncomingMessage, response: ServerResponse, next: RequestListener): void {
    const started = performance.now();
    const route = this.kept.enabled ? this.routeOf(request) : undefined;
    if (route === undefined || !this.options.open()) return void next(request, response);
    // Only "GET …" and "POST …" routes are allowed, so a HEAD or OPTIONS found no route above: a GET has no body to read, a POST one to key on.
    if (request.method === 'GET') return this.answer(request, response, next, route, keyOf(request, ''), started);
    const length = Number(request.headers['content-length']);
    if (!(length > 0 && length <= MAX_BODY) || !/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return void next(request, response);
    readBody(request, length).then((body) => {
      if (body) this.answer(request, response, next, route, keyOf(request, body.toString('latin1')), started, body);
    }, () => request.destroy());
  }

  /**
   * The handler of a route whose answers may be kept: whether this request came through the
   * front (a request made in-process did not), so that its answer may be kept.
   */
  passedOn(request: FastifyRequest): boolean {
    return (request.raw as WithTicket)[TICKET] !== undefined;
  }

  /** The handler: this answer is made of read-cache values from these tables alone. */
  markKeepable(reply: FastifyReply, tables: ReadonlySet<CachedTable>): void {
    (reply as WithKeepable)[KEEPABLE] = tables;
  }

  /** onSend of the routes whose answers may be kept, after every other onSend hook: keeps the answer as sent. */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const ticket = (request.raw as WithTicket)[TICKET];
    const tables = (reply as WithKeepable)[KEEPABLE];
    if (!ticket || !tables || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    const headers: KeptAnswer['headers'] = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    this.kept.store(ticket.key, { headers, body, route: ticket.route, tables }, ticket.stamp);
  }

  private routeOf(request: IncomingMessage): string | undefined {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const route = this.routes.get(`${request.method} ${query === -1 ? url : url.slice(0, query)}`);
    if (route === undefined) return undefined;
    for (const name of PASS_ON_HEADERS) if (request.headers[name] !== undefined) return undefined;
    return route;
  }

  private answer(request: IncomingMessage, response: ServerResponse, next: RequestListener, route: string, key: string, started: number, body?: Buffer): void {
    const kept = this.kept.get(key);
    if (!kept) {
      (request as WithTicket)[TICKET] = { key, route, stamp: this.kept.stamp(), body };
      return void next(request, response);
    }
    this.answered += 1;
    response.writeHead(200, { ...kept.headers, 'content-length': kept.body.length, 'x-request-id': this.options.requestId(request) });
    response.end(kept.body);
    this.options.countAnswer(request.method!, kept.route, 200, (performance.now() - started) / 1000);
  }
}

/** preParsing, for every request (plugins registered before any route): the body the front already read goes to Fastify's parser. */
export const handOverReadBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const body = (request.raw as WithTicket)[TICKET]?.body;
  done(null, body ? Readable.from([body], { objectMode: false }) : payload);
};

/** Every input a content read's hooks and handler read, in one string. */
function keyOf(request: IncomingMessage, body: string): string {
  const h = request.headers;
  const tls = (request.socket as { encrypted?: boolean }).encrypted ? 'tls' : '';
  return `${request.method} ${request.url}\n${h['content-type'] ?? ''}\n${h['accept-language'] ?? ''}\n${h['accept-encoding'] ?? ''}\n${String(h['x-forwarded-proto'] ?? '')}\n${tls}\n${body}`;
}

/** The body, once it has all arrived; undefined if the request ended otherwise (the socket is then gone). */
function readBody(request: IncomingMessage, length: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > length) return reject(new Error('body longer than its Content-Length'));
      chunks.push(chunk);
    });
    request.on('end', () => (received === length ? resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)) : reject(new Error('body shorter than its Content-Length'))));
    request.on('error', reject);
    request.on('close', () => resolve(undefined));
  });
}

interface FastifyServerTimeouts {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** Fastify's serverFactory: Node's HTTP server as Fastify would make it, with the front before Fastify's handler. */
export function serverWithFront(front: () => FrontAnswers | undefined): NonNullable<FastifyServerOptions['serverFactory']> {
  return (fastify, fastifyOptions) => {
    // Fastify hands its resolved options, defaults filled in.
    const options = fastifyOptions as unknown as FastifyServerTimeouts;
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      const door = front();
      if (door) door.handle(request, response, fastify);
      else fastify(request, response);
    });
    // As Fastify's own server (lib/server.js): its timeouts and keep-alive.
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
