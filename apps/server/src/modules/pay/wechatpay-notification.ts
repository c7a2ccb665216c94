import type { KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { NotificationRejected, type RawNotification, type VerifiedNotification, type WechatPayConfig } from './payment-gateway.ts';

/** WeChat's own clock-skew rule for signed answers, applied to notifications too: older or newer is a replay or a forgery. */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

type Expected = Pick<WechatPayConfig, 'mchid' | 'appid' | 'apiV3Key' | 'platformPublicKeyId'> & { platformKey: KeyObject };

/**
 * A WeChat Pay v3 payment notification, checked in the order WeChat documents: the Wechatpay-*
 * headers (our public key id, a timestamp within the replay window, the signature over
 * "timestamp\nnonce\nbody\n"), then the resource decrypted with the APIv3 key (AES-256-GCM
 * authenticates it), then the merchant and app it is meant for. Anything else: NotificationRejected.
 */
export function readWechatPayNotification(raw: RawNotification, expected: Expected, now: Date): VerifiedNotification {
  const { rawBody } = raw;
  const timestamp = raw.headers['wechatpay-timestamp'];
  const nonce = raw.headers['wechatpay-nonce'];
  const signature = raw.headers['wechatpay-signature'];
  const serial = raw.headers['wechatpay-serial'];
  if (!timestamp || !nonce || !signature || !serial) throw new NotificationRejected('missing Wechatpay-* headers');
  if (serial !== expected.platformPublicKeyId) throw new NotificationRejected('Wechatpay-Serial is not our WeChat Pay public key id');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > REPLAY_WINDOW_SECONDS) {
    throw new NotificationRejected('Wechatpay-Timestamp outside the replay window');
  }
  if (!verifiesWechatPaySignature(Formatter.response(timestamp, nonce, rawBody), signature, expected.platformKey)) {
    throw new NotificationRejected('Wechatpay-Signature does not verify');
  }

  const resource = parseJsonObject(rawBody)?.resource as Record<string, unknown> | undefined;
  if (
    !resource ||
    resource.algorithm !== 'AEAD_AES_256_GCM' ||
    typeof resource.ciphertext !== 'string' ||
    typeof resource.nonce !== 'string' ||
    (resource.associated_data !== undefined && typeof resource.associated_data !== 'string')
  ) {
    throw new NotificationRejected('malformed notification resource');
  }
  let plaintext: string;
  try {
    plaintext = Aes.AesGcm.decrypt(resource.ciphertext, expected.apiV3Key, resource.nonce, resource.associated_data ?? '');
  } catch {
    throw new NotificationRejected('resource does not decrypt with our APIv3 key');
  }

  const trade = parseJsonObject(plaintext);
  if (!trade) throw new NotificationRejected('resource is not JSON');
  if (trade.mchid !== expected.mchid) throw new NotificationRejected('notification for another merchant');
  const paid = trade.trade_state === 'SUCCESS';
  // A transaction always names its app id; other resources (a refund) have none to compare.
  if ((paid || trade.appid !== undefined) && trade.appid !== expected.appid) throw new NotificationRejected('notification for another app id');
  const total = (trade.amount as Record<string, unknown> | undefined)?.total;
  if (typeof trade.out_trade_no !== 'string' || !trade.out_trade_no || typeof total !== 'number' || !Number.isSafeInteger(total)) {
    throw new NotificationRejected('notification without out_trade_no or amount.total');
  }
  return {
    payId: trade.out_trade_no,
    paid,
    amountFen: total,
    providerTradeNo: typeof trade.transaction_id === 'string' ? trade.transaction_id : null,
    paidAt: parseWechatTime(trade.success_time),
  };
}

export function verifiesWechatPaySignature(message: string, signature: string, key: KeyObject): boolean {
  try {
    return Rsa.verify(message, signature, key);
  } catch {
    return false;
  }
}

export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** success_time and the like: RFC 3339 with an offset; null when absent or unreadable. */
export function parseWechatTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
