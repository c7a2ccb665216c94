/**
 * A payment link staff send for one order (issue 25, decision 0059): the guest's page and API,
 * and the back office's answers. One message for every token that opens nothing (wrong, expired,
 * another order's), so an answer never says which.
 *
 * Apart from messages.ts, which the guest pages' shared `site` file carries whole
 * (apps/web/guest-chunks.ts): the back office's form imports these, and every guest page's first
 * load would grow by them. The guest's page reads its words from the API's answer.
 */
export const PAY_LINK_MESSAGES = {
  linkInvalid: 'このお支払いリンクは無効か、有効期限が切れています。ご予約のホテルへお問い合わせください',
  cardNotByLink: 'お支払いリンクでは支付宝（Alipay）または微信支付（WeChat Pay）をご利用ください',
  // The back office
  viaRequired: '送信方法（SMSまたはメール）を選択してください',
  alreadyPaid: 'この予約はお支払い済みのため、支払いリンクは送れません',
  notPayable: 'この予約には支払いリンクを送れません（予約中で未払いの予約のみ）',
  channelOrder: 'チャネル経由のご予約です。お支払いは販売サイトまたはホテルで承るため、支払いリンクは送れません',
  deadlinePassed: 'お支払い期限を過ぎた予約には支払いリンクを送れません',
  noEmail: 'この予約にはメールアドレスが登録されていません。SMSで送信してください',
  smsTemplateMissing: 'SMSの支払いリンク用テンプレート（SMS_TEMPLATE_PAYLINK）が設定されていないため、SMSでは送れません。メールで送信してください',
  mailNotConfigured: 'メールの送信が設定されていないため、メールでは送れません。SMSで送信してください',
  smsFailed: 'SMSを送信できませんでした。しばらくしてからもう一度お試しください',
  mailFailed: 'メールを送信できませんでした。しばらくしてからもう一度お試しください',
  tooMany: 'この予約の支払いリンクは24時間の送信上限に達しました。時間をおいて送信してください',
  sentBySms: 'お支払いリンクをSMSで送信しました',
  sentByEmail: 'お支払いリンクをメールで送信しました',
} as const;

/** How a payment link is sent, and the words for it: the desk booking form and the order detail offer the same two. */
export const PAY_LINK_VIA = ['sms', 'email'] as const;
export type PayLinkVia = (typeof PAY_LINK_VIA)[number];
export const PAY_LINK_VIA_LABELS: Record<PayLinkVia, string> = { sms: 'SMS', email: 'メール' };
