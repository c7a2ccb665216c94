import { describe, expect, it } from 'vitest';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { smsCodeText } from './sms-text.ts';

describe('the code SMS in the page’s language', () => {
  it('keeps the Japanese as it was and words Chinese and English', () => {
    expect(smsCodeText(SMS_PURPOSE.login, '482913', 5)).toBe('【フェルトン・ホテルズ】ログインの確認コードは482913です。5分以内に入力してください。このコードは誰にも教えないでください。');
    expect(smsCodeText(SMS_PURPOSE.register, '482913', 5, 'zh')).toBe('【费尔顿酒店集团】您的会员注册验证码为482913，5分钟内有效。请勿将验证码告知他人。');
    expect(smsCodeText(SMS_PURPOSE.login, '482913', 5, 'en')).toBe('[Felton Hotels] Your log-in code is 482913. It expires in 5 minutes. Do not share this code with anyone.');
  });
});
