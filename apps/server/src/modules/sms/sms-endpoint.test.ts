import { describe, expect, it } from 'vitest';
import { parseSmsEndpoint } from './sms-endpoint.ts';

describe('parseSmsEndpoint', () => {
  it('reads a bare host as HTTPS', () => {
    expect(parseSmsEndpoint('dysmsapi.aliyuncs.com')).toEqual({ protocol: 'https', host: 'dysmsapi.aliyuncs.com' });
  });

  it('keeps the scheme and port of a URL', () => {
    expect(parseSmsEndpoint('http://127.0.0.1:4010/')).toEqual({ protocol: 'http', host: '127.0.0.1:4010' });
    expect(parseSmsEndpoint('https://sms.ap-guangzhou.tencentcloudapi.com')).toEqual({ protocol: 'https', host: 'sms.ap-guangzhou.tencentcloudapi.com' });
  });

  it('refuses a path', () => {
    expect(() => parseSmsEndpoint('http://127.0.0.1:4010/api')).toThrow(/host or http/);
  });
});
