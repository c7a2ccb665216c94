import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SESSION_COOKIE } from '@hotel/shared/member-contract';
import { STAFF_SESSION_COOKIE } from '@hotel/shared/schemas/admin/auth';
import { LOGIN_MODE, SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { loggerOptions } from '../src/logging.ts';
import { REQUEST_ID } from './helpers/expectations.ts';
import { call, loginWithPassword, randomMobile, registration, requestCode, sentCode, SITE_HEADERS, useMemberApp } from './helpers/member-app.ts';
import { staffLogin } from './helpers/staff-app.ts';

/** Every line the app writes, parsed; production's options (logging.ts) at debug. */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

const CARD = '4111111111111111';
const t = useMemberApp({
  appOptions: {
    logger: { ...loggerOptions({ level: 'debug' }), stream },
    // A bug whose message carries what must never be logged (a driver's error quoting a value).
    beforeRoutes: async (app) => {
      app.get('/crsapi/v1/__boom', async () => {
        throw Object.assign(new Error(`insert failed for 13912345678 paying with ${CARD}`), { detail: 'Key (mobile)=(13912345678) already exists.' });
      });
    },
  },
});
const proxied = useMemberApp({ appOptions: { trustProxy: true } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('request ids', () => {
  it('every answer carries X-Request-Id; failures repeat it in the envelope, successes do not', async () => {
    const ok = await call(t.app, 'GET', endpoints.getGroupCities.path, { headers: SITE_HEADERS });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(ok.body).not.toHaveProperty('requestId');
    for (const url of ['/crsapi/v1/no-such-api', '/crsapi/v1/hotel/getCityHotel?hotelCode=%00', '/crsapi/v1/__boom']) {
      const failed = await t.app.inject({ method: 'GET', url });
      expect(failed.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(failed.headers['x-request-id'], url).toMatch(UUID);
      expect(failed.json(), url).toMatchObject({ success: false, data: null, requestId: failed.headers['x-request-id'] });
    }
    const twice = [await t.app.inject('/crsapi/v1/no-such-api'), await t.app.inject('/crsapi/v1/no-such-api')];
    expect(twice[0]!.headers['x-request-id']).not.toBe(twice[1]!.headers['x-request-id']);
  });

  it('ignores an incoming X-Request-Id unless TRUST_PROXY is on, and then keeps only a sane one', async () => {
    const id = 'lb-7f3a9c21-0001';
    const direct = await t.app.inject({ method: 'GET', url: '/crsapi/v1/no-such-api', headers: { 'x-request-id': id } });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const viaProxy = await proxied.app.inject({ method: 'GET', url: '/crsapi/v1/no-such-api', headers: { 'x-request-id': id } });
    expect(viaProxy.headers['x-request-id']).toBe(id);
    expect(viaProxy.json()).toMatchObject({ requestId: id });
    for (const insane of ['short', 'x'.repeat(65), 'has spaces in it', 'new\nline-0000000', '<script>alert(1)</script>']) {
      const replaced = await proxied.app.inject({ method: 'GET', url: '/crsapi/v1/no-such-api', headers: { 'x-request-id': insane } });
      expect(replaced.headers['x-request-id'], insane).toMatch(UUID);
    }
    expect(REQUEST_ID.test(id)).toBe(true);
  });

  it('puts the id on every line of the request, the services’ lines included', async () => {
    const mobile = randomMobile();
    const response = await requestCode(t.app, mobile, SMS_PURPOSE.register);
    const reqId = String(response.headers['x-request-id']);
    const own = linesOf(reqId);
    expect(own.map((line) => line.msg)).toEqual(['SMS stored in sms_outbox (console provider)', 'request']);
    expect(own[1]).toMatchObject({ level: 30, method: 'GET', route: endpoints.smscode.path, status: 200 });
    expect(typeof own[1]!.ms).toBe('number');
  });
});

describe('what the log never holds', () => {
  it('no token, password, SMS code, card number or full phone number, whatever the requests carry', async () => {
    lines.length = 0;
    // A member registers and logs in: number in the query, code and password in the bodies.
    const mobile = randomMobile();
    await requestCode(t.app, mobile, SMS_PURPOSE.register);
    const code = await sentCode(t.app, mobile);
    await call(t.app, 'POST', endpoints.register.path, { body: registration(mobile, code, { Pwd: 'Secret123' }) });
    const token = await loginWithPassword(t.app, mobile, 'Secret123');
    // The demo member's password, right and wrong; the token as header and cookie, a bearer token.
    await call(t.app, 'POST', endpoints.login.path, { body: { mobile: DEMO_MEMBER.mobile, Pwd: DEMO_MEMBER.password, mode: LOGIN_MODE.password } });
    await call(t.app, 'POST', endpoints.login.path, { body: { mobile: DEMO_MEMBER.mobile, Pwd: 'Demo12345', mode: LOGIN_MODE.password } });
    await call(t.app, 'GET', endpoints.userdetail.path, { headers: { ...SITE_HEADERS, usertoken: token, cookie: `${SESSION_COOKIE}=${token}`, authorization: `Bearer ${token}` } });
    // Staff: the demo password, right and wrong, and a forged session cookie.
    await staffLogin(t.app, 'front@demo.felton', DEMO_STAFF_PASSWORD);
    await staffLogin(t.app, 'front@demo.felton', `${DEMO_STAFF_PASSWORD}x`);
    await call(t.app, 'GET', '/adminapi/v1/auth/me', { headers: { cookie: `${STAFF_SESSION_COOKIE}=${'A'.repeat(43)}`, 'x-csrf-token': 'csrf-secret-value' } });
    // Secrets in URLs that fail (4xx lines carry the URL) and in a bug's error message (5xx).
    await t.app.inject({ method: 'GET', url: `/crsapi/v1/no-such-api/13912345678?card=${CARD}&token=${token}&SmsCode=${code}&q=13912345678` });
    await t.app.inject({ method: 'GET', url: `/crsapi/v1/user/smscode?mobile=13912345678&type=9&code=${code}` });
    await t.app.inject({ method: 'GET', url: '/crsapi/v1/__boom' });

    const text = lines.map((line) => JSON.stringify({ ...line, time: undefined })).join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [mobile, DEMO_MEMBER.mobile, '13912345678', 'Secret123', DEMO_MEMBER.password, DEMO_STAFF_PASSWORD, token, code, CARD, 'A'.repeat(43), 'csrf-secret-value']) {
      expect(text, secret).not.toContain(secret);
    }
    // What remains is enough to follow a complaint: the masked number, the card's last four.
    expect(text).toContain('139****5678');
    expect(text).toContain('****1111');
    const boom = lines.find((line) => line.level === 50 && line.err);
    expect(boom).toMatchObject({ err: { message: 'insert failed for 139****5678 paying with ****1111', detail: 'Key (mobile)=(139****5678) already exists.' } });
    expect(boom!.reqId).toMatch(UUID);
    // Every line of these requests names its request.
    expect(lines.filter((line) => !line.reqId)).toEqual([]);
    // Several scrypt hashes (register, logins) on a loaded machine.
  }, 60_000);
});
