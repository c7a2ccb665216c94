import { SMS_PURPOSE, type SmsPurpose } from '@hotel/shared/schemas/user';

/**
 * Template ids registered with the provider, one per purpose (they may be the same). Each
 * template has exactly one variable, the code: Aliyun `${code}`, Tencent `{1}`.
 */
export interface SmsTemplates {
  login: string;
  register: string;
}

export const templateFor = (templates: SmsTemplates, purpose: SmsPurpose): string =>
  purpose === SMS_PURPOSE.register ? templates.register : templates.login;
