import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  SMS_ACCESS_KEY_ID: 'LTAI5tExample',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: 'フェルトン酒店',
  SMS_TEMPLATE_LOGIN: 'SMS_1',
  SMS_TEMPLATE_REGISTER: 'SMS_2',
};
const tencent = { ...aliyun, SMS_PROVIDER: 'tencent', SMS_TEMPLATE_LOGIN: '1110001', SMS_TEMPLATE_REGISTER: '1110002', SMS_SDK_APP_ID: '1400006666' };

const failure = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted the environment');
};

describe('SMS settings in the environment', () => {
  it('needs nothing for the console provider (the default)', () => {
    expect(loadEnv({}).SMS_PROVIDER).toBe('console');
  });

  it('accepts a complete aliyun or tencent configuration, with defaults for region and timeout', () => {
    expect(loadEnv(aliyun)).toMatchObject({ SMS_PROVIDER: 'aliyun', SMS_TIMEOUT_MS: 5000 });
    expect(loadEnv(tencent)).toMatchObject({ SMS_PROVIDER: 'tencent', SMS_REGION: 'ap-guangzhou', SMS_SDK_APP_ID: '1400006666' });
  });

  it.each(['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME'])('refuses aliyun without %s, naming it', (name) => {
    expect(failure({ ...aliyun, [name]: '' })).toContain(`${name}: required when SMS_PROVIDER=aliyun`);
  });

  it('refuses tencent without SMS_SDK_APP_ID, and a non-numeric one', () => {
    const { SMS_SDK_APP_ID: _, ...withoutAppId } = tencent;
    expect(failure(withoutAppId)).toContain('SMS_SDK_APP_ID: required when SMS_PROVIDER=tencent');
    expect(failure({ ...tencent, SMS_SDK_APP_ID: 'app-1' })).toContain('SMS_SDK_APP_ID');
  });

  it('needs a template per purpose, or SMS_TEMPLATE_ID for both', () => {
    const { SMS_TEMPLATE_REGISTER: _, ...loginOnly } = aliyun;
    expect(failure(loginOnly)).toContain('SMS_TEMPLATE_REGISTER: required when SMS_PROVIDER=aliyun (or SMS_TEMPLATE_ID for both purposes)');
    const { SMS_TEMPLATE_LOGIN: __, ...neither } = loginOnly;
    expect(loadEnv({ ...neither, SMS_TEMPLATE_ID: 'SMS_3' }).SMS_TEMPLATE_ID).toBe('SMS_3');
  });

  it('accepts a host or an http(s) URL as SMS_ENDPOINT, nothing else', () => {
    expect(loadEnv({ ...aliyun, SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' }).SMS_ENDPOINT).toBe('dysmsapi.aliyuncs.com');
    expect(loadEnv({ ...aliyun, SMS_ENDPOINT: 'http://127.0.0.1:4010' }).SMS_ENDPOINT).toBe('http://127.0.0.1:4010');
    expect(failure({ ...aliyun, SMS_ENDPOINT: 'ftp://example.com/path' })).toContain('SMS_ENDPOINT');
  });

  it('refuses an unknown provider', () => {
    expect(failure({ SMS_PROVIDER: 'twilio' })).toContain('SMS_PROVIDER');
  });

  it('takes confirmation SMS templates as optional, each in the provider\'s form, naming a wrong one', () => {
    expect(loadEnv(aliyun).SMS_TEMPLATE_CONFIRMED).toBeUndefined();
    expect(loadEnv({ ...aliyun, SMS_TEMPLATE_CONFIRMED: 'SMS_200000001', SMS_TEMPLATE_CANCELLED: '', SMS_TEMPLATE_REFUNDED: ' SMS_200000003 ' })).toMatchObject({
      SMS_TEMPLATE_CONFIRMED: 'SMS_200000001',
      SMS_TEMPLATE_CANCELLED: undefined,
      SMS_TEMPLATE_REFUNDED: 'SMS_200000003',
    });
    expect(loadEnv({ ...tencent, SMS_TEMPLATE_CANCELLED: '2220002' }).SMS_TEMPLATE_CANCELLED).toBe('2220002');
    expect(failure({ ...aliyun, SMS_TEMPLATE_CONFIRMED: '2220001' })).toContain('SMS_TEMPLATE_CONFIRMED: must be an Aliyun template code, e.g. SMS_123456789 (SMS_PROVIDER=aliyun)');
    expect(failure({ ...tencent, SMS_TEMPLATE_REFUNDED: 'SMS_200000003' })).toContain('SMS_TEMPLATE_REFUNDED: must be a Tencent template id (digits), e.g. 1234567 (SMS_PROVIDER=tencent)');
    expect(loadEnv({ ...aliyun, SMS_TEMPLATE_CHANGED: 'SMS_200000004' }).SMS_TEMPLATE_CHANGED).toBe('SMS_200000004');
    expect(failure({ ...tencent, SMS_TEMPLATE_CHANGED: 'SMS_200000004' })).toContain('SMS_TEMPLATE_CHANGED: must be a Tencent template id (digits), e.g. 1234567 (SMS_PROVIDER=tencent)');
    // The console provider sends notices as text and ignores them, like the code templates.
    expect(loadEnv({ SMS_TEMPLATE_CONFIRMED: 'anything' }).SMS_PROVIDER).toBe('console');
  });
});

describe('confirmation e-mail settings (decision 0041)', () => {
  it('are optional; SMTP_URL takes smtp:// or smtps:// and needs MAIL_FROM', () => {
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(loadEnv({ SMTP_URL: 'smtps://user:pa%40ss@mail.example.jp:465', MAIL_FROM: 'フェルトン・ホテルズ <no-reply@example.jp>' })).toMatchObject({ SMTP_URL: 'smtps://user:pa%40ss@mail.example.jp:465' });
    expect(failure({ SMTP_URL: 'smtp://mail.example.jp:587' })).toContain('MAIL_FROM: required when SMTP_URL is set');
    expect(failure({ SMTP_URL: 'https://mail.example.jp', MAIL_FROM: 'a@example.jp' })).toContain('SMTP_URL: must be smtp://');
  });

  it('takes templates per language beside the default ones, in the provider\'s form, never alone (decision 0074)', () => {
    expect(loadEnv({ ...aliyun, SMS_TEMPLATE_LOGIN_ZH: 'SMS_100000011', SMS_TEMPLATE_CONFIRMED: 'SMS_2', SMS_TEMPLATE_CONFIRMED_EN: 'SMS_21' })).toMatchObject({
      SMS_TEMPLATE_LOGIN_ZH: 'SMS_100000011',
      SMS_TEMPLATE_CONFIRMED_EN: 'SMS_21',
    });
    // SMS_TEMPLATE_ID stands for the login and registration templates.
    const { SMS_TEMPLATE_LOGIN: _l, SMS_TEMPLATE_REGISTER: _r, ...withoutPurposes } = aliyun;
    expect(loadEnv({ ...withoutPurposes, SMS_TEMPLATE_ID: 'SMS_3', SMS_TEMPLATE_REGISTER_EN: 'SMS_31' }).SMS_TEMPLATE_REGISTER_EN).toBe('SMS_31');
    expect(failure({ ...aliyun, SMS_TEMPLATE_REFUNDED_ZH: 'SMS_41' })).toContain('SMS_TEMPLATE_REFUNDED_ZH: set only together with SMS_TEMPLATE_REFUNDED');
    expect(failure({ ...tencent, SMS_TEMPLATE_LOGIN_EN: 'SMS_100000011' })).toContain('SMS_TEMPLATE_LOGIN_EN: must be a Tencent template id (digits), e.g. 1234567 (SMS_PROVIDER=tencent)');
    expect(loadEnv({ SMS_TEMPLATE_PAYLINK_ZH: 'anything' }).SMS_PROVIDER).toBe('console');
  });
});

describe('international SMS settings (decision 0078)', () => {
  it('are on by default, off with SMS_INTERNATIONAL=off, nothing else', () => {
    expect(loadEnv(aliyun).SMS_INTERNATIONAL).toBe('on');
    expect(loadEnv({ ...tencent, SMS_INTERNATIONAL: 'off' }).SMS_INTERNATIONAL).toBe('off');
    expect(failure({ ...aliyun, SMS_INTERNATIONAL: 'no' })).toContain('SMS_INTERNATIONAL');
  });

  it('take Aliyun\'s SendMessageToGlobe endpoint as a host or http(s) URL and its sender ID in the documented form', () => {
    expect(loadEnv({ ...aliyun, SMS_GLOBE_ENDPOINT: 'dysmsapi.ap-southeast-1.aliyuncs.com', SMS_GLOBE_FROM: 'Felton2026' })).toMatchObject({
      SMS_GLOBE_ENDPOINT: 'dysmsapi.ap-southeast-1.aliyuncs.com',
      SMS_GLOBE_FROM: 'Felton2026',
    });
    expect(loadEnv({ ...aliyun, SMS_GLOBE_ENDPOINT: 'http://127.0.0.1:4011', SMS_GLOBE_FROM: '861012345678901' }).SMS_GLOBE_FROM).toBe('861012345678901');
    expect(failure({ ...aliyun, SMS_GLOBE_ENDPOINT: 'ftp://example.com/path' })).toContain('SMS_GLOBE_ENDPOINT: must be a host or http(s)://host[:port]');
    // Letters make it alphanumeric (up to 11); a space or a twelfth character does not pass.
    for (const from of ['Felton Hotel', 'FeltonHotels', '8610123456789012']) expect(failure({ ...aliyun, SMS_GLOBE_FROM: from })).toContain('SMS_GLOBE_FROM: must be a sender ID');
  });

  it('take Tencent\'s international templates as digits, and refuse each provider\'s settings under the other', () => {
    expect(loadEnv({ ...tencent, SMS_TEMPLATE_LOGIN_INTL: '3330001', SMS_TEMPLATE_CONFIRMED_INTL: '4440001' })).toMatchObject({ SMS_TEMPLATE_LOGIN_INTL: '3330001', SMS_TEMPLATE_CONFIRMED_INTL: '4440001' });
    expect(failure({ ...tencent, SMS_TEMPLATE_REGISTER_INTL: 'SMS_3' })).toContain('SMS_TEMPLATE_REGISTER_INTL: must be a Tencent template id (digits)');
    expect(failure({ ...aliyun, SMS_TEMPLATE_LOGIN_INTL: '3330001' })).toContain('SMS_TEMPLATE_LOGIN_INTL: Tencent only');
    expect(failure({ ...tencent, SMS_GLOBE_FROM: 'Felton' })).toContain('SMS_GLOBE_FROM: Aliyun only');
    expect(loadEnv({ SMS_TEMPLATE_LOGIN_INTL: 'anything', SMS_GLOBE_FROM: 'Felton' }).SMS_PROVIDER).toBe('console');
  });
});
