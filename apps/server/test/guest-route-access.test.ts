import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@hotel/shared/api/endpoints';
import { SESSION_COOKIE } from '@hotel/shared/member-contract';
import { MESSAGES } from '@hotel/shared/messages';
import { NOT_LOGGED_IN_STATUS_CODE } from '@hotel/shared/schemas/user';
import { GUEST_API } from '../src/guest-api.ts';
import { loginWithPassword, registerMember, SITE_HEADERS, useMemberApp } from './helpers/member-app.ts';
import { MEMBER_ENDPOINTS } from './helpers/member-endpoints.ts';

/**
 * Every member route of the guest API, derived from the modules' endpoint tables (decision 0054)
 * and with every method Fastify answers for it (HEAD included), so a route added tomorrow is
 * tested tomorrow: nobody without a live session learns anything from it, whatever the input,
 * because the session is checked before the body is parsed or the input validated.
 */
const registered: { method: string; url: string }[] = [];
const collectRoutes = async (root: FastifyInstance) => {
  root.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
};
const t = useMemberApp({ appOptions: { beforeRoutes: collectRoutes } });

/** Guest API routes outside the tables, each for a reason. */
const OUTSIDE_THE_TABLES = [
  // The OpenAPI document (openapi.test.ts).
  'GET /crsapi/docs',
  'HEAD /crsapi/docs',
  // The providers' notifications: raw bodies, signatures as the authentication (pay-notify.test.ts).
  'POST /crsapi/v1/pay/notify/:method',
];

const tableNames = Object.values(GUEST_API).flatMap((routes) => Object.keys(routes) as EndpointName[]);
const memberNames = [...MEMBER_ENDPOINTS];
const isGuestApi = (url: string) => url.startsWith('/crsapi/') || url.startsWith('/cms/');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const QUERY_METHODS = new Set(['GET', 'HEAD']);

/** Inputs nobody should learn a validation rule from: none, empty, wrongly typed, not an object, not JSON. */
const INPUTS: (object | string | undefined)[] = [
  undefined,
  {},
  { orderId: 'x', orderNo: 5, revNo: [], hotelCode: 'pro001', code: 99, name: '', mode: 'x', state: 'all' },
  '"not an object"',
  '{ broken json',
];

/** The methods Fastify answers at an endpoint's path: its own, and HEAD beside a GET. */
const methodsAt = (path: string) => registered.filter((r) => r.url === path).map((r) => r.method);

function inject(method: string, path: string, headers: Record<string, string>, input: object | string | undefined): InjectOptions {
  const options: InjectOptions = { method, url: path, headers: { ...headers } };
  if (input === undefined) return options;
  if (QUERY_METHODS.has(method)) {
    if (typeof input === 'object') options.query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return options;
  }
  options.payload = typeof input === 'string' ? input : JSON.stringify(input);
  options.headers = { ...options.headers, 'content-type': 'application/json' };
  return options;
}

let memberToken: string;
beforeAll(async () => {
  const member = await registerMember(t.app);
  memberToken = await loginWithPassword(t.app, member.mobile, member.password);
});

describe('the guest route table', () => {
  it('is every guest API route Fastify answers, but for the few kept apart', () => {
    const fromTables = new Set(
      tableNames.flatMap((name) => {
        const { method, path } = endpoints[name];
        return method === 'GET' ? [`GET ${path}`, `HEAD ${path}`] : [`${method} ${path}`];
      }),
    );
    const answered = registered.filter((r) => isGuestApi(r.url)).map(key);
    expect(answered.filter((route) => !fromTables.has(route)).sort()).toEqual([...OUTSIDE_THE_TABLES].sort());
    expect([...fromTables].filter((route) => !answered.includes(route))).toEqual([]);
  });

  it('has member routes, each answered for GET and HEAD or for POST', () => {
    expect(memberNames.length).toBeGreaterThan(10);
    for (const name of memberNames) {
      const { method, path } = endpoints[name];
      expect(methodsAt(path).sort(), name).toEqual(method === 'GET' ? ['GET', 'HEAD'] : ['POST']);
    }
  });
});

describe('member routes: authentication before validation', () => {
  const callers: [string, Record<string, string>][] = [
    ['nobody', {}],
    ['a made-up token', { usertoken: 'a'.repeat(64) }],
    ['a dead cookie', { ...SITE_HEADERS, cookie: `${SESSION_COOKIE}=${'b'.repeat(64)}` }],
  ];

  it('answers 401 to every method of every member route, whatever the input, without a live session', async () => {
    let cases = 0;
    for (const name of memberNames) {
      const { path } = endpoints[name];
      for (const method of methodsAt(path)) {
        for (const [who, headers] of callers) {
          for (const input of INPUTS) {
            const what = `${method} ${path} as ${who} with ${String(JSON.stringify(input))}`;
            const response = await t.app.inject(inject(method, path, headers, input));
            expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(401);
            expect(response.headers['cache-control'], what).toBe('no-store');
            cases += 1;
            if (method === 'HEAD') continue;
            expect(response.json(), what).toMatchObject({ success: false, statusCode: NOT_LOGGED_IN_STATUS_CODE, data: null, message: MESSAGES.notLoggedIn });
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(250);
  }, 120_000);

  it('still validates a member’s input: bad input from a signed-in member is a 400, not a 401', async () => {
    let cases = 0;
    for (const name of memberNames) {
      const { method, path, input } = endpoints[name];
      // Only inputs the schema refuses: a route without required fields would act on {}.
      const bad = method === 'POST' ? '{ broken json' : input.safeParse({}).success ? undefined : {};
      if (bad === undefined) continue;
      const response = await t.app.inject(inject(method, path, { usertoken: memberToken }, bad));
      expect(response.statusCode, `${method} ${path}: ${response.body.slice(0, 200)}`).toBe(400);
      cases += 1;
    }
    expect(cases).toBeGreaterThanOrEqual(8);
  });
});
