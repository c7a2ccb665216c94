import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { adminIdField, adminPageField } from './id-field.ts';

/**
 * The back office's notices (/adminapi/v1/notices, permission notices.view, decision 0043): what
 * was sent to each hotel's reservation address (new bookings, changes, cancellations, meeting requests)
 * and, for the group administrator, the alerts sent to ALERT_EMAIL. `hotel` is one hotel, or the
 * group code (pro018) for everything the group administrator may see.
 */

export const NOTICE_KINDS = ['booked', 'changed', 'cancelled', 'meeting', 'job-failed', 'reconciliation', 'channel-failing', 'webhook-failing', 'overbooked'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  booked: '新規予約',
  changed: '予約変更',
  cancelled: '予約キャンセル',
  meeting: '会議・宴会のお問い合わせ',
  'job-failed': '処理の失敗',
  reconciliation: '決済照合の差異',
  'channel-failing': 'チャネル連携の停止',
  'webhook-failing': 'PMS連携（Webhook）の停止',
  overbooked: 'オーバーブッキング（チャネル予約）',
};

export const NOTICE_STATES = ['sent', 'pending', 'failed', 'skipped'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const NOTICE_STATE_LABELS: Record<NoticeState, string> = {
  sent: '送信済み',
  pending: '送信待ち',
  failed: '失敗',
  skipped: '宛先未設定',
};

export const NOTICES_PAGE_SIZE = 30;

export const NOTICES_MESSAGES = {
  hotelInvalid: 'ホテルを選択してください',
  pageInvalid: 'ページ番号を正しく指定してください',
  idInvalid: 'お知らせ番号を正しく指定してください',
  notFound: '該当するお知らせが見つかりません',
} as const;

function noticeHotel() {
  return z.string({ error: NOTICES_MESSAGES.hotelInvalid }).trim().regex(/^pro\d{3}$/, NOTICES_MESSAGES.hotelInvalid);
}

export const noticeListInput = z.object({
  hotel: noticeHotel(),
  page: adminPageField(NOTICES_MESSAGES.pageInvalid),
});

export const noticeDetailInput = z.object({ hotel: noticeHotel(), id: adminIdField(NOTICES_MESSAGES.idInvalid) });

/** One line of the list. `createdAt` and `sentAt` are ISO instants; the page shows hotel time. */
export const noticeSummary = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  /** null: an alert to the group administrator. */
  hotelCode: z.string().nullable(),
  hotelName: z.string().nullable(),
  /** A booking's number (the order link), or null. */
  orderNo: z.string().nullable(),
  /** A meeting request's id (the inbox link), or null. */
  meetingId: z.number().int().nullable(),
  state: z.enum(NOTICE_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;

export const noticeList = z.object({
  /** The named hotel's reservation address (null: unset, or the group's list). */
  address: z.string().nullable(),
  items: z.array(noticeSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NoticeList = z.infer<typeof noticeList>;

/** One notice with the e-mail as it is (or was) sent. */
export const noticeDetail = noticeSummary.extend({
  /** The address it goes to; null when none is set. */
  to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const noticesEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/notices', input: noticeListInput, output: noticeList }),
  detail: adminEndpoint({ method: 'GET', path: '/adminapi/v1/notices/detail', input: noticeDetailInput, output: noticeDetail }),
};
