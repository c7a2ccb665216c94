import type { Env } from './env.ts';
import type { AliyunSmsConfig, NoticeTemplates, TencentSmsConfig } from './modules/sms/index.ts';

/** The Chinese and English template settings (SMS_TEMPLATE_LOGIN_ZH …, decision 0074). */
type LanguageTemplateSettings = Extract<keyof Env, `SMS_TEMPLATE_${string}_${'ZH' | 'EN'}`>;

/** The SMS_* settings a real SMS provider is built from (loadEnv validates them). */
export type SmsSettings = Pick<
  Env,
  | LanguageTemplateSettings
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
>;

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

/** The notice templates that are set, language-less (`suffix` none) or one language's (`_ZH`, `_EN`). */
function noticeTemplates(settings: Partial<SmsSettings>, suffix: '' | '_ZH' | '_EN' = ''): NoticeTemplates {
  const templates: NoticeTemplates = {};
  for (const [event, name] of Object.entries(NOTICE_SETTINGS) as [keyof typeof NOTICE_SETTINGS, (typeof NOTICE_SETTINGS)[keyof typeof NOTICE_SETTINGS]][]) {
    const value = settings[`${name}${suffix}`];
    if (value) templates[event] = value;
  }
  return templates;
}

const noticeTemplatesByLanguage = (settings: Partial<SmsSettings>) => ({ zh: noticeTemplates(settings, '_ZH'), en: noticeTemplates(settings, '_EN') });

const DEFAULT_TIMEOUT_MS = 5000;

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
  };
}
