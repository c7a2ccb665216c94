import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { loginWithPassword, SITE_HEADERS, useMemberApp } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';

/**
 * HEAD on every API GET route answers as GET does (status, content type, policy), without a
 * body: Fastify's exposeHeadRoutes. The routes are read from both OpenAPI documents, so a new
 * GET route is covered without editing this file. Pages: tests/e2e/specs/web-security.spec.ts.
 */
const t = useMemberApp();

async function getPaths(app: FastifyInstance, doc: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: doc });
  expect(response.statusCode, doc).toBe(200);
  const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
  return Object.entries(paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path);
}

async function expectHeadLikeGet(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<number> {
  const get = await app.inject({ method: 'GET', url, headers });
  const head = await app.inject({ method: 'HEAD', url, headers });
  const label = `HEAD ${url} (${Object.keys(headers).join(', ') || 'anonymous'})`;
  expect(head.statusCode, label).toBe(get.statusCode);
  expect(head.headers['content-type'], label).toBe(get.headers['content-type']);
  expect(head.headers['content-security-policy'], label).toBe(get.headers['content-security-policy']);
  expect(head.headers['cache-control'], label).toBe(get.headers['cache-control']);
  expect(head.body, label).toBe('');
  return get.statusCode;
}

describe('HEAD on API GET routes', { timeout: 60_000 }, () => {
  it('every guest API and CMS GET route, anonymous and as a member', async () => {
    const paths = await getPaths(t.app, '/crsapi/docs');
    expect(paths.length).toBeGreaterThan(15);
    const token = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const statuses = new Set<number>();
    for (const path of paths) {
      statuses.add(await expectHeadLikeGet(t.app, path, {}));
      statuses.add(await expectHeadLikeGet(t.app, path, { ...SITE_HEADERS, usertoken: token }));
    }
    // Answers, refusals of missing input and of missing sessions were all compared.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401]));
  });

  it('with the query a client sends', async () => {
    for (const url of ['/crsapi/v1/hotel/getCityHotel?HotelCode=pro018', '/cms/newslist.aspx?sid=18&pageIndex=1&pageSize=6', '/cms/hotelnav.aspx?HotelCode=pro001']) {
      expect(await expectHeadLikeGet(t.app, url, {})).toBe(200);
    }
  });

  it('every staff API GET route, signed out and as the group administrator', async () => {
    const paths = await getPaths(t.app, '/adminapi/docs');
    expect(paths.length).toBeGreaterThan(20);
    const admin = DEMO_STAFF.find((s) => s.role === 'group_admin')!;
    const cookie = staffCookieHeader(await signIn(t.app, admin.email, DEMO_STAFF_PASSWORD));
    const statuses = new Set<number>();
    for (const path of paths) {
      statuses.add(await expectHeadLikeGet(t.app, path, {}));
      statuses.add(await expectHeadLikeGet(t.app, path, cookie));
    }
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401]));
  });

  it('an unknown API path: the same 404 envelope headers', async () => {
    expect(await expectHeadLikeGet(t.app, '/crsapi/v1/hotel/nothing', {})).toBe(404);
  });
});
