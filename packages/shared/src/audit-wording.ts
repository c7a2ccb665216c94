import { GROUP_CODE } from './constants.ts';
import { FAPIAO_BUYER_KIND_LABELS, FAPIAO_INVOICE_TYPE_LABELS, FAPIAO_STATE_LABELS } from './forms/fapiao.ts';
import { MEMBER_LEVELS } from './member-levels.ts';
import { formatCny } from './money.ts';
import { byRestriction, FLAG_KEYS, RESTRICTIONS } from './restrictions.ts';
import { DESK_PAY_METHOD_LABELS, DESK_SETTLEMENT_LABELS, ORDER_SOURCE_LABELS } from './schemas/admin/desk-booking.ts';
import { MEETING_STATUS_LABELS } from './schemas/admin/meetings.ts';
import { ORDER_STATE_LABELS } from './schemas/admin/orders.ts';
import { STAFF_ROLE_LABELS } from './schemas/admin/permissions.ts';
import { CONTENT_KIND_LABELS } from './schemas/admin/translations.ts';
import { COUPON_STATE_LABELS } from './schemas/admin/promotions.ts';

/**
 * The audit log in the words a person would write (issue 22): 「SK 12月11日 料金 2,016元 → 2,316元」.
 * The stored codes (entity, action, field names) stay the record and what the filter takes; this is
 * the one place that turns a line into words, for the API's answer and so for the page. A kind,
 * action or field not listed here reads as その他の…, never as its code: a service that starts
 * auditing a new kind adds its words here (the unit test lists every kind the server records).
 */

/** One audit line as stored: what wording needs of it. */
export interface AuditLineCodes {
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface AuditChangeWords {
  field: string;
  /** null: the field was not there before (a created record) or is gone after. */
  before: string | null;
  after: string | null;
}

export interface AuditWording {
  /** Which record: 「SK 12月11日」, 「予約 FO2026…」, 「お知らせ #12「秋の…」」. */
  record: string;
  /** What was done: 変更, チェックイン, 無効化… */
  action: string;
  /** The fields that changed (a created record: what it was given), in words. */
  changes: AuditChangeWords[];
  /** Record, action and changes in one line, as the table and a screen reader read it. */
  summary: string;
}

export interface AuditWordingContext {
  /** A hotel's name by its code (pro001 → フェルトン…); the code's own words when unknown. */
  hotelName?: (code: string) => string | undefined;
}

/** Who made a guest's own change (audit_log.actor 'guest'), where staff lines show an e-mail address. */
export const AUDIT_GUEST_ACTOR = 'ゲスト（会員ページ）';

/** Who made a line's change, as staff read it: the address of a member of staff, the guest, the channel manager's connection, or a PMS's integration API key. */
export function auditActorLabel(actor: string, staffEmail: string): string {
  if (actor === 'guest') return AUDIT_GUEST_ACTOR;
  if (actor === 'channel') return `チャネル連携（${staffEmail}）`;
  if (actor === 'integration') return `連携API（${staffEmail}）`;
  return staffEmail;
}

export const AUDIT_UNKNOWN = { entity: 'その他の記録', action: 'その他の操作', field: 'その他の項目' } as const;

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
  translation: '翻訳',
  media: '画像',
  promotion: 'プロモーション',
  member_coupon: '会員クーポン',
  channel_connection: 'チャネル接続',
  integration_key: '連携APIキー',
  tax_rules: '税・サービス料',
  fapiao_request: '发票の依頼',
};

const ACTION_LABELS: Record<string, string> = {
  create: '作成',
  update: '変更',
  unpublish: '非公開',
  upload: 'アップロード',
  translate: '翻訳の保存',
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
  pay_link: '支払いリンク送信',
  desk_book: '電話・来館予約',
  change: '予約内容の変更',
  status: '状態の変更',
  stop: '停止',
  resume: '再開',
  delete: '削除',
  issue: '発行',
  void: '無効化',
  mapping: '対応表の変更',
  full_sync: '全件同期',
  pull_reservations: 'チャネル予約の取得',
  // a channel manager's reservations (channels/channel-reservations.service.ts)
  channel_book: 'チャネル予約の受信',
  channel_modify: 'チャネル予約の変更',
  channel_cancel: 'チャネル予約の取消',
  // integration API keys and their uses (integration-api/integration-keys.service.ts, integration-guard.ts)
  revoke: '失効',
  api_reservations: '連携API：予約の取得',
  api_reservation: '連携API：予約の参照',
  api_inventory: '連携API：販売室数・販売停止の設定',
  api_docs: '連携API：仕様書の取得',
  api_refused: '連携API：拒否',
  // fapiao requests (fapiao/member-fapiao.service.ts, fapiao-queue.service.ts)
  fapiao_request: '发票の依頼（会員）',
  fapiao_upload: '电子发票のアップロード',
  fapiao_send: '发票の送付',
  fapiao_reject: '发票の差戻し',
  // receipts (receipts/receipt.service.ts, decision 0070)
  receipt_issue: '領収書の発行',
  receipt_reissue: '領収書の再発行',
};

const FIELD_LABELS: Record<string, string> = {
  // a hotel's and a brand's words (their translations: modules/translations)
  shortName: '略称',
  feature: '特長',
  businessType: '業態',
  description: '紹介文',
  address: '住所',
  tagline: 'キャッチコピー',
  // a receipt's issue (receipts/receipt.service.ts)
  receiptNo: '領収書番号',
  issueNo: '発行回',
  addressee: '宛名',
  honorific: '敬称',
  proviso: '但し書き',
  receiptAmount: '領収金額',
  // a hotel's service charge and VAT (inventory/tax-rules.service.ts), recorded as staff read them
  servicePercent: 'サービス料率',
  vatPercent: '増値税率',
  taxOrder: '税のかけ方',
  taxRounding: '端数処理',
  ratesInclude: '登録料金',
  // staff
  email: 'メール',
  name: '名前',
  role: '役割',
  hotels: '対象ホテル',
  disabled: 'アカウント',
  totp: '二段階認証',
  expiresAt: '有効期限',
  // room nights, room types, rate plans
  price: '料金',
  totalRooms: '販売室数',
  ...byRestriction(
    (r) => r.auditField,
    (r) => r.auditField,
  ),
  nameEn: '英語名',
  sizeSqm: '広さ（㎡）',
  bedType: 'ベッド',
  maxOccupancy: '定員',
  features: '特徴',
  facilities: '設備',
  shortImage: '一覧の画像',
  images: '写真',
  remark: '備考',
  defaultRooms: '標準の販売室数',
  basePrice: '基本料金',
  isRecommended: 'おすすめ',
  openedNights: '販売を始めた泊数',
  payment: '支払方法',
  breakfastCount: '朝食の人数',
  priceFactor: '料金の割合（％）',
  breakfastSupplement: '朝食の追加料金',
  isFreeCancel: 'キャンセル',
  memberOnly: '会員限定',
  discountType: '割引の種類',
  discountCode: '割引コード',
  sortOrder: '表示順',
  fixedPrice: '固定料金',
  isActive: '販売状態',
  freeCancelHours: '無料キャンセルの期限（時間前）',
  cancelNote: 'キャンセル規定の補足',
  // meetings
  status: '状態',
  staffNote: '対応メモ',
  // content
  title: 'タイトル',
  titleEn: '英語タイトル',
  subTitle: 'サブタイトル',
  image: '画像',
  imageMobile: 'スマートフォン用の画像',
  banner: 'バナー画像',
  bannerMobile: 'スマートフォン用のバナー画像',
  link: 'リンク先',
  summary: '概要',
  content: '本文',
  hotelCode: 'ホテル',
  publishedOn: '公開開始日',
  publishFrom: '公開開始日',
  publishTo: '公開終了日',
  draft: '公開状態',
  typeName: '種類',
  salesInfo: 'キャンペーン情報',
  salesList: 'キャンペーン一覧の文',
  beginDate: '開始日',
  endDate: '終了日',
  thumbnail: '一覧の画像',
  showImage: '詳細ページの画像',
  isGroup: 'グループのキャンペーン',
  originalName: 'ファイル名',
  bytes: 'サイズ',
  width: '幅',
  height: '高さ',
  // orders
  state: '状態',
  payResult: '支払い',
  checkedInAt: 'チェックイン',
  checkedOutAt: 'チェックアウト',
  noShowReason: 'ノーショーの理由',
  noShowCharge: 'ノーショー請求額',
  cancelCharge: 'キャンセル料',
  pointsCredited: '付与ポイント',
  charge: '請求額',
  refunded: '返金額',
  rule: '適用した規定',
  body: 'メモ',
  sentVia: '送信方法',
  sentTo: '送信先',
  // staff-made bookings (desk-booking.service.ts)
  source: '受付方法',
  staffName: '予約者',
  roomTypeCode: '客室タイプ',
  rateCode: '料金プラン',
  checkIn: '到着日',
  checkOut: '出発日',
  roomQty: '室数',
  actualAmount: '金額',
  settlement: 'お支払い',
  deskMethod: 'フロントでの支払方法',
  deskReference: '控え番号',
  payDeadline: '支払期限',
  // booking changes (orders/amendment-audit.ts)
  adultNum: '大人',
  childrenNum: '子ども',
  difference: '差額',
  refund: '返金額',
  toPay: '差額のお支払い',
  overrides: '料金の手入力',
  // channel manager connections (channels/channel-admin.service.ts)
  endpointUrl: 'エンドポイントURL',
  requestorId: 'リクエスターID',
  username: 'ユーザー名',
  password: 'パスワード',
  enabled: '連携',
  // a channel manager's reservations
  channel: '販売サイト',
  channelResId: 'チャネル予約番号',
  totalAmount: '金額',
  overbooked: 'オーバーブッキング',
  // members, coupons, promotions
  points: 'ポイント残高',
  delta: '増減',
  reason: '理由',
  kind: '割引の種類',
  value: '割引',
  hotelCodes: '対象ホテル',
  rateCodes: '料金プラン',
  stayFrom: '宿泊期間（開始）',
  stayTo: '宿泊期間（終了）',
  bookFrom: '予約受付（開始）',
  bookTo: '予約受付（終了）',
  minNights: '最低泊数',
  memberLevels: '会員ランク',
  memberId: '会員番号',
  code: 'コード',
  totalCap: '総利用上限',
  perMemberCap: '会員ごとの利用上限',
  usedCount: '利用回数',
  stackable: 'クーポン併用',
  active: '実施状態',
  minSpend: '最低利用金額',
  // integration API keys and their uses
  keyId: 'キーID',
  scope: '権限',
  revoked: '状態',
  route: 'リクエスト',
  httpStatus: '応答',
  hotel: 'ホテル',
  cursor: 'カーソル',
  count: '件数',
  orderNo: '予約番号',
  roomTypes: '客室タイプ',
  from: '開始日',
  to: '終了日',
  nightsChanged: '更新した泊数',
  // fapiao requests
  fapiaoState: '发票の状態',
  buyerKind: '发票の宛先',
  invoiceType: '发票の種類',
  fileType: 'ファイル形式',
  rejectReason: '差戻しの理由',
};

/** The hotel pages' block fields (hotel_content), as the content editor labels them. */
const BLOCK_FIELD_LABELS: Record<string, string> = {
  AboutTitle: 'ホテル紹介の見出し',
  AboutText: 'ホテル紹介の文章',
  AboutImg: 'ホテル紹介の画像',
  MeetingTitle: '会議・宴会の見出し',
  MeetingText: '会議・宴会の文章',
  HealthTitle: 'ヘルスの見出し',
  HealthText: 'ヘルスの文章',
  MeetingBanner: 'バナー画像（PC）',
  MeetingBannerMob: 'バナー画像（スマートフォン）',
  MeetingIntro: '紹介文',
  MeetingImg: '会議・宴会の画像',
  MeetingType: '会場の種類',
  Tel: 'お問い合わせ電話番号',
  BannerTitle: 'バナーの見出し',
  HealthBanner: 'バナー画像（PC）',
  HealthBannerMob: 'バナー画像（スマートフォン）',
  TeaBanner: 'バナー画像（PC）',
  TeaBannerMob: 'バナー画像（スマートフォン）',
  TeaTitle: '見出し',
  TeaDesc: '説明',
  HotelCode: 'ホテル',
};

/** A gallery's numbered fields (HealthImg3, TeaTitle2…): their word and number. */
const NUMBERED_BLOCK_FIELDS: [RegExp, string][] = [
  [/^[A-Za-z]*(?:Img|Image|Pic)(\d*)$/, '写真'],
  [/^[A-Za-z]*Title(\d*)$/, '見出し'],
  [/^[A-Za-z]*(?:Desc|Text|Intro)(\d*)$/, '説明'],
];

const HOTEL_BLOCK_LABELS: Record<string, string> = { home: 'ホテルトップ', meeting: '会議・宴会', health: 'ヘルス', tea: 'ティー' };

/** Fields that are money (whole CNY): written with 元. */
const MONEY_FIELDS = new Set(['price', 'basePrice', 'fixedPrice', 'breakfastSupplement', 'charge', 'refunded', 'cancelCharge', 'noShowCharge', 'minSpend', 'actualAmount', 'totalAmount', 'difference', 'refund', 'toPay', 'receiptAmount']);

/** Fields that only link lines together (ids, bookkeeping): no one reads them in the log. */
const HIDDEN_FIELDS = new Set(['id', 'sid', 'noteId', 'refundIds', 'amendmentId', 'createdAt', 'updatedAt', 'createdBy']);

/** Yes/no fields in the words of what they mean: [true, false]. */
const FLAG_WORDS: Record<string, readonly [string, string]> = {
  ...Object.fromEntries(FLAG_KEYS.map((key) => [key, RESTRICTIONS[key].auditWords])),
  draft: ['下書き', '公開'],
  disabled: ['無効', '有効'],
  totp: ['有効', '無効'],
  active: ['実施中', '停止中'],
  isActive: ['販売中', '販売停止'],
  isFreeCancel: ['無料キャンセル可', '返金不可'],
  memberOnly: ['会員限定', 'どなたでも'],
  stackable: ['併用可', '併用不可'],
  isRecommended: ['おすすめ', 'おすすめではない'],
  enabled: ['有効', '無効'],
  revoked: ['失効', '有効'],
};

/** Values that are codes too: a role, a status, an order's state. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  role: STAFF_ROLE_LABELS,
  status: MEETING_STATUS_LABELS,
  payResult: { 0: '未払い', 1: '支払済' },
  payment: { prepaid: '事前決済', hotel: '現地払い' },
  sentVia: { sms: 'SMS', email: 'メール' },
  kind: { percent: '％引き', amount: '金額引き' },
  source: ORDER_SOURCE_LABELS,
  settlement: DESK_SETTLEMENT_LABELS,
  deskMethod: DESK_PAY_METHOD_LABELS,
  scope: { read: '読み取り', write: '読み書き' },
  fapiaoState: FAPIAO_STATE_LABELS,
  buyerKind: FAPIAO_BUYER_KIND_LABELS,
  invoiceType: FAPIAO_INVOICE_TYPE_LABELS,
  fileType: { pdf: 'PDF', ofd: 'OFD' },
  memberLevels: Object.fromEntries(Object.entries(MEMBER_LEVELS).map(([k, v]) => [k, v.name])),
};

const has = <T>(labels: Record<string, T>, code: string): T | undefined => (Object.hasOwn(labels, code) ? labels[code] : undefined);

/** What was done in words (チェックイン for check_in); その他の操作 for an action not listed. */
export const auditActionWord = (action: string) => has(ACTION_LABELS, action) ?? AUDIT_UNKNOWN.action;
/** The kinds of record the filter offers, in words. */
export const AUDIT_ENTITY_CHOICES = Object.entries(ENTITY_LABELS).map(([code, label]) => ({ code, label }));

/** A translatable field of a kind of content (content-translation.ts), as its editor labels it. */
export const contentFieldWord = (kind: string, field: string): string => fieldWord(has(HOTEL_BLOCK_LABELS, kind) ? 'hotel_content' : kind, field);

function fieldWord(entity: string, field: string): string {
  if (entity === 'hotel_content') {
    const known = has(BLOCK_FIELD_LABELS, field);
    if (known) return known;
    for (const [pattern, word] of NUMBERED_BLOCK_FIELDS) {
      const match = pattern.exec(field);
      if (match) return `${word}${match[1] ?? ''}`;
    }
  }
  if (entity === 'channel_connection') {
    // A mapping line's fields: `hotel`, `room:<code>`, `rate:<code>` (the channel's code for each).
    if (field === 'hotel') return 'ホテルのチャネルコード';
    const [kind, code] = field.split(':');
    if (code && kind === 'room') return `客室タイプ ${code} のコード`;
    if (code && kind === 'rate') return `料金プラン ${code} のコード`;
  }
  return has(FIELD_LABELS, field) ?? AUDIT_UNKNOWN.field;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const hotelTime = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const LONG_TEXT = 40;

/** 2026-12-11 → 12月11日; with the year when asked (a field's date may be next year's). */
const dayWords = (date: string, withYear = false) => `${withYear ? `${Number(date.slice(0, 4))}年` : ''}${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** Long text (HTML bodies, descriptions) shortened to what a line can hold, tags taken out. */
function shortText(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return '（空欄）';
  return plain.length > LONG_TEXT ? `${plain.slice(0, LONG_TEXT)}…` : plain;
}

/** One value as a person writes it; `line` gives the field's neighbours (a discount's kind). */
function valueWords(field: string, value: unknown, line: Record<string, unknown>, ctx: AuditWordingContext): string {
  if (value === undefined || value === null) return '（なし）';
  if (typeof value === 'boolean') return (has(FLAG_WORDS, field) ?? ['はい', 'いいえ'])[value ? 0 : 1];
  if (Array.isArray(value)) {
    if (value.length === 0) return '（なし）';
    if (value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.map((v) => valueWords(field, v, line, ctx)).join('、');
    return `${value.length}件`;
  }
  if (isRecord(value)) return `${Object.keys(value).length}項目`;
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field) || (field === 'value' && line.kind === 'amount')) return formatCny(value);
    if (field === 'value' && line.kind === 'percent') return `${value}％引き`;
    if (field === 'bytes') return `${Math.max(1, Math.round(value / 1024)).toLocaleString('ja-JP')}KB`;
    if (field === 'points' || field === 'pointsCredited') return `${value.toLocaleString('ja-JP')}pt`;
    if (field === 'delta') return `${value > 0 ? '+' : ''}${value.toLocaleString('ja-JP')}pt`;
    if (field === 'state') return has(ORDER_STATE_LABELS, String(value)) ?? String(value);
  }
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
  if (field === 'state') return has(COUPON_STATE_LABELS, text) ?? text;
  if (field === 'hotels' || field === 'hotelCodes' || field === 'hotelCode' || field === 'HotelCode') return hotelWords(text, ctx);
  const coded = has(VALUE_LABELS, field);
  if (coded) return has(coded, text) ?? text;
  if (ISO_DATE.test(text)) return dayWords(text, true);
  if (ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return hotelTime.format(new Date(text));
  return shortText(text);
}

const hotelWords = (code: string, ctx: AuditWordingContext) => (code === GROUP_CODE ? 'グループ' : (ctx.hotelName?.(code) ?? code));

/** Which record the line is about, as staff name it. */
function recordWords(line: AuditLineCodes, before: Record<string, unknown>, after: Record<string, unknown>): string {
  const id = line.entityId;
  const pick = (key: string) => {
    const value = after[key] ?? before[key];
    return typeof value === 'string' && value !== '' ? shortText(value) : undefined;
  };
  const named = (word: string, name: string | undefined) => (name ? `${word} #${id}「${name}」` : `${word} #${id}`);
  switch (line.entity) {
    case 'room_night': {
      // `${roomTypeCode}:${stayDate}`: 「SK 12月11日」.
      const [roomType, date] = id.split(':');
      return roomType && date && ISO_DATE.test(date) ? `${roomType} ${dayWords(date)}` : `料金・在庫 ${id}`;
    }
    case 'rate_plan':
    case 'room_type': {
      // `${hotelCode}/${code}`: the hotel is its own column.
      const code = id.split('/')[1] ?? id;
      const name = pick('name');
      return `${ENTITY_LABELS[line.entity]} ${code}${name ? `「${name}」` : ''}`;
    }
    case 'hotel_content': {
      const kind = id.split(':')[1] ?? '';
      return `ホテルのページ（${has(HOTEL_BLOCK_LABELS, kind) ?? 'その他'}）`;
    }
    case 'translation': {
      // `${kind}:${key}` (modules/translations); the language is in the change.
      const [kind, key] = id.split(':');
      return `翻訳（${(kind && has(CONTENT_KIND_LABELS, kind)) ?? 'その他'} ${key ?? ''}）`.replace(' ）', '）');
    }
    case 'order':
      return `予約 ${id}`;
    case 'tax_rules':
      return '税・サービス料の設定';
    case 'staff':
      return `スタッフ ${pick('email') ?? `#${id}`}`;
    case 'member':
    case 'meeting_request':
      return `${ENTITY_LABELS[line.entity]} #${id}`;
    case 'media':
      return named('画像', pick('originalName'));
    case 'member_coupon':
      return named('会員クーポン', pick('code'));
    case 'promotion':
      return named('プロモーション', pick('name'));
    case 'channel_connection':
      return named('チャネル接続', pick('name'));
    case 'integration_key':
      return named('連携APIキー', pick('name'));
    case 'fapiao_request':
      return `发票の依頼 #${id}${pick('orderNo') ? `（予約 ${pick('orderNo')}）` : ''}`;
    case 'news':
    case 'sale':
    case 'banner':
    case 'content_page':
      return named(ENTITY_LABELS[line.entity]!, pick('title'));
    default:
      return `${AUDIT_UNKNOWN.entity} #${id}`;
  }
}

/** The fields that changed: every field that differs, or all a created record was given. */
function changeWords(line: AuditLineCodes, ctx: AuditWordingContext): AuditChangeWords[] {
  const before = isRecord(line.before) ? line.before : null;
  const after = isRecord(line.after) ? line.after : null;
  if (!before && !after) {
    if (line.before == null && line.after == null) return [];
    return [{ field: '内容', before: line.before == null ? null : valueWords('', line.before, {}, ctx), after: line.after == null ? null : valueWords('', line.after, {}, ctx) }];
  }
  const b = before ?? {};
  const a = after ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !HIDDEN_FIELDS.has(k));
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({
      field: fieldWord(line.entity, k),
      before: before && k in b ? valueWords(k, b[k], b, ctx) : null,
      after: after && k in a ? valueWords(k, a[k], a, ctx) : null,
    }));
}

/** How many changes the one-line summary spells out; the rest are counted. */
const SUMMARY_CHANGES = 4;

const changeLine = (c: AuditChangeWords) => (c.before === null ? `${c.field} ${c.after ?? '（なし）'}` : `${c.field} ${c.before} → ${c.after ?? '（削除）'}`);

/** An audit line in words: which record, what was done, what changed from what to what. */
export function describeAuditLine(line: AuditLineCodes, ctx: AuditWordingContext = {}): AuditWording {
  const before = isRecord(line.before) ? line.before : {};
  const after = isRecord(line.after) ? line.after : {};
  const record = recordWords(line, before, after);
  const action = auditActionWord(line.action);
  const changes = changeWords(line, ctx);
  const shown = changes.slice(0, SUMMARY_CHANGES).map(changeLine);
  const rest = changes.length - shown.length;
  // An update's action is what its changes already say; any other action is said first.
  const head = line.action === 'update' ? record : `${record} ${action}`;
  const said = [...shown, ...(rest > 0 ? [`ほか${rest}項目`] : [])].join('、');
  const summary = said ? `${head} ${said}` : head;
  return { record, action, changes, summary };
}
