import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import type { PaymentGateway } from './modules/pay/index.ts';
import { liveGateways, simulatorGateways, type LiveAdapters } from './pay-gateways.ts';
import { createPaySimulator } from './pay-simulator/index.ts';
import { alipayConfig, notifyUrlOf, wechatPayConfig } from './pay-settings.ts';

const PEM_ONE_LINE = '-----BEGIN PRIVATE KEY-----\\nMIIBVQIBADANBg\\n-----END PRIVATE KEY-----';
const PEM = '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBg\n-----END PRIVATE KEY-----';

const ALIPAY_ENV = {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: PEM_ONE_LINE,
  ALIPAY_PUBLIC_KEY: PEM_ONE_LINE.replaceAll('PRIVATE', 'PUBLIC'),
};
const WECHATPAY_ENV = {
  WECHATPAY_MCHID: '1900000001',
  WECHATPAY_APPID: 'wx8888888888888888',
  WECHATPAY_MERCHANT_SERIAL: '3775B6A45ACD588826D15E583A95F5DD',
  WECHATPAY_PRIVATE_KEY: PEM_ONE_LINE,
  WECHATPAY_APIV3_KEY: 'a'.repeat(32),
  WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000',
  WECHATPAY_PUBLIC_KEY: PEM_ONE_LINE.replaceAll('PRIVATE', 'PUBLIC'),
};
const LIVE = { PAY_PROVIDER: 'live', PUBLIC_URL: 'https://hotel.example.com/' };

const failure = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted the environment');
};

describe('payment settings in the environment (PAY_PROVIDER=live)', () => {
  it('accepts Alipay alone, WeChat Pay alone or both, with default gateways, timeout and PEM line breaks', () => {
    const alipay = loadEnv({ ...LIVE, ...ALIPAY_ENV });
    expect(alipay).toMatchObject({ PAY_PROVIDER: 'live', PUBLIC_URL: 'https://hotel.example.com', ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do', PAY_TIMEOUT_MS: 10_000 });
    expect(alipay.ALIPAY_PRIVATE_KEY).toBe(PEM);
    expect(loadEnv({ ...LIVE, ...WECHATPAY_ENV }).WECHATPAY_BASE_URL).toBe('https://api.mch.weixin.qq.com/');
    expect(loadEnv({ ...LIVE, ...ALIPAY_ENV, ...WECHATPAY_ENV, ALIPAY_GATEWAY: 'http://127.0.0.1:4020/alipay/gateway.do' }).ALIPAY_GATEWAY).toBe('http://127.0.0.1:4020/alipay/gateway.do');
  });

  it('needs PUBLIC_URL and at least one provider', () => {
    expect(failure({ PAY_PROVIDER: 'live', ...ALIPAY_ENV })).toContain('PUBLIC_URL: required when PAY_PROVIDER=live');
    expect(failure(LIVE)).toMatch(/PAY_PROVIDER: live needs Alipay .* or WeChat Pay/);
    expect(failure({ ...LIVE, ...ALIPAY_ENV, PUBLIC_URL: 'hotel.example.com' })).toContain('PUBLIC_URL');
  });

  it('refuses a provider configured in part, naming each missing variable', () => {
    const { WECHATPAY_APIV3_KEY: _, WECHATPAY_PUBLIC_KEY: __, ...partWechat } = WECHATPAY_ENV;
    const line = failure({ ...LIVE, ...ALIPAY_ENV, ...partWechat });
    expect(line).toContain('WECHATPAY_APIV3_KEY: required when PAY_PROVIDER=live and WeChat Pay is configured in part');
    expect(line).toContain('WECHATPAY_PUBLIC_KEY: required when PAY_PROVIDER=live and WeChat Pay is configured in part');
    expect(line).not.toContain('ALIPAY');
    expect(failure({ ...LIVE, ALIPAY_APP_ID: '2021' })).toContain('ALIPAY_PRIVATE_KEY: required');
  });

  it('checks the APIv3 key length and the public key id', () => {
    expect(failure({ ...LIVE, ...WECHATPAY_ENV, WECHATPAY_APIV3_KEY: 'short' })).toContain('WECHATPAY_APIV3_KEY: must be exactly 32 characters');
    expect(failure({ ...LIVE, ...WECHATPAY_ENV, WECHATPAY_PUBLIC_KEY_ID: '3775B6A4' })).toContain('WECHATPAY_PUBLIC_KEY_ID: must start with PUB_KEY_ID_');
  });

  it('needs none of it for the simulator', () => {
    expect(loadEnv({ ALIPAY_APP_ID: '2021' }).PAY_PROVIDER).toBe('simulator');
  });
});

describe('pay-settings: adapter configurations', () => {
  it('turns the environment into AlipayConfig and WechatPayConfig', () => {
    const env = loadEnv({ ...LIVE, ...ALIPAY_ENV, ...WECHATPAY_ENV, PAY_TIMEOUT_MS: '3000' });
    expect(alipayConfig(env)).toEqual({ appId: '2021000000000001', privateKey: PEM, alipayPublicKey: PEM.replaceAll('PRIVATE', 'PUBLIC'), gateway: 'https://openapi.alipay.com/gateway.do', timeoutMs: 3000 });
    expect(wechatPayConfig(env)).toEqual({
      mchid: '1900000001',
      appid: 'wx8888888888888888',
      merchantSerial: '3775B6A45ACD588826D15E583A95F5DD',
      privateKey: PEM,
      apiV3Key: 'a'.repeat(32),
      platformPublicKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
      platformPublicKey: PEM.replaceAll('PRIVATE', 'PUBLIC'),
      baseUrl: 'https://api.mch.weixin.qq.com/',
      timeoutMs: 3000,
    });
    expect(wechatPayConfig(loadEnv({ ...LIVE, ...ALIPAY_ENV }))).toBeNull();
    expect(() => alipayConfig({ ALIPAY_APP_ID: '2021' })).toThrow(/set ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY/);
  });

  it('builds a notify URL per method under PUBLIC_URL', () => {
    expect(notifyUrlOf('https://hotel.example.com/')('alipay')).toBe('https://hotel.example.com/crsapi/v1/pay/notify/alipay');
  });

  it('liveGateways makes a gateway for each configured provider only', () => {
    const made: string[] = [];
    const adapters: LiveAdapters = {
      alipay: (config) => (made.push(`alipay ${config.appId}`), { method: 'alipay' } as PaymentGateway),
      wechat: (config) => (made.push(`wechat ${config.mchid}`), { method: 'wechat' } as PaymentGateway),
    };
    const log = pino({ level: 'silent' });
    expect(Object.keys(liveGateways(loadEnv({ ...LIVE, ...WECHATPAY_ENV }), log, adapters))).toEqual(['wechat']);
    expect(made).toEqual(['wechat 1900000001']);
    expect(() => liveGateways({}, log, adapters)).toThrow(/ALIPAY_\* or WECHATPAY_\*/);
  });

  it('simulatorGateways points both live adapters at the simulator', () => {
    const simulator = createPaySimulator({ publicUrl: 'http://127.0.0.1:4000', prefix: '/simulator' });
    const gateways = simulatorGateways(simulator, pino({ level: 'silent' }));
    expect(Object.keys(gateways).sort()).toEqual(['alipay', 'wechat']);
    expect(simulator.urls).toEqual({ alipayGateway: 'http://127.0.0.1:4000/simulator/alipay/gateway.do', wechatBaseUrl: 'http://127.0.0.1:4000/simulator/wechat/' });
  });
});
