import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointName, type EndpointOutput, type Endpoints } from '@hotel/shared/api/endpoints';
import type { SiteLanguage } from '@hotel/shared/site-language';

/**
 * One guest API operation as its module serves it (decision 0054). Method, path and schemas come
 * from the shared `endpoints` table by name; the module adds who may call it and the call on its
 * service. From a module's table come the Fastify route (plugins/guest-routes.ts), its OpenAPI
 * entry (the route's schemas) and, for a page read, the in-process read (web/public-reads.ts).
 */

/** The input as the route hands it over: parsed by the endpoint's input schema. */
export type GuestInput<N extends EndpointName> = z.output<Endpoints[N]['input']>;

/** The request behind a call, for the few operations that read a header or set one. */
export interface GuestCall {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A member's call: the session was checked before the input was read. */
export interface MemberCall extends GuestCall {
  memberId: number;
}

/**
 * Who may call: anyone, or a signed-in member (a missing or dead session is refused with 401
 * before the input is looked at). Member answers are personal: no cache keeps them.
 */
export type GuestAccess = 'public' | 'member';

interface Declaration {
  /** The OpenAPI tag; by default the path's area (`/crsapi/v1/<area>/…`, or `cms`). */
  tag?: string;
  /** The OpenAPI description, where the name does not say enough. */
  description?: string;
  /**
   * `revalidate`: catalogue and content, with an ETag and `Cache-Control: no-cache` on GET
   * (decision 0035); `no-store`: about one visitor, kept by no cache (member routes always are).
   */
  cache?: 'revalidate' | 'no-store';
  /** The route accepts more than clients send (logout takes no body at all); the handler ignores the input. */
  routeInput?: z.ZodType;
  /** The route answers more than the envelope of the endpoint's output (meetingbook's `msg`). */
  response?: z.ZodType;
}

/**
 * The handler answers the data, sent as the success envelope with `message` (default 成功).
 * A handler that refused on its own (reply already sent) returns the reply.
 */
interface Runs<D, N extends EndpointName, C> {
  run(deps: D, input: GuestInput<N>, call: C): Promise<EndpointOutput<N> | FastifyReply>;
  message?: string;
  answer?: never;
  read?: never;
}

/** The handler answers the whole envelope (or the reply), for answers the plain envelope does not fit. */
interface Answers<D, N extends EndpointName, C> {
  answer(deps: D, input: GuestInput<N>, call: C): Promise<unknown>;
  run?: never;
  message?: never;
  read?: never;
}

/**
 * A public read pages call in-process (decision 0035): the same call answers the route and the
 * loader, so it sees no request and answers the data alone.
 */
interface PageRead<D, N extends EndpointName> {
  access: 'public';
  /** `lang`: the caller's language (the page's, or the route's Accept-Language); content is answered in it (decision 0073). */
  read(deps: D, input: GuestInput<N>, lang: SiteLanguage): Promise<EndpointOutput<N>>;
  run?: never;
  answer?: never;
  message?: never;
}

export type GuestRoute<D, N extends EndpointName> = Declaration &
  (
    | PageRead<D, N>
    | ({ access: 'public' } & (Runs<D, N, GuestCall> | Answers<D, N, GuestCall>))
    | ({
        access: 'member';
        /** A GET that changes something (the spec's cancleOrder): with the cookie it needs the site's headers too. */
        changesState?: true;
      } & (Runs<D, N, MemberCall> | Answers<D, N, MemberCall>))
  );

/** A module's table: its guest endpoints by name, each served with the module's dependencies D. */
export type GuestRoutes<D> = { [N in EndpointName]?: GuestRoute<D, N> };

/** The dependencies a table's handlers take. */
export type RouteDeps<T> = {
  [N in keyof T]: T[N] extends { read: (deps: infer D, ...rest: never[]) => unknown }
    ? D
    : T[N] extends { run: (deps: infer D, ...rest: never[]) => unknown }
      ? D
      : T[N] extends { answer: (deps: infer D, ...rest: never[]) => unknown }
        ? D
        : never;
}[keyof T];

/** The names of a table's page reads. */
export type PageReadNames<T> = { [N in keyof T]: T[N] extends { read: (...args: never[]) => unknown } ? N : never }[keyof T] & EndpointName;

/**
 * A member route's handler is given a MemberCall, a public one a GuestCall; a page read is given
 * no call (web/public-reads.ts) but the caller's language.
 */
type BoundHandler = (input: unknown, call: GuestCall | MemberCall | undefined, lang: SiteLanguage) => Promise<unknown>;

/** One table entry with its dependencies bound: what the registrar and the in-process reads use. */
export interface BoundGuestRoute {
  name: EndpointName;
  method: 'GET' | 'POST';
  path: string;
  access: GuestAccess;
  /** A page read: `run` is its read, which takes no call. */
  pageRead: boolean;
  changesState: boolean;
  tag: string;
  description: string | undefined;
  cache: 'revalidate' | 'no-store' | undefined;
  /** What the route validates: the endpoint's input, or none for a GET without parameters (as the routes always did). */
  routeInput: z.ZodType | undefined;
  output: z.ZodType;
  response: z.ZodType | undefined;
  message: string | undefined;
  /** Data to wrap in the success envelope, or the reply when the handler answered itself. */
  run: BoundHandler | undefined;
  /** The whole answer. */
  answer: BoundHandler | undefined;
}

/** The tag of a path: its area under the API prefix, or `cms` for the content service. */
function tagOfPath(path: string): string {
  const area = /^\/crsapi\/v1\/([^/]+)\//.exec(path)?.[1];
  if (area) return area;
  if (path.startsWith('/cms/')) return 'cms';
  throw new Error(`${path}: no OpenAPI tag for this path; declare one`);
}

type AnyHandler = (deps: never, input: never, call: never) => Promise<unknown>;
type AnyRoute = Declaration & { access: GuestAccess; changesState?: true; message?: string; read?: AnyHandler; run?: AnyHandler; answer?: AnyHandler };

/** A table's entries in the order written, with its dependencies bound. */
export function bindGuestRoutes<T extends object>(table: T, deps: RouteDeps<T>): BoundGuestRoute[] {
  return Object.entries(table as Record<EndpointName, AnyRoute>).map(([key, route]) => {
    const name = key as EndpointName;
    const { method, path, input, output } = endpoints[name];
    if ([route.read, route.run, route.answer].filter(Boolean).length !== 1) throw new Error(`${name}: a guest route has one of read, run and answer`);
    const bind = (handler: AnyHandler | undefined): BoundHandler | undefined =>
      handler && ((value, call) => (handler as (d: RouteDeps<T>, i: unknown, c: GuestCall | MemberCall | undefined) => Promise<unknown>)(deps, value, call));
    const bindRead = (read: AnyHandler): BoundHandler => (value, _call, lang) => (read as (d: RouteDeps<T>, i: unknown, l: SiteLanguage) => Promise<unknown>)(deps, value, lang);
    const hasParameters = Object.keys((input as z.ZodObject).shape).length > 0;
    return {
      name,
      method,
      path,
      access: route.access,
      pageRead: route.read !== undefined,
      changesState: route.changesState === true,
      tag: route.tag ?? tagOfPath(path),
      description: route.description,
      cache: route.cache,
      routeInput: route.routeInput ?? (method === 'GET' && !hasParameters ? undefined : input),
      output,
      response: route.response,
      message: route.message,
      run: route.read ? bindRead(route.read) : bind(route.run),
      answer: bind(route.answer),
    };
  });
}
