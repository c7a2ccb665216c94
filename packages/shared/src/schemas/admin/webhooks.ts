import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { adminIdField } from './id-field.ts';

/**
 * Webhooks for the hotels' PMS (issue 27, decision 0064): the group administrator
 * (integrations.manage) gives a hotel an https address that hears of its reservations (created,
 * changed, cancelled, checked in, checked out), signed with a secret shown once.
 */

export const WEBHOOK_MESSAGES = {
  idInvalid: '送信先を正しく指定してください',
  notFound: '該当する送信先が見つかりません',
  hotelInvalid: 'ホテルを選択してください',
  urlRequired: '送信先URLを入力してください',
  urlTooLong: '送信先URLは500文字以内で入力してください',
  descriptionTooLong: 'メモは100文字以内で入力してください',
  created: '送信先を登録しました。署名用シークレットは今だけ表示されます',
  saved: '送信先を保存しました',
  removed: '送信先を削除しました',
  secretRotated: '署名用シークレットを再発行しました。今だけ表示されます。受信側の設定を更新してください',
  retryStarted: '未送信のイベントの再送を開始しました',
  disabled: 'この送信先は無効になっています。有効にしてから再送してください',
} as const;

/** What a webhook says happened, as staff read it. */
export const WEBHOOK_EVENT_LABELS: Record<string, string> = {
  'reservation.created': '予約作成',
  'reservation.changed': '予約変更',
  'reservation.cancelled': '予約取消',
  'reservation.checked_in': 'チェックイン',
  'reservation.checked_out': 'チェックアウト',
};

const M = WEBHOOK_MESSAGES;
const hotelCode = z.string({ error: M.hotelInvalid }).trim().regex(/^pro\d{3}$/, M.hotelInvalid);
const url = z.string({ error: M.urlRequired }).trim().min(1, M.urlRequired).max(500, M.urlTooLong);
const description = z.string({ error: M.descriptionTooLong }).trim().max(100, M.descriptionTooLong).optional().default('');

/** An endpoint as the back office shows it: never its secret. */
export const webhookEndpoint = z.object({
  id: z.number().int(),
  hotelCode: z.string(),
  hotelName: z.string(),
  url: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Events not yet acknowledged. */
  pending: z.number().int(),
  /** ISO instants; null: never, or not failing. */
  lastSuccessAt: z.string().nullable(),
  failingSince: z.string().nullable(),
  nextTryAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookCreateInput = z.object({ hotelCode, url, description, enabled: z.boolean({ error: M.idInvalid }).default(true) });
export const webhookUpdateInput = z.object({ id: adminIdField(M.idInvalid), url, description, enabled: z.boolean({ error: M.idInvalid }) });
export type WebhookCreateInput = z.infer<typeof webhookCreateInput>;
export type WebhookUpdateInput = z.infer<typeof webhookUpdateInput>;
const byId = z.object({ id: adminIdField(M.idInvalid) });

/** A new endpoint or a rotated secret: the only time the secret is shown. */
export const webhookWithSecret = z.object({ endpoint: webhookEndpoint, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const WEBHOOK_LOG_SIZE = 50;

/** The endpoint's latest events, newest first, each with its tries (the delivery log). */
export const webhookLog = z.object({
  endpoint: webhookEndpoint,
  items: z.array(
    z.object({
      eventId: z.string(),
      type: z.string(),
      orderNo: z.string().nullable(),
      occurredAt: z.string(),
      delivered: z.boolean(),
      deliveredAt: z.string().nullable(),
      attempts: z.array(z.object({ at: z.string(), ok: z.boolean(), httpStatus: z.number().int().nullable(), error: z.string().nullable(), durationMs: z.number().int() })),
    }),
  ),
});
export type WebhookLog = z.infer<typeof webhookLog>;

export const webhooksEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/webhooks', input: z.object({}), output: z.object({ items: z.array(webhookEndpoint) }) }),
  create: adminEndpoint({ method: 'POST', path: '/adminapi/v1/webhooks', input: webhookCreateInput, output: webhookWithSecret }),
  update: adminEndpoint({ method: 'POST', path: '/adminapi/v1/webhooks/update', input: webhookUpdateInput, output: webhookEndpoint }),
  remove: adminEndpoint({ method: 'POST', path: '/adminapi/v1/webhooks/delete', input: byId, output: z.null() }),
  rotateSecret: adminEndpoint({ method: 'POST', path: '/adminapi/v1/webhooks/rotate-secret', input: byId, output: webhookWithSecret }),
  /** Tries what is owed now, past the back-off (after the receiver was fixed). */
  retry: adminEndpoint({ method: 'POST', path: '/adminapi/v1/webhooks/retry', input: byId, output: z.null() }),
  log: adminEndpoint({ method: 'GET', path: '/adminapi/v1/webhooks/log', input: byId, output: webhookLog }),
};
