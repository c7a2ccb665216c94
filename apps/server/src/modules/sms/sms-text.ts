import { SMS_PURPOSE, type SmsPurpose } from '@hotel/shared/schemas/user';

/** The Japanese SMS text for a code. */
export function smsCodeText(purpose: SmsPurpose, code: string, validMinutes: number): string {
  const use = purpose === SMS_PURPOSE.register ? '会員登録' : 'ログイン';
  return `【フェルトン・ホテルズ】${use}の確認コードは${code}です。${validMinutes}分以内に入力してください。このコードは誰にも教えないでください。`;
}
