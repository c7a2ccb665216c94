import { SMS_PURPOSE, type SmsPurpose } from '@hotel/shared/schemas/user';
import type { SiteLanguage } from '@hotel/shared/site-language';
import type { NoticeTemplates } from './notice-template.ts';

/** The languages a template may be registered in besides the default one (decision 0074). */
type TemplateLanguage = Exclude<SiteLanguage, 'ja'>;

/**
 * Template ids registered with the provider, one per purpose (they may be the same). Each
 * template has exactly one variable, the code: Aliyun `${code}`, Tencent `{1}`. `byLanguage`:
 * the same purposes registered in Chinese or English (SMS_TEMPLATE_LOGIN_ZH …), each optional.
 */
export interface SmsTemplates {
  login: string;
  register: string;
  byLanguage?: Partial<Record<TemplateLanguage, Partial<Record<'login' | 'register', string>>>>;
}

/** A code's template: the guest's language's where one is registered, else the default one. */
export function templateFor(templates: SmsTemplates, purpose: SmsPurpose, lang: SiteLanguage = 'ja'): string {
  const key = purpose === SMS_PURPOSE.register ? 'register' : 'login';
  return (lang === 'ja' ? undefined : templates.byLanguage?.[lang]?.[key]) ?? templates[key];
}

/** Notice templates in Chinese and English (SMS_TEMPLATE_CONFIRMED_ZH …), beside the default ones. */
export type NoticeTemplatesByLanguage = Partial<Record<TemplateLanguage, NoticeTemplates>>;

/**
 * A notice's template: the guest's language's where registered, else the default one, else none
 * (the event's SMS is skipped). A language's template is only accepted beside its default (env.ts).
 */
export function noticeTemplateFor(base: NoticeTemplates | undefined, byLanguage: NoticeTemplatesByLanguage | undefined, event: keyof NoticeTemplates, lang: SiteLanguage = 'ja'): string | undefined {
  return (lang === 'ja' ? undefined : byLanguage?.[lang]?.[event]) ?? base?.[event];
}
