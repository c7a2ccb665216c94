import { z } from 'zod';
import { discountLabel as guestDiscountLabel } from '../../discounts.ts';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { isIsoDate } from '../../hotel-date.ts';
import { MEMBER_LEVEL_KEYS } from '../../member-levels.ts';
import { adminIdField } from './id-field.ts';
import { singleLine } from '../text.ts';

/**
 * Promotions and member coupons in the back office (decision 0042). Promotions: /adminapi/v1/promotions,
 * permission rates.edit (they change what a stay costs, as rate plans do), per hotel: a hotel's staff
 * see the promotions that touch their hotels and edit only those entirely within them; an
 * all-hotels promotion (no hotel named) is the group administrator's. Coupons: /adminapi/v1/coupons,
 * issued and withdrawn from the member detail page (members.view to see, members.points to change,
 * as the points adjustment beside it). The save schemas take JSON and posted forms alike (numbers
 * as text, a checkbox's 'on', lists comma- or line-separated), as catalog.ts does.
 */

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const PERCENT_MAX = 90;
export const AMOUNT_MAX = 100_000;
export const MIN_NIGHTS_MAX = 30;
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9-]{3,40}$/;
export const COUPON_MIN_SPEND_MAX = 1_000_000;

export const PROMOTIONS_MESSAGES = {
  idInvalid: 'プロモーション番号を正しく指定してください',
  nameRequired: 'プロモーション名を入力してください（60文字以内）',
  kindInvalid: '割引の種類（％引き・金額引き）を選んでください',
  percentInvalid: `割引率は1〜${PERCENT_MAX}%の整数で入力してください`,
  amountInvalid: `割引額は1〜${AMOUNT_MAX.toLocaleString('en-US')}元の整数で入力してください`,
  valueInvalid: `割引の値は整数で入力してください（％引きは1〜${PERCENT_MAX}、金額引きは1〜${AMOUNT_MAX.toLocaleString('en-US')}元）`,
  hotelsInvalid: '対象ホテルを正しく選んでください',
  hotelsRequired: '対象ホテルを1つ以上選んでください（全ホテル対象はグループ管理者のみ作成できます）',
  hotelsForbidden: '担当外のホテルを含むプロモーションは作成・編集できません',
  rateCodesInvalid: '料金プランコードは英大文字・数字・「-」「_」で、カンマ区切りで入力してください',
  rateCodeUnknown: (code: string) => `料金プラン「${code}」は対象ホテルにありません`,
  dateInvalid: '日付を正しく入力してください（例：2026-12-01）',
  stayRangeInvalid: '宿泊期間の終了日は開始日以降にしてください',
  bookRangeInvalid: '予約受付期間の終了日は開始日以降にしてください',
  minNightsInvalid: `最低泊数は1〜${MIN_NIGHTS_MAX}泊の整数で入力してください`,
  memberLevelsInvalid: '会員ランクを正しく選んでください',
  codeInvalid: 'コードは英大文字・数字・「-」の3〜40文字で入力してください',
  codeTaken: '対象ホテルが重なる別のプロモーションで、このコードが使われています',
  totalCapInvalid: '総利用上限は1以上の整数で入力してください（空欄で上限なし）',
  perMemberCapInvalid: '会員ごとの利用上限は1以上の整数で入力してください（空欄で上限なし）',
  totalCapBelowUsed: (used: number) => `総利用上限はすでに利用された回数（${used}回）以上にしてください`,
  activeInvalid: '実施・停止の指定が正しくありません',
  notFound: '該当するプロモーションが見つかりません',
  notEditable: 'このプロモーションは担当外のホテルを含むため、変更できません',
  usedCannotDelete: '利用されたプロモーションは削除できません。停止してください',
  filterInvalid: '絞り込みの条件が正しくありません',
  saved: 'プロモーションを保存しました',
  stopped: 'プロモーションを停止しました',
  resumed: 'プロモーションを再開しました',
  deleted: 'プロモーションを削除しました',
} as const;

export const COUPONS_MESSAGES = {
  memberInvalid: '会員番号を正しく指定してください',
  couponInvalid: 'クーポン番号を正しく指定してください',
  titleRequired: 'クーポン名を入力してください（60文字以内）',
  minSpendInvalid: `最低利用金額は0〜${COUPON_MIN_SPEND_MAX.toLocaleString('en-US')}元の整数で入力してください`,
  expiresInvalid: '有効期限を正しく入力してください（例：2026-12-31）',
  expiresPast: '有効期限は明日以降の日付にしてください',
  memberNotFound: '該当する会員が見つかりません',
  notFound: '該当するクーポンが見つかりません',
  alreadyUsed: '使用済みのクーポンは無効にできません',
  alreadyVoid: 'このクーポンはすでに無効です',
  issued: (code: string) => `クーポン ${code} を発行しました`,
  voided: (code: string) => `クーポン ${code} を無効にしました`,
} as const;

const M = PROMOTIONS_MESSAGES;

/** A whole number from JSON or from a form's text. */
function wholeNumber(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,9}$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** The same, where an empty field (or null) means "none". */
function optionalWholeNumber(message: string, min: number, max: number) {
  return z.preprocess((v) => (v === '' || v === null || v === undefined ? null : v), wholeNumber(message, min, max).nullable());
}

/** A JSON boolean, or a checkbox: 'on' when ticked, absent when not. */
const flag = (message: string) =>
  z
    .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0', ''])], { error: message })
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

/** A list from JSON, or text separated by commas, spaces or lines (several checkboxes arrive joined). */
function list<T extends z.ZodType>(item: T, message: string, max: number) {
  const items = z.array(item, { error: message }).max(max, message);
  return z.preprocess(
    (v) =>
      v === undefined || v === null
        ? []
        : typeof v === 'string'
          ? v
              .split(/[\s,、]+/)
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
    items,
  );
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** YYYY-MM-DD or nothing (null: open-ended). */
const optionalDate = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : v),
  z.string({ error: M.dateInvalid }).trim().refine(isIsoDate, M.dateInvalid).nullable(),
);

const hotelList = list(z.string({ error: M.hotelsInvalid }).regex(/^pro\d{3}$/, M.hotelsInvalid), M.hotelsInvalid, 50).transform(unique);

/** Percent 1–90, or whole CNY 1–100,000, by kind (the tables' check says the same). */
function valueWithinKind(target: { kind: DiscountKind; value: number }, ctx: z.RefinementCtx) {
  const max = target.kind === 'percent' ? PERCENT_MAX : AMOUNT_MAX;
  if (target.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: target.kind === 'percent' ? M.percentInvalid : M.amountInvalid });
}

const kind = z.enum(DISCOUNT_KINDS, { error: M.kindInvalid });
const discountValue = wholeNumber(M.valueInvalid, 1, AMOUNT_MAX);

export const promotionIdField = adminIdField(M.idInvalid);

// ── Promotions ──────────────────────────────────────────────────────────────────────────────

export const promotionSaveInput = z
  .object({
    /** Absent or empty: a new promotion. */
    id: z.preprocess((v) => (v === '' || v === null ? undefined : v), promotionIdField.optional()),
    name: singleLine(M.nameRequired).trim().min(1, M.nameRequired).max(60, M.nameRequired),
    kind,
    value: discountValue,
    hotels: hotelList,
    rateCodes: list(
      z
        .string({ error: M.rateCodesInvalid })
        .transform((c) => c.toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{1,19}$/, M.rateCodesInvalid)),
      M.rateCodesInvalid,
      30,
    ).transform(unique),
    stayFrom: optionalDate,
    stayTo: optionalDate,
    bookFrom: optionalDate,
    bookTo: optionalDate,
    minNights: wholeNumber(M.minNightsInvalid, 1, MIN_NIGHTS_MAX),
    memberLevels: list(z.enum(MEMBER_LEVEL_KEYS, { error: M.memberLevelsInvalid }), M.memberLevelsInvalid, MEMBER_LEVEL_KEYS.length).transform(unique),
    code: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      singleLine(M.codeInvalid)
        .trim()
        .transform((c) => c.toUpperCase())
        .pipe(z.string().regex(PROMOTION_CODE_PATTERN, M.codeInvalid))
        .nullable(),
    ),
    totalCap: optionalWholeNumber(M.totalCapInvalid, 1, 100_000_000),
    perMemberCap: optionalWholeNumber(M.perMemberCapInvalid, 1, 10_000),
    stackable: flag(M.activeInvalid),
    active: flag(M.activeInvalid),
  })
  .superRefine((p, ctx) => {
    valueWithinKind(p, ctx);
    if (p.stayFrom && p.stayTo && p.stayFrom > p.stayTo) ctx.addIssue({ code: 'custom', path: ['stayTo'], message: M.stayRangeInvalid });
    if (p.bookFrom && p.bookTo && p.bookFrom > p.bookTo) ctx.addIssue({ code: 'custom', path: ['bookTo'], message: M.bookRangeInvalid });
  });
export type PromotionSaveInput = z.output<typeof promotionSaveInput>;

export const PROMOTION_STATES = ['active', 'stopped'] as const;

export const promotionListInput = z.object({
  /** Only promotions that apply at this hotel (all-hotels ones included). */
  hotel: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: M.filterInvalid }).regex(/^pro\d{3}$/, M.filterInvalid).optional()),
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PROMOTION_STATES, { error: M.filterInvalid }).optional()),
});
export type PromotionListInput = z.output<typeof promotionListInput>;

export const promotionIdInput = z.object({ id: promotionIdField });
export const promotionActiveInput = z.object({
  id: promotionIdField,
  active: z.union([z.boolean(), z.enum(['true', 'false'])], { error: M.activeInvalid }).transform((v) => v === true || v === 'true'),
});

export const adminPromotion = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  /** Empty: every hotel. */
  hotels: z.array(z.string()),
  rateCodes: z.array(z.string()),
  stayFrom: z.string().nullable(),
  stayTo: z.string().nullable(),
  bookFrom: z.string().nullable(),
  bookTo: z.string().nullable(),
  minNights: z.number().int(),
  memberLevels: z.array(z.enum(MEMBER_LEVEL_KEYS)),
  code: z.string().nullable(),
  totalCap: z.number().int().nullable(),
  perMemberCap: z.number().int().nullable(),
  usedCount: z.number().int(),
  stackable: z.boolean(),
  active: z.boolean(),
  /** Whether the asking person may change it (all its hotels are theirs). */
  editable: z.boolean(),
  /** Never used by any order, even one since cancelled: it may still be deleted. */
  deletable: z.boolean(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotion>;

export const promotionsEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/promotions', input: promotionListInput, output: z.object({ items: z.array(adminPromotion) }) }),
  detail: adminEndpoint({ method: 'GET', path: '/adminapi/v1/promotions/detail', input: promotionIdInput, output: adminPromotion }),
  save: adminEndpoint({ method: 'POST', path: '/adminapi/v1/promotions/save', input: promotionSaveInput, output: adminPromotion }),
  active: adminEndpoint({ method: 'POST', path: '/adminapi/v1/promotions/active', input: promotionActiveInput, output: adminPromotion }),
  remove: adminEndpoint({ method: 'POST', path: '/adminapi/v1/promotions/delete', input: promotionIdInput, output: z.object({ id: z.number().int() }) }),
};

/** 10 → "10%OFF", 500 → "500元引き": the guest site's wording (discounts.ts), in the list and the coupon table. */
export function discountLabel(kindOf: DiscountKind, value: number): string {
  return guestDiscountLabel({ kind: kindOf, value });
}

// ── Member coupons ──────────────────────────────────────────────────────────────────────────

const C = COUPONS_MESSAGES;

export const couponIssueInput = z
  .object({
    memberId: adminIdField(C.memberInvalid),
    title: singleLine(C.titleRequired).trim().min(1, C.titleRequired).max(60, C.titleRequired),
    kind,
    value: discountValue,
    minSpend: z.preprocess((v) => (v === '' || v === undefined || v === null ? 0 : v), wholeNumber(C.minSpendInvalid, 0, COUPON_MIN_SPEND_MAX)),
    /** The last hotel date it may be used on (it lapses at the next midnight, hotel time). */
    expiresOn: z.string({ error: C.expiresInvalid }).trim().refine(isIsoDate, C.expiresInvalid),
    hotels: hotelList,
  })
  .superRefine(valueWithinKind);
export type CouponIssueInput = z.output<typeof couponIssueInput>;

export const COUPON_STATES = ['available', 'used', 'void'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABELS: Record<CouponState, string> = { available: '利用可能', used: '使用済み', void: '無効' };

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  minSpend: z.number().int(),
  hotels: z.array(z.string()),
  source: z.enum(['welcome', 'staff']),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** Available but past its expiry: it cannot be used any more. */
  expired: z.boolean(),
  state: z.enum(COUPON_STATES),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

export const couponsEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/coupons', input: z.object({ memberId: adminIdField(C.memberInvalid) }), output: z.object({ items: z.array(adminCoupon) }) }),
  issue: adminEndpoint({ method: 'POST', path: '/adminapi/v1/coupons/issue', input: couponIssueInput, output: adminCoupon }),
  void: adminEndpoint({ method: 'POST', path: '/adminapi/v1/coupons/void', input: z.object({ id: adminIdField(C.couponInvalid) }), output: adminCoupon }),
};
