import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { bookStay, dayFromToday } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, loginWithPassword, randomMobile, useMemberApp, withToken } from './helpers/member-app.ts';

// The app outside demo mode, still built with the console SMS provider and the simulator (main.ts
// refuses that pairing; here it proves the demo-only pages do not exist without demo mode).
const production = useMemberApp({ appOptions: { demoMode: false } });
const demo = useMemberApp({ appOptions: { demoMode: true } });

async function simulatorPayUrl(t: typeof production): Promise<string> {
  const token = await loginWithPassword(t.app, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
  const order = await bookStay(t.app, token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 3), checkOut: dayFromToday(t.clock, 4) });
  const qr = expectSuccess(await withToken<{ payUrl: string }>(t.app, 'POST', endpoints.orderpay.path, token, { revNo: order.revNo, code: 2 }));
  return new URL(qr.payUrl).pathname;
}

describe('outside demo mode', () => {
  it('GET /__dev/sms does not exist (404 route not found)', async () => {
    const answer = await call(production.app, 'GET', `/__dev/sms?mobile=${randomMobile()}`);
    expectFailure(answer, 404);
    expect(answer.body.message).toBe(SERVER_MESSAGES.routeNotFound);
  });

  it("the simulator's pay page and confirm do not exist (404), even for a real pending payment", async () => {
    const path = await simulatorPayUrl(production);
    expect((await production.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const confirm = await production.app.inject({ method: 'POST', url: `${path}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('in demo mode', () => {
  it('GET /__dev/sms exists (an unknown number: nothing sent)', async () => {
    const answer = await call(demo.app, 'GET', `/__dev/sms?mobile=${randomMobile()}`);
    expectFailure(answer, 404);
    expect(answer.body.message).toBe(SERVER_MESSAGES.smsNothingSent);
  });

  it("the simulator's pay page exists", async () => {
    const path = await simulatorPayUrl(demo);
    expect((await demo.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});
