import { GROUP_CODE } from '@hotel/shared/constants';
import { MEETING_STATUS_LABELS } from '@hotel/shared/schemas/admin/meetings';
import { ORDER_STATE_LABELS } from '@hotel/shared/schemas/admin/orders';
import { STAFF_ROLE_LABELS } from '@hotel/shared/schemas/admin/permissions';

/**
 * The audit log in words staff read. The stored codes (entity, action, field) stay the record and
 * what the filter takes; the page shows the word with its code beside it. A code not listed shows
 * as itself.
 */

const ENTITY_LABELS: Record<string, string> = {
  staff: 'スタッフ',
  member: '会員',
  order: '予約',
  room_night: '料金・在庫',
  rate_plan: '料金プラン',
  room_type: '客室タイプ',
  meeting_request: '会議・宴会のお問い合わせ',
  news: 'お知らせ',
  sale: 'キャンペーン',
  banner: 'バナー',
  content_page: 'ページ',
  hotel_content: 'ホテルのページ',
  media: '画像',
  promotion: 'プロモーション',
  member_coupon: '会員クーポン',
};

const ACTION_LABELS: Record<string, string> = {
  create: '作成',
  update: '変更',
  unpublish: '非公開',
  upload: 'アップロード',
  password_link: 'パスワード設定リンク発行',
  totp_enable: '二段階認証を有効化',
  totp_disable: '二段階認証を無効化',
  totp_reset: '二段階認証をリセット',
  disable: '無効化',
  enable: '有効化',
  points_adjust: 'ポイント調整',
  check_in: 'チェックイン',
  check_out: 'チェックアウト',
  no_show: 'ノーショー',
  cancel: 'キャンセル',
  note: 'メモ',
  status: '状態の変更',
  stop: '停止',
  resume: '再開',
  delete: '削除',
  issue: '発行',
  void: '無効化',
};

const FIELD_LABELS: Record<string, string> = {
  email: 'メール',
  name: '氏名',
  role: '役割',
  hotels: '担当ホテル',
  disabled: '無効',
  totp: '二段階認証',
  expiresAt: '有効期限',
  price: '料金',
  totalRooms: '販売室数',
  stopSell: '販売停止',
  minStay: '最短宿泊数',
  maxStay: '最長宿泊数',
  closedToArrival: '到着不可',
  closedToDeparture: '出発不可',
  status: '状態',
  staffNote: '対応メモ',
  title: 'タイトル',
  image: '画像',
  summary: '概要',
  content: '本文',
  hotelCode: 'ホテル',
  publishedOn: '公開開始日',
  publishTo: '公開終了日',
  draft: '下書き',
  originalName: 'ファイル名',
  bytes: 'サイズ（バイト）',
  width: '幅',
  height: '高さ',
  state: '予約の状態',
  payResult: '支払い',
  checkedInAt: 'チェックイン',
  checkedOutAt: 'チェックアウト',
  noShowReason: 'ノーショーの理由',
  noShowCharge: 'ノーショー請求額',
  cancelCharge: 'キャンセル料',
  pointsCredited: '付与ポイント',
  points: 'ポイント残高',
  delta: '増減',
  reason: '理由',
  kind: '割引の種類',
  value: '割引の値',
  hotelCodes: '対象ホテル',
  rateCodes: '料金プラン',
  stayFrom: '宿泊期間（開始）',
  stayTo: '宿泊期間（終了）',
  bookFrom: '予約受付（開始）',
  bookTo: '予約受付（終了）',
  minNights: '最低泊数',
  memberLevels: '会員ランク',
  code: 'コード',
  totalCap: '総利用上限',
  perMemberCap: '会員ごとの利用上限',
  usedCount: '利用回数',
  stackable: 'クーポン併用',
  active: '実施中',
  minSpend: '最低利用金額',
};

/** Values that are codes too: a role, a meeting request's status, an order's state, the group's code. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  role: STAFF_ROLE_LABELS,
  status: MEETING_STATUS_LABELS,
  state: Object.fromEntries(Object.entries(ORDER_STATE_LABELS)),
  hotelCode: { [GROUP_CODE]: 'グループ' },
  hotels: { [GROUP_CODE]: 'グループ' },
  kind: { percent: '％引き', amount: '金額引き' },
};

const labelOf = <T>(labels: Record<string, T>, code: string): T | null => (Object.hasOwn(labels, code) ? labels[code]! : null);

/** The kind of record, e.g. お知らせ for news; null when the code has no word. */
export const auditEntityLabel = (code: string) => labelOf(ENTITY_LABELS, code);
/** What was done, e.g. チェックイン for check_in; null when the code has no word. */
export const auditActionLabel = (code: string) => labelOf(ACTION_LABELS, code);
/** A changed field's name; the field itself when it has no word. */
export const auditFieldLabel = (code: string) => labelOf(FIELD_LABELS, code) ?? code;
/** A field's value in words where it is a code (役割: 支配人); the value itself otherwise. */
export function auditValueLabel(field: string, value: string | number): string {
  const labels = labelOf(VALUE_LABELS, field);
  return (labels && labelOf(labels, String(value))) ?? String(value);
}
