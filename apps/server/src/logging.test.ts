import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { lazyChildLogger, loggerOptions, maskText, maskUrl } from './logging.ts';

/** A pino logger with production's options whose lines the test reads. */
function capture(level = 'debug') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const { transport: _none, ...options } = loggerOptions({ level });
  return { log: pino(options, stream), lines };
}

describe('maskText', () => {
  it('keeps 138****8000 of a mobile number and the last four digits of a card number', () => {
    expect(maskText('call 13800138000 now')).toBe('call 138****8000 now');
    expect(maskText('call +819012345678 or +81 90-1234-5678 now')).toBe('call +81******5678 or +81******5678 now');
    expect(maskText('card 4111 1111 1111 1111 and 4111-1111-1111-1111 and 5500005555555559')).toBe('card ****1111 and ****1111 and ****5559');
  });

  it('leaves numbers alone that are neither: order numbers, timestamps, long numbers failing Luhn', () => {
    for (const text of ['FT2026112313800138000', '1767225600000', 'order 1234567890123', 'hotel pro001', '+8613800138000x']) expect(maskText(text)).toBe(text);
  });
});

describe('maskUrl', () => {
  it('replaces secret query values and the front desk search term, and masks numbers', () => {
    expect(maskUrl('/crsapi/v1/user/smscode?mobile=13800138000&type=1')).toBe('/crsapi/v1/user/smscode?mobile=138****8000&type=1');
    expect(maskUrl('/crsapi/v1/user/smscode?mobile=%2B819012345678&type=1')).toBe('/crsapi/v1/user/smscode?mobile=%2B81******5678&type=1');
    expect(maskUrl('/__dev/sms?mobile=%2B81%2090-1234-5678')).toBe('/__dev/sms?mobile=%2B81******5678');
    expect(maskUrl('/x?usertoken=abc&SmsCode=123456&q=%E5%B1%B1%E7%94%B0&pwd=p&secret=s&hotelCode=pro001')).toBe('/x?usertoken=***&SmsCode=***&q=***&pwd=***&secret=***&hotelCode=pro001');
    expect(maskUrl('/crsapi/v1/hotel/getCityHotel')).toBe('/crsapi/v1/hotel/getCityHotel');
    expect(maskUrl('/x?code=123456&cardNo=FT1&api_key=k')).toBe('/x?code=***&cardNo=***&api_key=***');
  });

  it("hides a payment link's token, the page's path segment and its .data twin", () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    expect(maskUrl(`/paylink/${token}`)).toBe('/paylink/***');
    expect(maskUrl(`/paylink/${token}.data?_routes=routes%2Fpay-link`)).toBe('/paylink/***?_routes=routes%2Fpay-link');
    expect(maskUrl(`/crsapi/v1/pay/link?token=${token}`)).toBe('/crsapi/v1/pay/link?token=***');
  });
});

describe('loggerOptions', () => {
  it('redacts secret fields and masks an error’s message, stack, properties and cause', () => {
    const { log, lines } = capture();
    log.info({ req: { method: 'GET', url: '/x?token=abc', ip: '10.0.0.1', headers: { cookie: 'ft_session=abc' } } }, 'incoming');
    log.info({ password: 'Demo1234', token: 'tok', body: { Pwd: 'Demo1234', SmsCode: '123456' }, sms: { mobile: '138****8000' } }, 'fields');
    const cause = new Error('duplicate 13800138000');
    log.error({ err: Object.assign(new Error('failed for 13912345678', { cause }), { detail: 'Key (mobile)=(13912345678)', password: 'x' }) }, 'bug');
    const text = lines.join('');
    for (const secret of ['abc', 'Demo1234', '"tok"', '123456', '13800138000', '13912345678']) expect(text).not.toContain(secret);
    expect(text).toContain('138****8000');
    expect(text).toContain('139****5678');
    expect(JSON.parse(lines[0]!)).toMatchObject({ req: { method: 'GET', url: '/x?token=***', remoteAddress: '10.0.0.1' } });
    expect(JSON.parse(lines[0]!).req).not.toHaveProperty('headers');
  });

  it('keeps a failed query but not its parameters (what a guest typed) in the message, stack or fields', () => {
    const { log, lines } = capture();
    // As Drizzle's DrizzleQueryError words it.
    const params = ['山田 花子', 'hanako@example.jp', 'pro001'];
    const failed = Object.assign(new Error(`Failed query: insert into "orders" ("name", "email", "hotel") values ($1, $2, $3)\nparams: ${params.join(',')}`), {
      query: 'insert into "orders" ("name", "email", "hotel") values ($1, $2, $3)',
      params,
    });
    log.error({ err: failed }, 'unhandled error');
    const text = lines.join('');
    for (const value of ['山田', 'hanako@example.jp']) expect(text).not.toContain(value);
    expect(text).toContain('insert into \\"orders\\"');
    expect(text).toContain('params: [Redacted]');
  });
});

describe('lazyChildLogger', () => {
  const requestLogger = (log: FastifyBaseLogger, options = {}) => lazyChildLogger.call({} as FastifyInstance, log, { reqId: 'r-1' }, options, {} as never);

  it("writes each line with the request's id, and makes pino's child only for a line written", () => {
    const { log, lines } = capture('info');
    let children = 0;
    const child = log.child.bind(log);
    log.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof log.child;
    const request = requestLogger(log);
    request.debug('below the level');
    expect((request as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('debug')).toBe(false);
    expect(children).toBe(0);
    request.info({ status: 200 }, 'request');
    request.warn({ password: 'secret' }, 'again');
    expect(children).toBe(1);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { reqId: 'r-1', status: 200, msg: 'request' },
      { reqId: 'r-1', password: '[Redacted]', msg: 'again' },
    ]);
  });

  it("gives a route with its own level pino's child at once", () => {
    const { log, lines } = capture('info');
    const request = requestLogger(log, { level: 'warn' });
    request.info('quiet route');
    request.warn('heard');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['heard']);
  });
});
