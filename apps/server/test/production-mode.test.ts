import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { expectFailure } from './helpers/expectations.ts';
import { call, randomMobile, useMemberApp } from './helpers/member-app.ts';

// The app outside demo mode, still built with the console SMS provider (main.ts refuses that
// pairing; here it proves the demo-only pages do not exist without demo mode).
const production = useMemberApp({ appOptions: { demoMode: false } });
const demo = useMemberApp({ appOptions: { demoMode: true } });

describe('outside demo mode', () => {
  it('GET /__dev/sms does not exist (404 route not found)', async () => {
    const answer = await call(production.app, 'GET', `/__dev/sms?mobile=${randomMobile()}`);
    expectFailure(answer, 404);
    expect(answer.body.message).toBe(SERVER_MESSAGES.routeNotFound);
  });

  it('GET /__dev/mail and its pages do not exist, and no e-mail is caught (decision 0041)', async () => {
    for (const url of ['/__dev/mail', '/__dev/mail/1', '/__dev/mail/1/stay.ics']) {
      const answer = await call(production.app, 'GET', url);
      expectFailure(answer, 404);
      expect(answer.body.message).toBe(SERVER_MESSAGES.routeNotFound);
    }
  });

  it('the payment simulator (scan pages, both gateways) does not exist: anyone could pay there', async () => {
    for (const [method, url] of [['GET', `/simulator/scan/${'A'.repeat(22)}`], ['POST', '/simulator/alipay/gateway.do'], ['POST', '/simulator/wechat/v3/pay/transactions/native']] as const) {
      const answer = await call(production.app, method, url);
      expectFailure(answer, 404);
      expect(answer.body.message).toBe(SERVER_MESSAGES.routeNotFound);
    }
  });
});

describe('in demo mode', () => {
  it('GET /__dev/sms exists (an unknown number: nothing sent)', async () => {
    const answer = await call(demo.app, 'GET', `/__dev/sms?mobile=${randomMobile()}`);
    expectFailure(answer, 404);
    expect(answer.body.message).toBe(SERVER_MESSAGES.smsNothingSent);
  });
});

describe('in demo mode, the caught e-mail (decision 0041)', () => {
  it('GET /__dev/mail lists it in Japanese, unindexed and uncached; an unknown mail or bad id is a 404 or 400, never a 500', async () => {
    const list = await demo.app.inject({ method: 'GET', url: '/__dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('送信メール（デモ）');
    expect(list.body).toContain('noindex');
    expect((await call(demo.app, 'GET', '/__dev/mail/999999')).status).toBe(404);
    expect((await call(demo.app, 'GET', '/__dev/mail/999999/stay.ics')).status).toBe(404);
    expect((await call(demo.app, 'GET', '/__dev/mail/abc')).status).toBe(400);
  });
});

describe('in demo mode, the payment simulator', () => {
  it('serves its scan pages (an unknown code: its own not-found page)', async () => {
    const answer = await demo.app.inject({ method: 'GET', url: `/simulator/scan/${'A'.repeat(22)}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.body).toContain('お支払いが見つかりません');
  });

  it("answers as Alipay's gateway: an unsigned request is refused", async () => {
    const answer = await demo.app.inject({ method: 'POST', url: '/simulator/alipay/gateway.do', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'method=alipay.trade.query' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/alipay_trade_query_response|error_response/);
  });
});
