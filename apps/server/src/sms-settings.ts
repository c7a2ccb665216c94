import type { Env } from './env.ts';
import type { AliyunSmsConfig, NoticeTemplates, TencentSmsConfig } from './modules/sms/index.ts';

/** The Chinese and English template settings (SMS_TEMPLATE_LOGIN_ZH …, decision 0074). */
type LanguageTemplateSettings = Extract<keyof Env, `SMS_TEMPLATE_${string}_${'ZH' | 'EN'}`>;

/** Tencent's international templates (SMS_TEMPLATE_LOGIN_INTL …, decision 0078). */
type InternationalTemplateSettings = Extract<keyof Env, `SMS_TEMPLATE_${string}_INTL`>;

/** The SMS_* settings a real SMS provider is built from (loadEnv validates them). */
export type SmsSettings = Pick<
  Env,
  | LanguageTemplateSettings
  | InternationalTemplateSettings
  | 'SMS_GLOBE_ENDPOINT'
  | 'SMS_GLOBE_FROM'
  | 'SMS_ACCESS_KEY_ID'
  | 'SMS_ACCESS_KEY_SECRET'
  | 'SMS_SIGN_NAME'
  | 'SMS_TEMPLATE_LOGIN'
  | 'SMS_TEMPLATE_REGISTER'
  | 'SMS_TEMPLATE_ID'
  | 'SMS_TEMPLATE_CONFIRMED'
  | 'SMS_TEMPLATE_CHANGED'
  | 'SMS_TEMPLATE_CANCELLED'
  | 'SMS_TEMPLATE_REFUNDED'
  | 'SMS_TEMPLATE_PAYLINK'
  | 'SMS_SDK_APP_ID'
  | 'SMS_REGION'
  | 'SMS_ENDPOINT'
  | 'SMS_TIMEOUT_MS'
> & { /** Unset (a hand-built settings object): on, like the environment's default. */ SMS_INTERNATIONAL?: Env['SMS_INTERNATIONAL'] };

type Provider = 'aliyun' | 'tencent';

/** One required setting; loadEnv has already refused a real provider without it, so this guards other callers. */
function required(provider: Provider, settings: Partial<SmsSettings>, name: keyof SmsSettings): string {
  const value = settings[name];
  if (typeof value !== 'string' || !value) throw new Error(`SMS_PROVIDER=${provider} needs ${name}`);
  return value;
}

function templates(provider: Provider, settings: Partial<SmsSettings>) {
  const login = settings.SMS_TEMPLATE_LOGIN ?? settings.SMS_TEMPLATE_ID;
  const register = settings.SMS_TEMPLATE_REGISTER ?? settings.SMS_TEMPLATE_ID;
  if (!login || !register) throw new Error(`SMS_PROVIDER=${provider} needs SMS_TEMPLATE_LOGIN and SMS_TEMPLATE_REGISTER (or SMS_TEMPLATE_ID)`);
  const inLanguage = (suffix: 'ZH' | 'EN') => ({
    ...(settings[`SMS_TEMPLATE_LOGIN_${suffix}`] ? { login: settings[`SMS_TEMPLATE_LOGIN_${suffix}`] } : {}),
    ...(settings[`SMS_TEMPLATE_REGISTER_${suffix}`] ? { register: settings[`SMS_TEMPLATE_REGISTER_${suffix}`] } : {}),
  });
  return { login, register, byLanguage: { zh: inLanguage('ZH'), en: inLanguage('EN') } };
}

/** The events' setting names (SMS_TEMPLATE_CONFIRMED …), each optional: an event without one is skipped. */
const NOTICE_SETTINGS = {
  confirmed: 'SMS_TEMPLATE_CONFIRMED',
  changed: 'SMS_TEMPLATE_CHANGED',
  cancelled: 'SMS_TEMPLATE_CANCELLED',
  refunded: 'SMS_TEMPLATE_REFUNDED',
  paylink: 'SMS_TEMPLATE_PAYLINK',
} as const;

/** The notice templates that are set, language-less (`suffix` none), one language's (`_ZH`, `_EN`) or international (`_INTL`). */
function noticeTemplates(settings: Partial<SmsSettings>, suffix: '' | '_ZH' | '_EN' | '_INTL' = ''): NoticeTemplates {
  const templates: NoticeTemplates = {};
  for (const [event, name] of Object.entries(NOTICE_SETTINGS) as [keyof typeof NOTICE_SETTINGS, (typeof NOTICE_SETTINGS)[keyof typeof NOTICE_SETTINGS]][]) {
    const value = settings[`${name}${suffix}`];
    if (value) templates[event] = value;
  }
  return templates;
}

const noticeTemplatesByLanguage = (settings: Partial<SmsSettings>) => ({ zh: noticeTemplates(settings, '_ZH'), en: noticeTemplates(settings, '_EN') });

const DEFAULT_TIMEOUT_MS = 5000;

/** International sending is on unless SMS_INTERNATIONAL=off (decision 0078). */
const internationalOn = (settings: Partial<SmsSettings>) => settings.SMS_INTERNATIONAL !== 'off';

/** Aliyun's SendMessageToGlobe settings, or none when international sending is off. */
function globe(settings: Partial<SmsSettings>): AliyunSmsConfig['globe'] {
  if (!internationalOn(settings)) return undefined;
  return { endpoint: settings.SMS_GLOBE_ENDPOINT, from: settings.SMS_GLOBE_FROM };
}

/** Tencent's approved international templates, or none when international sending is off. */
function internationalTemplates(settings: Partial<SmsSettings>): TencentSmsConfig['internationalTemplates'] {
  if (!internationalOn(settings)) return undefined;
  return {
    ...(settings.SMS_TEMPLATE_LOGIN_INTL ? { login: settings.SMS_TEMPLATE_LOGIN_INTL } : {}),
    ...(settings.SMS_TEMPLATE_REGISTER_INTL ? { register: settings.SMS_TEMPLATE_REGISTER_INTL } : {}),
    notices: noticeTemplates(settings, '_INTL'),
  };
}

function given(provider: Provider, settings: Partial<SmsSettings> | undefined): Partial<SmsSettings> {
  if (!settings) throw new Error(`SMS_PROVIDER=${provider}, but buildApp got no smsSettings (pass the loaded env: smsSettings: env)`);
  return settings;
}

export function aliyunConfig(from: Partial<SmsSettings> | undefined): AliyunSmsConfig {
  const settings = given('aliyun', from);
  return {
    accessKeyId: required('aliyun', settings, 'SMS_ACCESS_KEY_ID'),
    accessKeySecret: required('aliyun', settings, 'SMS_ACCESS_KEY_SECRET'),
    signName: required('aliyun', settings, 'SMS_SIGN_NAME'),
    templates: templates('aliyun', settings),
    noticeTemplates: noticeTemplates(settings),
    noticeTemplatesByLanguage: noticeTemplatesByLanguage(settings),
    endpoint: settings.SMS_ENDPOINT,
    timeoutMs: settings.SMS_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    globe: globe(settings),
  };
}

export function tencentConfig(from: Partial<SmsSettings> | undefined): TencentSmsConfig {
  const settings = given('tencent', from);
  return {
    secretId: required('tencent', settings, 'SMS_ACCESS_KEY_ID'),
    secretKey: required('tencent', settings, 'SMS_ACCESS_KEY_SECRET'),
    sdkAppId: required('tencent', settings, 'SMS_SDK_APP_ID'),
    signName: required('tencent', settings, 'SMS_SIGN_NAME'),
    templates: templates('tencent', settings),
    noticeTemplates: noticeTemplates(settings),
    noticeTemplatesByLanguage: noticeTemplatesByLanguage(settings),
    region: settings.SMS_REGION ?? 'ap-guangzhou',
    endpoint: settings.SMS_ENDPOINT,
    timeoutMs: settings.SMS_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    internationalTemplates: internationalTemplates(settings),
  };
}
