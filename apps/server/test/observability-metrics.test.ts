import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { registerJobLagGauge } from '../src/plugins/metrics.ts';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { useMemberApp, withToken } from './helpers/member-app.ts';

const TOKEN = 'metrics-test-token-0123456789';
const gateways = fakeGateways();
const off = useMemberApp();
const on = useMemberApp({ appOptions: { payProvider: gateways, metrics: {} } });
const guarded = useMemberApp({ appOptions: { metrics: { token: TOKEN } } });

/** The value of one sample (`name{labels} value`) in the exposition text; 0 when absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

async function scrape(app = on.app) {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('GET /metrics', () => {
  it('does not exist with METRICS off (404)', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(off.app.metrics).toBeNull();
  });

  it('has Node process metrics and the request histogram by route pattern, never the raw URL', async () => {
    await on.app.inject({ method: 'GET', url: '/crsapi/v1/hotel/getCityHotel?hotelCode=pro001' });
    await on.app.inject({ method: 'GET', url: '/crsapi/v1/no-such-thing?mobile=13800138000' });
    const text = await scrape();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/crsapi\/v1\/hotel\/getCityHotel",status_class="\dxx"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_class="4xx"\} [1-9]/);
    expect(text).not.toContain('pro001');
    expect(text).not.toContain('13800138000');
  });

  it('counts a hold, an order and a settled payment once (a replayed notification is not counted again)', async () => {
    const before = await scrape();
    const member = await newMember(on.app);
    const order = await bookStay(on.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(on.clock, 2), checkOut: dayFromToday(on.clock, 3) });
    const { payId } = expectSuccess(await withToken<{ payId: string }>(on.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 2 }));
    const notice = { payId, amountFen: order.hold.totalAmount * 100, providerTradeNo: '2026112399001' };
    expect((await sendNotification(on.app, 'alipay', notice)).body).toBe('success');
    expect((await sendNotification(on.app, 'alipay', notice)).body).toBe('success');
    const after = await scrape();
    const grew = (name: string, labels = '') => sample(after, name, labels) - sample(before, name, labels);
    expect(grew('hotel_holds_created_total')).toBe(1);
    expect(grew('hotel_orders_created_total')).toBe(1);
    expect(grew('hotel_payments_settled_total', 'method="alipay",outcome="paid"')).toBe(1);
    expect(after).toContain('hotel_refunds_requested_total 0');
  }, 60_000);

  it('reports the job queue lag from the queue stats() it is given', async () => {
    registerJobLagGauge(on.app, async () => ({ expiry: { queued: 3, oldestQueuedSeconds: 42.5 }, notify: { queued: 0, oldestQueuedSeconds: 0 } }));
    const text = await scrape();
    expect(sample(text, 'hotel_job_queued', 'queue="expiry"')).toBe(3);
    expect(sample(text, 'hotel_job_oldest_queued_seconds', 'queue="expiry"')).toBe(42.5);
    expect(text).toContain('hotel_job_queued{queue="notify"} 0');
    // With METRICS off it is a no-op.
    expect(() => registerJobLagGauge(off.app, () => ({}))).not.toThrow();
  });

  it('with METRICS_TOKEN answers only its bearer token (401 with the envelope otherwise)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const refused = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, statusCode: 401, data: null });
      expect(refused.body).not.toContain('process_cpu');
    }
    const allowed = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('process_cpu_user_seconds_total');
  });
});
