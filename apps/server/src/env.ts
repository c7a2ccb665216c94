import { z } from 'zod';
import { DEFAULT_DATA_DIR, DEMO_DATA_DIR } from '@hotel/db/client';

// ---- SMS provider settings (aliyun, tencent) ------------------------------------------------

/** Unset and empty (`VAR=` in an env file) both mean "not configured". */
const setting = z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).optional());

const SMS_PROVIDER_SETTINGS = {
  /** Aliyun AccessKey ID / Tencent SecretId (a RAM or CAM user allowed to send SMS only). */
  SMS_ACCESS_KEY_ID: setting,
  /** Aliyun AccessKey secret / Tencent SecretKey. */
  SMS_ACCESS_KEY_SECRET: setting,
  /** The approved sign name (签名), sent with every message. */
  SMS_SIGN_NAME: setting,
  /** Template for login codes (Aliyun SMS_xxxxxxxx with ${code}; Tencent numeric id with {1}). */
  SMS_TEMPLATE_LOGIN: setting,
  /** Template for registration codes. */
  SMS_TEMPLATE_REGISTER: setting,
  /** One template for both purposes, used where SMS_TEMPLATE_LOGIN / _REGISTER is unset. */
  SMS_TEMPLATE_ID: setting,
  /**
   * Booking confirmation SMS (decision 0041), one registered notice template per event, each
   * declaring the five variables of modules/sms/notice-template.ts (README). Optional: an event
   * without its template sends no SMS (the e-mail still goes). Checked by checkNoticeTemplates.
   * CHANGED: a booking change applied (decision 0059), the variables telling the new stay.
   */
  SMS_TEMPLATE_CONFIRMED: setting,
  SMS_TEMPLATE_CHANGED: setting,
  SMS_TEMPLATE_CANCELLED: setting,
  SMS_TEMPLATE_REFUNDED: setting,
  /**
   * A payment link staff send (decision 0059): the five notice variables and the link's token
   * (README). Unset with aliyun or tencent: staff are told to send the link by e-mail instead.
   */
  SMS_TEMPLATE_PAYLINK: setting,
  /** Tencent only: SmsSdkAppId of the SMS application (digits, e.g. 1400006666). */
  SMS_SDK_APP_ID: setting.pipe(z.string().regex(/^\d+$/, 'must be digits (the SmsSdkAppId)').optional()),
  /** Tencent only: API region. */
  SMS_REGION: z.enum(['ap-guangzhou', 'ap-beijing', 'ap-nanjing']).default('ap-guangzhou'),
  /** Override the provider's endpoint: a host (HTTPS) or http(s)://host[:port] (test stand-ins). */
  SMS_ENDPOINT: setting.pipe(z.string().regex(/^(https?:\/\/)?[A-Za-z0-9.-]+(:\d{1,5})?\/?$/, 'must be a host or http(s)://host[:port]').optional()),
  /** Connect and response timeout of one send, in milliseconds. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
};

/**
 * The template settings that take a Chinese and an English sibling (decision 0074):
 * SMS_TEMPLATE_LOGIN_ZH, SMS_TEMPLATE_CONFIRMED_EN … A guest whose language has one gets it;
 * everyone else the language-less one, which must be set for its sibling to be accepted.
 */
export const SMS_LANGUAGE_TEMPLATE_BASES = [
  'SMS_TEMPLATE_LOGIN',
  'SMS_TEMPLATE_REGISTER',
  'SMS_TEMPLATE_CONFIRMED',
  'SMS_TEMPLATE_CHANGED',
  'SMS_TEMPLATE_CANCELLED',
  'SMS_TEMPLATE_REFUNDED',
  'SMS_TEMPLATE_PAYLINK',
] as const;
export const SMS_TEMPLATE_LANGUAGES = ['ZH', 'EN'] as const;
type LanguageTemplateSetting = `${(typeof SMS_LANGUAGE_TEMPLATE_BASES)[number]}_${(typeof SMS_TEMPLATE_LANGUAGES)[number]}`;
const languageTemplateName = (base: (typeof SMS_LANGUAGE_TEMPLATE_BASES)[number], lang: (typeof SMS_TEMPLATE_LANGUAGES)[number]): LanguageTemplateSetting => `${base}_${lang}`;
const SMS_LANGUAGE_TEMPLATE_SETTINGS = Object.fromEntries(
  SMS_LANGUAGE_TEMPLATE_BASES.flatMap((base) => SMS_TEMPLATE_LANGUAGES.map((lang) => [languageTemplateName(base, lang), setting])),
) as Record<LanguageTemplateSetting, typeof setting>;

type SmsSettingName = Exclude<keyof typeof SMS_PROVIDER_SETTINGS, 'SMS_REGION' | 'SMS_TIMEOUT_MS'>;

/** A real SMS provider without a credential, sign name or template must not start. */
function requireSmsSettings(env: { SMS_PROVIDER: string } & Partial<Record<SmsSettingName, string>>, ctx: z.RefinementCtx): void {
  if (env.SMS_PROVIDER === 'console') return;
  const missing = (name: SmsSettingName, hint = '') =>
    ctx.addIssue({ code: 'custom', path: [name], message: `required when SMS_PROVIDER=${env.SMS_PROVIDER}${hint}` });
  const required: SmsSettingName[] = ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME'];
  if (env.SMS_PROVIDER === 'tencent') required.push('SMS_SDK_APP_ID');
  for (const name of required) if (!env[name]) missing(name);
  for (const name of ['SMS_TEMPLATE_LOGIN', 'SMS_TEMPLATE_REGISTER'] as const) {
    if (!env[name] && !env.SMS_TEMPLATE_ID) missing(name, ' (or SMS_TEMPLATE_ID for both purposes)');
  }
}

export const SMS_NOTICE_TEMPLATE_SETTINGS = ['SMS_TEMPLATE_CONFIRMED', 'SMS_TEMPLATE_CHANGED', 'SMS_TEMPLATE_CANCELLED', 'SMS_TEMPLATE_REFUNDED'] as const;

/** What each provider's template ids look like: a typo (an Aliyun code given to Tencent) fails at startup, not at the first booking. */
const TEMPLATE_ID_FORMS = {
  aliyun: { pattern: /^SMS_\d+$/, form: 'an Aliyun template code, e.g. SMS_123456789' },
  tencent: { pattern: /^\d+$/, form: 'a Tencent template id (digits), e.g. 1234567' },
} as const;

/**
 * The notice templates are optional, but one that is set must have the provider's form. The
 * console provider sends notices as text and ignores them, like the other template settings.
 */
function checkNoticeTemplates(
  env: { SMS_PROVIDER: string } & Partial<Record<(typeof SMS_NOTICE_TEMPLATE_SETTINGS)[number] | 'SMS_TEMPLATE_PAYLINK' | LanguageTemplateSetting, string>>,
  ctx: z.RefinementCtx,
): void {
  const languageNames: LanguageTemplateSetting[] = SMS_LANGUAGE_TEMPLATE_BASES.flatMap((base) => SMS_TEMPLATE_LANGUAGES.map((lang) => languageTemplateName(base, lang)));
  const names: ((typeof SMS_NOTICE_TEMPLATE_SETTINGS)[number] | 'SMS_TEMPLATE_PAYLINK' | LanguageTemplateSetting)[] = [...SMS_NOTICE_TEMPLATE_SETTINGS, 'SMS_TEMPLATE_PAYLINK', ...languageNames];
  for (const name of names) {
    const value: string | undefined = env[name];
    if (!value || (env.SMS_PROVIDER !== 'aliyun' && env.SMS_PROVIDER !== 'tencent')) continue;
    const { pattern, form } = TEMPLATE_ID_FORMS[env.SMS_PROVIDER];
    if (!pattern.test(value)) ctx.addIssue({ code: 'custom', path: [name], message: `must be ${form} (SMS_PROVIDER=${env.SMS_PROVIDER})` });
  }
}

/**
 * A language's template stands beside its language-less one, which every other guest gets: one
 * set alone would leave those guests with no SMS (a code never sent), so it fails at start-up.
 */
function checkLanguageTemplates(env: { SMS_PROVIDER: string; SMS_TEMPLATE_ID?: string | undefined } & Partial<Record<(typeof SMS_LANGUAGE_TEMPLATE_BASES)[number] | LanguageTemplateSetting, string>>, ctx: z.RefinementCtx): void {
  if (env.SMS_PROVIDER === 'console') return;
  for (const base of SMS_LANGUAGE_TEMPLATE_BASES) {
    const hasBase = Boolean(env[base] ?? ((base === 'SMS_TEMPLATE_LOGIN' || base === 'SMS_TEMPLATE_REGISTER') && env.SMS_TEMPLATE_ID));
    for (const lang of SMS_TEMPLATE_LANGUAGES) {
      const name = languageTemplateName(base, lang);
      if (env[name] && !hasBase) ctx.addIssue({ code: 'custom', path: [name], message: `set only together with ${base} (the template of guests in other languages)` });
    }
  }
}

/**
 * International SMS (decision 0078): numbers outside mainland China, as +E.164. Aliyun sends the
 * full text through SendMessageToGlobe (its own endpoint, an optional sender ID); Tencent needs an
 * approved international template per purpose and event (SMS_TEMPLATE_<BASE>_INTL, digits).
 */
const SMS_INTERNATIONAL_SETTINGS = {
  /** off: such numbers are refused as numbers that cannot get an SMS (codes) or skipped (notices). */
  SMS_INTERNATIONAL: z.enum(['on', 'off']).default('on'),
  /** Aliyun only: SendMessageToGlobe's endpoint, a host (HTTPS) or http(s)://host[:port]; default dysmsapi.ap-southeast-1.aliyuncs.com. */
  SMS_GLOBE_ENDPOINT: setting.pipe(z.string().regex(/^(https?:\/\/)?[A-Za-z0-9.-]+(:\d{1,5})?\/?$/, 'must be a host or http(s)://host[:port]').optional()),
  /** Aliyun only: an approved sender ID (letters and digits up to 11, or digits only up to 15); unset: the platform's sender. */
  SMS_GLOBE_FROM: setting.pipe(z.string().regex(/^(?:(?=[0-9]*[A-Za-z])[A-Za-z0-9]{1,11}|[0-9]{1,15})$/, 'must be a sender ID: letters and digits (up to 11) or digits only (up to 15)').optional()),
};

/** The templates that take an international sibling (Tencent only). */
const SMS_INTERNATIONAL_TEMPLATE_BASES = SMS_LANGUAGE_TEMPLATE_BASES;
type InternationalTemplateSetting = `${(typeof SMS_INTERNATIONAL_TEMPLATE_BASES)[number]}_INTL`;
const internationalTemplateName = (base: (typeof SMS_INTERNATIONAL_TEMPLATE_BASES)[number]): InternationalTemplateSetting => `${base}_INTL`;
const SMS_INTERNATIONAL_TEMPLATE_SETTINGS = Object.fromEntries(SMS_INTERNATIONAL_TEMPLATE_BASES.map((base) => [internationalTemplateName(base), setting])) as Record<
  InternationalTemplateSetting,
  typeof setting
>;

/**
 * Each provider's international settings in its own form; the other provider's refused, as it
 * would be ignored without a word (an Aliyun deployment does not use templates abroad).
 */
function checkInternationalSettings(
  env: { SMS_PROVIDER: string; SMS_GLOBE_ENDPOINT?: string | undefined; SMS_GLOBE_FROM?: string | undefined } & Partial<Record<InternationalTemplateSetting, string>>,
  ctx: z.RefinementCtx,
): void {
  if (env.SMS_PROVIDER === 'console') return;
  for (const base of SMS_INTERNATIONAL_TEMPLATE_BASES) {
    const name = internationalTemplateName(base);
    const value = env[name];
    if (!value) continue;
    if (env.SMS_PROVIDER === 'aliyun') ctx.addIssue({ code: 'custom', path: [name], message: 'Tencent only: Aliyun sends international SMS as text through SendMessageToGlobe, without a template' });
    else if (!TEMPLATE_ID_FORMS.tencent.pattern.test(value)) ctx.addIssue({ code: 'custom', path: [name], message: `must be ${TEMPLATE_ID_FORMS.tencent.form} (an approved international template)` });
  }
  if (env.SMS_PROVIDER !== 'tencent') return;
  for (const name of ['SMS_GLOBE_ENDPOINT', 'SMS_GLOBE_FROM'] as const) {
    if (env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'Aliyun only: Tencent sends international SMS through SendSms with SMS_TEMPLATE_<PURPOSE>_INTL' });
  }
}

// ---- Payment provider settings (PAY_PROVIDER=live) --------------------------------------------

/** A PEM key from one env line: literal "\n" escapes become line breaks. */
const pemKey = setting.transform((value) => value?.replaceAll('\\n', '\n'));

const PAY_PROVIDER_SETTINGS = {
  /** https address the providers call back (notify URLs: PUBLIC_URL + /crsapi/v1/pay/notify/alipay | wechat). */
  PUBLIC_URL: setting.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL without query')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  /** Alipay open platform: the application's APPID. */
  ALIPAY_APP_ID: setting,
  /** Our application private key (应用私钥), PEM. */
  ALIPAY_PRIVATE_KEY: pemKey,
  /** Alipay's public key (支付宝公钥), PEM. */
  ALIPAY_PUBLIC_KEY: pemKey,
  ALIPAY_GATEWAY: setting.pipe(z.string().url().default('https://openapi.alipay.com/gateway.do')),
  /** WeChat Pay merchant number (商户号). */
  WECHATPAY_MCHID: setting,
  /** The AppID bound to the merchant. */
  WECHATPAY_APPID: setting,
  /** Serial number of the merchant API certificate (商户API证书序列号). */
  WECHATPAY_MERCHANT_SERIAL: setting,
  /** Merchant API private key (apiclient_key.pem), PEM. */
  WECHATPAY_PRIVATE_KEY: pemKey,
  /** APIv3 key (exactly 32 characters). */
  WECHATPAY_APIV3_KEY: setting.pipe(z.string().length(32, 'must be exactly 32 characters (the APIv3 key)').optional()),
  /** WeChat Pay public key id (PUB_KEY_ID_…). */
  WECHATPAY_PUBLIC_KEY_ID: setting.pipe(z.string().startsWith('PUB_KEY_ID_', 'must start with PUB_KEY_ID_').optional()),
  /** WeChat Pay public key (微信支付公钥), PEM. */
  WECHATPAY_PUBLIC_KEY: pemKey,
  WECHATPAY_BASE_URL: setting.pipe(z.string().url().default('https://api.mch.weixin.qq.com/')),
  /** Timeout of one call to a provider, in milliseconds. */
  PAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

export const ALIPAY_REQUIRED = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
export const WECHATPAY_REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_MERCHANT_SERIAL',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_PUBLIC_KEY',
] as const;
type PaySettingName = 'PUBLIC_URL' | (typeof ALIPAY_REQUIRED)[number] | (typeof WECHATPAY_REQUIRED)[number];

/**
 * PAY_PROVIDER=live needs PUBLIC_URL and at least one complete provider. A provider is on when
 * any of its variables is set; one set only in part must not start (each missing one is named).
 */
function requirePaySettings(env: { PAY_PROVIDER: string } & Partial<Record<PaySettingName, string>>, ctx: z.RefinementCtx): void {
  if (env.PAY_PROVIDER !== 'live') return;
  const missing = (name: PaySettingName, hint: string) => ctx.addIssue({ code: 'custom', path: [name], message: `required when PAY_PROVIDER=live${hint}` });
  if (!env.PUBLIC_URL) missing('PUBLIC_URL', ' (the https address Alipay and WeChat Pay call back)');
  let complete = 0;
  for (const [provider, names] of [['Alipay', ALIPAY_REQUIRED], ['WeChat Pay', WECHATPAY_REQUIRED]] as const) {
    const unset = names.filter((name) => !env[name]);
    if (unset.length === 0) complete += 1;
    else if (unset.length < names.length) for (const name of unset) missing(name, ` and ${provider} is configured in part`);
  }
  // A provider set in part has been named above; with nothing set at all, say what live needs.
  if (complete === 0 && ![...ALIPAY_REQUIRED, ...WECHATPAY_REQUIRED].some((name) => env[name])) {
    ctx.addIssue({ code: 'custom', path: ['PAY_PROVIDER'], message: 'live needs Alipay (ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY) or WeChat Pay (WECHATPAY_*) configured' });
  }
}

// ---------------------------------------------------------------------------------------------

/** Environment read once, validated, and passed around; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // --- Demo mode (decision 0013) ---------------------------------------------------------------
  /**
   * 1: the demo site. Only in demo mode: the console SMS provider and GET /__dev/sms, the payment
   * simulator and its pages, seeding the demo group and member into an empty database, and the
   * デモサイト notice on every page. The rule holds in every NODE_ENV; startup-check.ts refuses the
   * demo-only providers without it, and in production also missing secrets.
   */
  DEMO_MODE: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  // -----------------------------------------------------------------------------------------------
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** PGlite folder. Unset: ./data, or ./data/demo in demo mode (a production start never finds demo data). */
  DATA_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: in demo mode, seed the demo group and member into an empty database (outside demo mode nothing); never: don't. */
  SEED: z.enum(['auto', 'never']).default('auto'),
  /**
   * Where SMS codes go. console: the sms_outbox table, readable through GET /__dev/sms
   * (development, demo, tests). aliyun: Alibaba Cloud SMS. tencent: Tencent Cloud SMS.
   * The real providers need the SMS_* settings below (checked by requireSmsSettings).
   */
  SMS_PROVIDER: z.enum(['console', 'aliyun', 'tencent']).default('console'),
  /** HMAC key for stored SMS codes (≥ 32 characters). Unset: a random key per process. */
  SMS_CODE_SECRET: z.string().min(32).optional(),
  ...SMS_PROVIDER_SETTINGS,
  ...SMS_LANGUAGE_TEMPLATE_SETTINGS,
  ...SMS_INTERNATIONAL_SETTINGS,
  ...SMS_INTERNATIONAL_TEMPLATE_SETTINGS,
  /**
   * Key (32+ characters) that seals staff TOTP secrets in the database (AES-256-GCM). Required in
   * production outside demo mode; unset elsewhere: a fixed public demo key (decision 0023).
   * Changing it voids every enrolled second factor (an administrator resets them).
   */
  STAFF_TOTP_KEY: z.string().min(32).optional(),
  // --- Channel managers (issue 26, decision 0062) ---------------------------------------------------
  /**
   * Key (32+ characters) that seals the channel managers' passwords in the database (AES-256-GCM).
   * Required in production outside demo mode once a connection exists; unset elsewhere: a fixed
   * public demo key. Changing it voids the stored passwords (each connection's is entered again).
   */
  CHANNEL_SECRET_KEY: z.string().min(32).optional(),
  /**
   * Hosts (host or host:port, comma-separated) a connection's endpoint may name although they are
   * not public https addresses: a stand-in on this machine or a test network. Unset: only https to
   * public addresses, so a typo cannot make the server call into its own network.
   */
  CHANNEL_ALLOWED_HOSTS: setting.pipe(z.string().regex(/^[A-Za-z0-9.\-[\]:]+(,[A-Za-z0-9.\-[\]:]+)*$/, 'must look like 127.0.0.1:4010,stand-in.test').optional()),
  /**
   * Payment provider for Alipay and WeChat. simulator: the payment simulator, which speaks both
   * protocols and whose scan page pays; demo mode only (anyone can pay). live: Alipay and WeChat
   * Pay with the settings below (checked by requirePaySettings); each provider whose variables
   * are set is offered to guests.
   */
  PAY_PROVIDER: z.enum(['simulator', 'live']).default('simulator'),
  ...PAY_PROVIDER_SETTINGS,
  /** On SIGTERM/SIGINT: how long GET /readyz answers 503 before the listener closes, so a load balancer stops sending first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** On SIGTERM/SIGINT: the most a graceful shutdown may take (requests and jobs finishing); past it the process exits 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  /** true behind a reverse proxy: client address from X-Forwarded-For (per-address SMS cap). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // --- Confirmation e-mail (decision 0041) ------------------------------------------------------
  /**
   * smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465: confirmation
   * e-mail goes out through it (nodemailer). Unset: in demo mode mail is caught in mail_outbox and
   * shown at GET /__dev/mail; outside demo mode no e-mail is sent (main.ts says so at startup).
   */
  SMTP_URL: setting.pipe(z.string().regex(/^smtps?:\/\/[^\s/]+(:\d{1,5})?\/?$/, 'must be smtp://[user:password@]host[:port] or smtps://…').optional()),
  /** The sender of confirmation e-mail, e.g. `フェルトン・ホテルズ <no-reply@example.jp>`; required with SMTP_URL. */
  MAIL_FROM: setting,
  /**
   * The group administrator's address for alerts (decision 0043): jobs that failed for good and
   * payment reconciliation differences. Unset: demo mode uses DEMO_ALERT_EMAIL (caught at
   * /__dev/mail); elsewhere alerts are only listed at /admin/notices (startup says so).
   */
  ALERT_EMAIL: setting.pipe(z.string().email('must be an e-mail address, e.g. ops@example.jp').optional()),
  // --- Several processes: shared request throttling (decision 0028) ---------------------------------
  /**
   * redis:// or rediss:// (user, password, database in the URL): the request throttling counters
   * live there, shared by every process. Unset: each process counts in its own memory.
   */
  REDIS_URL: setting.pipe(z.string().regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0').optional()),
  /** on: per-route request throttling per client address; off: none (benchmarks ask for it by name). */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** Overrides of the per-minute limits, e.g. `search=600,sms=10` (groups in plugins/rate-limit.ts). */
  RATE_LIMITS: setting.pipe(z.string().regex(/^[a-z-]+=\d+(,[a-z-]+=\d+)*$/, 'must look like search=600,order=60').optional()),
  // --- Speed (decision 0035) ------------------------------------------------------------------
  /** on: catalogue, content and availability reads cached in this process, dropped by the change feed; off: every read from the database (benchmarks measure both). */
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  /** on: pages for visitors without cookies kept in this process, dropped by the change feed like the reads they came from; off: every page rendered. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  // --- Observability (decision 0029) ----------------------------------------------------------
  /** 1: Prometheus metrics at GET /metrics (requests per route, holds, orders, payments, job lag). 0: /metrics is a 404. */
  METRICS: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /** With METRICS=1: /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` (16+ characters). Unset: open (keep it on a private network). */
  METRICS_TOKEN: setting.pipe(z.string().min(16).optional()),
})
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.MAIL_FROM) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'required when SMTP_URL is set (the sender of confirmation e-mail)' });
  })
  .superRefine(requireSmsSettings)
  .superRefine(checkNoticeTemplates)
  .superRefine(checkLanguageTemplates)
  .superRefine(checkInternationalSettings)
  .superRefine(requirePaySettings);

/** Demo mode's alert address when ALERT_EMAIL is unset: the mail is caught and shown at /__dev/mail. */
export const DEMO_ALERT_EMAIL = 'alerts@demo.felton';

export type Env = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return { ...parsed.data, DATA_DIR: parsed.data.DATA_DIR ?? (parsed.data.DEMO_MODE ? DEMO_DATA_DIR : DEFAULT_DATA_DIR) };
}
