import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { channelKeyProblem, internationalSmsStartupNotice, mailStartupNotice, smsNoticeStartupNotice, unsafeConfiguration } from './startup-check.ts';

const SECRET = 'x'.repeat(32);
/** Everything a production start needs, except real providers. */
const productionEnv = (over: NodeJS.ProcessEnv = {}) => loadEnv({ NODE_ENV: 'production', SMS_CODE_SECRET: SECRET, STAFF_TOTP_KEY: SECRET, ...over });
/** PAY_PROVIDER=live with WeChat Pay (loadEnv checks the settings themselves: env.test.ts). */
const LIVE = { PAY_PROVIDER: 'live' as const, PUBLIC_URL: 'https://hotel.example.com' };

describe('loadEnv: demo mode', () => {
  it('is off unless DEMO_MODE=1, and refuses other spellings', () => {
    expect(loadEnv({}).DEMO_MODE).toBe(false);
    expect(loadEnv({ DEMO_MODE: '0' }).DEMO_MODE).toBe(false);
    expect(loadEnv({ DEMO_MODE: '1' }).DEMO_MODE).toBe(true);
    expect(() => loadEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('keeps demo data in its own folder unless DATA_DIR says otherwise', () => {
    expect(loadEnv({}).DATA_DIR).toBe('./data');
    expect(loadEnv({ DEMO_MODE: '1' }).DATA_DIR).toBe('./data/demo');
    expect(loadEnv({ DEMO_MODE: '1', DATA_DIR: '/srv/x' }).DATA_DIR).toBe('/srv/x');
  });

  it('calls the payment simulator PAY_PROVIDER=simulator (the old name sandbox is gone)', () => {
    expect(loadEnv({}).PAY_PROVIDER).toBe('simulator');
    expect(() => loadEnv({ PAY_PROVIDER: 'sandbox' })).toThrow(/PAY_PROVIDER/);
  });
});

describe('unsafeConfiguration', () => {
  it('lets demo mode start with the demo providers and no secrets, in production too', () => {
    expect(unsafeConfiguration(loadEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }))).toBeNull();
    expect(unsafeConfiguration(loadEnv({ NODE_ENV: 'development', DEMO_MODE: '1' }))).toBeNull();
    expect(unsafeConfiguration(loadEnv({ NODE_ENV: 'test', DEMO_MODE: '1' }))).toBeNull();
  });

  it('refuses SMS_PROVIDER=console outside demo mode, naming the variable', () => {
    const line = unsafeConfiguration({ ...productionEnv(), ...LIVE });
    expect(line).toMatch(/^Refusing to start outside demo mode: set SMS_PROVIDER \(console, /);
    expect(line).not.toMatch(/PAY_PROVIDER|SECRET|PUBLIC_URL/);
    expect(line).toMatch(/DEMO_MODE=1/);
  });

  it('refuses PAY_PROVIDER=simulator outside demo mode, naming the variable', () => {
    const line = unsafeConfiguration({ ...productionEnv(), SMS_PROVIDER: 'aliyun' });
    expect(line).toMatch(/^Refusing to start outside demo mode: set PAY_PROVIDER \(simulator, /);
    expect(line).not.toMatch(/SMS_PROVIDER|SECRET/);
  });

  it('refuses a production start without SMS_CODE_SECRET, or with a PUBLIC_URL that is not https, naming each', () => {
    const realProviders = { SMS_PROVIDER: 'aliyun' as const, ...LIVE };
    const noSmsSecret = unsafeConfiguration({ ...productionEnv(), ...realProviders, SMS_CODE_SECRET: undefined });
    expect(noSmsSecret).toMatch(/set SMS_CODE_SECRET \(32\+ characters\)/);
    expect(noSmsSecret).not.toMatch(/PUBLIC_URL/);
    const plainHttp = unsafeConfiguration({ ...productionEnv(), ...realProviders, PUBLIC_URL: 'http://hotel.example.com' });
    expect(plainHttp).toMatch(/set PUBLIC_URL \(https: /);
    expect(plainHttp).not.toMatch(/SMS_CODE_SECRET/);
    // Outside production a stand-in may listen on plain http.
    expect(unsafeConfiguration({ ...productionEnv(), ...realProviders, NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:3000' })).toBeNull();
  });

  it('refuses a production start without STAFF_TOTP_KEY (the demo key is public)', () => {
    const line = unsafeConfiguration({ ...productionEnv(), SMS_PROVIDER: 'aliyun', ...LIVE, STAFF_TOTP_KEY: undefined });
    expect(line).toMatch(/set STAFF_TOTP_KEY \(32\+ characters/);
    expect(line).not.toMatch(/SMS_CODE_SECRET/);
    expect(() => loadEnv({ STAFF_TOTP_KEY: 'short' })).toThrow(/STAFF_TOTP_KEY/);
  });

  it('starts with real providers and the secret in production', () => {
    expect(unsafeConfiguration({ ...productionEnv(), SMS_PROVIDER: 'aliyun', ...LIVE })).toBeNull();
  });

  it('applies the provider rule in every NODE_ENV, the secrets only in production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const line = unsafeConfiguration(loadEnv({ NODE_ENV }));
      expect(line).toMatch(/SMS_PROVIDER \(console/);
      expect(line).toMatch(/PAY_PROVIDER \(simulator/);
      expect(line).not.toMatch(/SECRET/);
    }
  });

  it('names everything to set, on one line, when nothing is configured', () => {
    const line = unsafeConfiguration(loadEnv({ NODE_ENV: 'production' }));
    expect(line).not.toContain('\n');
    for (const variable of ['SMS_PROVIDER', 'PAY_PROVIDER', 'SMS_CODE_SECRET', 'STAFF_TOTP_KEY', 'DEMO_MODE=1']) expect(line).toContain(variable);
    expect(line).not.toContain('PAY_NOTIFY_SECRET');
  });
});

describe('the server process', () => {
  it('exits 1 with the one line when started in production without demo mode', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent/never-created' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(unsafeConfiguration(loadEnv(env)));
    expect(run.stdout).toBe('');
  }, 30_000);
});

describe('channelKeyProblem (decision 0062)', () => {
  it('refuses production outside demo mode without CHANNEL_SECRET_KEY once a connection is stored', () => {
    expect(channelKeyProblem(productionEnv(), 2)).toMatch(/CHANNEL_SECRET_KEY/);
    expect(channelKeyProblem(productionEnv(), 0)).toBeNull();
    expect(channelKeyProblem(productionEnv({ CHANNEL_SECRET_KEY: SECRET }), 2)).toBeNull();
    expect(channelKeyProblem(productionEnv({ DEMO_MODE: '1' }), 2)).toBeNull();
    expect(channelKeyProblem(loadEnv({}), 2)).toBeNull();
  });

  it('refuses it too once a webhook endpoint is stored (its signing secret is sealed under the same key)', () => {
    expect(channelKeyProblem(productionEnv(), 0, 1)).toMatch(/1 webhook endpoint\(s\).*CHANNEL_SECRET_KEY/);
    expect(channelKeyProblem(productionEnv({ CHANNEL_SECRET_KEY: SECRET }), 0, 1)).toBeNull();
  });

  it('takes only a key of 32 characters or more, and names stand-in hosts as host or host:port', () => {
    expect(() => loadEnv({ CHANNEL_SECRET_KEY: 'short' })).toThrow(/CHANNEL_SECRET_KEY/);
    expect(loadEnv({ CHANNEL_ALLOWED_HOSTS: '127.0.0.1:4010,stand-in.test' }).CHANNEL_ALLOWED_HOSTS).toBe('127.0.0.1:4010,stand-in.test');
    expect(() => loadEnv({ CHANNEL_ALLOWED_HOSTS: 'http://127.0.0.1:4010/' })).toThrow(/CHANNEL_ALLOWED_HOSTS/);
  });
});

describe('mailStartupNotice (decision 0041)', () => {
  it('never refuses: says mail is caught in demo mode, and not sent at all without SMTP_URL elsewhere', () => {
    expect(mailStartupNotice({ DEMO_MODE: true, SMTP_URL: undefined })).toContain('/__dev/mail');
    expect(mailStartupNotice({ DEMO_MODE: false, SMTP_URL: undefined })).toContain('no confirmation e-mail is sent');
    expect(mailStartupNotice({ DEMO_MODE: false, SMTP_URL: 'smtp://mail.example.jp' })).toBeNull();
  });
});

describe('smsNoticeStartupNotice (decision 0041)', () => {
  const none = { SMS_TEMPLATE_CONFIRMED: undefined, SMS_TEMPLATE_CHANGED: undefined, SMS_TEMPLATE_CANCELLED: undefined, SMS_TEMPLATE_REFUNDED: undefined };
  it('never refuses: names the confirmation templates a real provider lacks', () => {
    expect(smsNoticeStartupNotice({ SMS_PROVIDER: 'console', ...none })).toBeNull();
    expect(smsNoticeStartupNotice({ SMS_PROVIDER: 'aliyun', ...none, SMS_TEMPLATE_CONFIRMED: 'SMS_1' })).toBe(
      'SMS_TEMPLATE_CHANGED, SMS_TEMPLATE_CANCELLED, SMS_TEMPLATE_REFUNDED not set: those confirmation SMS are not sent through aliyun (e-mail still is); register the templates (README) and set them',
    );
    expect(smsNoticeStartupNotice({ SMS_PROVIDER: 'tencent', SMS_TEMPLATE_CONFIRMED: '1', SMS_TEMPLATE_CHANGED: '4', SMS_TEMPLATE_CANCELLED: '2', SMS_TEMPLATE_REFUNDED: '3' })).toBeNull();
  });
});

describe('internationalSmsStartupNotice (decision 0078)', () => {
  const none = { SMS_TEMPLATE_LOGIN_INTL: undefined, SMS_TEMPLATE_REGISTER_INTL: undefined };
  it('names the international code templates Tencent lacks while international sending is on', () => {
    expect(internationalSmsStartupNotice({ SMS_PROVIDER: 'tencent', SMS_INTERNATIONAL: 'on', ...none, SMS_TEMPLATE_LOGIN_INTL: '3330001' })).toBe(
      'SMS_TEMPLATE_REGISTER_INTL not set: guests with a number outside mainland China get no such code through tencent (they are told the number cannot get an SMS); register international templates (README) and set them, or set SMS_INTERNATIONAL=off',
    );
    expect(internationalSmsStartupNotice({ SMS_PROVIDER: 'tencent', SMS_INTERNATIONAL: 'off', ...none })).toBeNull();
    expect(internationalSmsStartupNotice({ SMS_PROVIDER: 'tencent', SMS_INTERNATIONAL: 'on', SMS_TEMPLATE_LOGIN_INTL: '3330001', SMS_TEMPLATE_REGISTER_INTL: '3330002' })).toBeNull();
    // Aliyun needs no template abroad; the console provider sends text.
    expect(internationalSmsStartupNotice({ SMS_PROVIDER: 'aliyun', SMS_INTERNATIONAL: 'on', ...none })).toBeNull();
    expect(internationalSmsStartupNotice({ SMS_PROVIDER: 'console', SMS_INTERNATIONAL: 'on', ...none })).toBeNull();
  });
});
