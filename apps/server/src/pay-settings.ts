import { ALIPAY_REQUIRED, WECHATPAY_REQUIRED, type Env } from './env.ts';
import type { AlipayConfig, WechatPayConfig } from './modules/pay/index.ts';

/** The settings PAY_PROVIDER=live is built from (loadEnv validates them). */
export type PaySettings = Pick<
  Env,
  | 'PUBLIC_URL'
  | 'ALIPAY_APP_ID'
  | 'ALIPAY_PRIVATE_KEY'
  | 'ALIPAY_PUBLIC_KEY'
  | 'ALIPAY_GATEWAY'
  | 'WECHATPAY_MCHID'
  | 'WECHATPAY_APPID'
  | 'WECHATPAY_MERCHANT_SERIAL'
  | 'WECHATPAY_PRIVATE_KEY'
  | 'WECHATPAY_APIV3_KEY'
  | 'WECHATPAY_PUBLIC_KEY_ID'
  | 'WECHATPAY_PUBLIC_KEY'
  | 'WECHATPAY_BASE_URL'
  | 'PAY_TIMEOUT_MS'
>;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
const DEFAULT_WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com/';

/** Path of the notify endpoints under PUBLIC_URL (app.ts registers them under /crsapi/v1). */
export const NOTIFY_PATH = '/crsapi/v1/pay/notify';

/** Literal "\n" in a one-line env value is a line break (loadEnv does this too; other callers may not). */
const pem = (value: string) => value.replaceAll('\\n', '\n');

/** True when every one of the names is set; none set: the provider is off. */
function configured(settings: Partial<PaySettings>, names: readonly (keyof PaySettings)[], provider: string): boolean {
  const unset = names.filter((name) => !settings[name]);
  if (unset.length === names.length) return false;
  if (unset.length > 0) throw new Error(`PAY_PROVIDER=live: ${provider} is configured in part; set ${unset.join(', ')}`);
  return true;
}

/** Alipay's adapter configuration, or null when no ALIPAY_* credential is set. */
export function alipayConfig(settings: Partial<PaySettings>): AlipayConfig | null {
  if (!configured(settings, ALIPAY_REQUIRED, 'Alipay')) return null;
  return {
    appId: settings.ALIPAY_APP_ID!,
    privateKey: pem(settings.ALIPAY_PRIVATE_KEY!),
    alipayPublicKey: pem(settings.ALIPAY_PUBLIC_KEY!),
    gateway: settings.ALIPAY_GATEWAY ?? DEFAULT_ALIPAY_GATEWAY,
    timeoutMs: settings.PAY_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
  };
}

/** WeChat Pay's adapter configuration, or null when no WECHATPAY_* credential is set. */
export function wechatPayConfig(settings: Partial<PaySettings>): WechatPayConfig | null {
  if (!configured(settings, WECHATPAY_REQUIRED, 'WeChat Pay')) return null;
  return {
    mchid: settings.WECHATPAY_MCHID!,
    appid: settings.WECHATPAY_APPID!,
    merchantSerial: settings.WECHATPAY_MERCHANT_SERIAL!,
    privateKey: pem(settings.WECHATPAY_PRIVATE_KEY!),
    apiV3Key: settings.WECHATPAY_APIV3_KEY!,
    platformPublicKeyId: settings.WECHATPAY_PUBLIC_KEY_ID!,
    platformPublicKey: pem(settings.WECHATPAY_PUBLIC_KEY!),
    baseUrl: settings.WECHATPAY_BASE_URL ?? DEFAULT_WECHATPAY_BASE_URL,
    timeoutMs: settings.PAY_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
  };
}

/** Where the providers call back: PUBLIC_URL + /crsapi/v1/pay/notify/<method>. */
export function notifyUrlOf(publicUrl: string): (method: string) => string {
  const base = publicUrl.replace(/\/+$/, '');
  return (method) => `${base}${NOTIFY_PATH}/${method}`;
}
