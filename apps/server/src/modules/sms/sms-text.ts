import { SMS_PURPOSE, type SmsPurpose } from '@hotel/shared/schemas/user';
import type { SiteLanguage } from '@hotel/shared/site-language';

/** A code's text in each language (decision 0074): what the console provider stores and a free-text provider would send. */
const CODE_TEXT: Record<SiteLanguage, (use: 'register' | 'login', code: string, minutes: number) => string> = {
  ja: (use, code, minutes) =>
    `【フェルトン・ホテルズ】${use === 'register' ? '会員登録' : 'ログイン'}の確認コードは${code}です。${minutes}分以内に入力してください。このコードは誰にも教えないでください。`,
  zh: (use, code, minutes) =>
    `【费尔顿酒店集团】您的${use === 'register' ? '会员注册' : '登录'}验证码为${code}，${minutes}分钟内有效。请勿将验证码告知他人。`,
  en: (use, code, minutes) =>
    `[Felton Hotels] Your ${use === 'register' ? 'sign-up' : 'log-in'} code is ${code}. It expires in ${minutes} minutes. Do not share this code with anyone.`,
};

/** The SMS text for a code, in the language of the page that asked. */
export function smsCodeText(purpose: SmsPurpose, code: string, validMinutes: number, lang: SiteLanguage = 'ja'): string {
  return CODE_TEXT[lang](purpose === SMS_PURPOSE.register ? 'register' : 'login', code, validMinutes);
}
