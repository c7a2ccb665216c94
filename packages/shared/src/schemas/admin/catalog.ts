import { z } from 'zod';
import { FREE_CANCEL_HOURS_MAX } from '../../cancel-policy.ts';
import { DISCOUNT_TYPES, ROOM_CAPACITY } from '../../constants.ts';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { hotelCode } from '../hotel.ts';
import { multiLine, singleLine } from '../text.ts';

/**
 * Rate plans and room types in the back office (/adminapi/v1/catalog/*, permission rates.edit,
 * per hotel). A record is named by hotel + code. The save schemas take JSON and posted forms
 * alike (numbers as text, a checkbox's 'on', lists one per line), so the API and the /admin
 * actions check the same schema (decision 0011).
 */

export const CATALOG_MESSAGES = {
  modeInvalid: '作成か更新かを指定してください',
  planCodeInvalid: 'プランコードは英大文字・数字・「-」「_」の2〜20文字で入力してください',
  roomTypeCodeInvalid: '客室タイプコードは英大文字・数字・「-」「_」の1〜20文字で入力してください',
  planNameRequired: 'プラン名を入力してください（60文字以内）',
  breakfastCountInvalid: '朝食人数は0〜4名で入力してください',
  breakfastSupplementInvalid: '朝食料金は0〜10,000元の整数で入力してください',
  breakfastSupplementWithoutBreakfast: '朝食なしのプランに朝食料金は設定できません',
  paymentInvalid: '支払方法を選んでください',
  discountTypeInvalid: '割引種別を選んでください',
  discountCodeInvalid: '割引コードは英数字4〜20文字で入力してください',
  discountCodeWithoutType: '割引コードには割引種別を選んでください',
  discountTypeWithoutCode: '割引種別を選んだ場合は割引コードを入力してください',
  memberOnlyWithCode: '会員限定プランに割引コードは設定できません（会員限定か割引コード限定のどちらかにしてください）',
  priceModeInvalid: '料金の決め方を選んでください',
  priceFactorInvalid: '基本料金に対する割合は1〜300%の整数で入力してください',
  fixedPriceInvalid: '固定料金は1〜1,000,000元の整数で入力してください',
  sortOrderInvalid: '表示順は0〜9999の整数で入力してください',
  cancelPolicyInvalid: 'キャンセル規定を選んでください',
  freeCancelHoursInvalid: `無料キャンセル期限は0〜${FREE_CANCEL_HOURS_MAX}時間の整数で入力してください`,
  changePolicyInvalid: '予約変更の受付を選んでください',
  changesUntilHoursInvalid: `予約変更の期限は0〜${FREE_CANCEL_HOURS_MAX}時間の整数で入力してください`,
  prepaidMustBeNonRefundable: '事前決済のプランは返金不可にしてください（オンラインでの返金には対応していません）',
  cancelNoteInvalid: 'キャンセル規定の補足は200文字以内で入力してください',
  planCodeTaken: 'このプランコードはこのホテルですでに使われています',
  discountCodeTaken: 'この割引コードはこのホテルの別のプランで使われています',
  planNotFound: '該当する料金プランが見つかりません',
  roomTypeNameRequired: '客室タイプ名を入力してください（60文字以内）',
  roomTypeNameEnRequired: '英語名を入力してください（80文字以内）',
  remarkInvalid: '説明は2000文字以内で入力してください',
  maxOccupancyInvalid: `定員は1〜${ROOM_CAPACITY}名で入力してください`,
  bedTypeRequired: 'ベッドタイプを入力してください（40文字以内）',
  sizeInvalid: '広さは1〜1000㎡の整数で入力してください',
  featuresInvalid: '特長は1行40文字以内、12行までで入力してください',
  facilitiesInvalid: '設備は1行40文字以内、40行までで入力してください',
  imagePathInvalid: '画像は「/」で始まるサイト内のパスか https:// のURLで入力してください',
  imagesRequired: '写真を1枚以上、20枚まで指定してください',
  defaultRoomsInvalid: '標準販売室数は0〜999の整数で入力してください',
  basePriceInvalid: '基本料金は1〜1,000,000元の整数で入力してください',
  roomTypeCodeTaken: 'この客室タイプコードはこのホテルですでに使われています',
  roomTypeNotFound: '該当する客室タイプが見つかりません',
  planSaved: '料金プランを保存しました',
  roomTypeSaved: '客室タイプを保存しました',
} as const;

const M = CATALOG_MESSAGES;

/** A whole number from JSON or from a form's text. */
function wholeNumber(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,9}$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** The same, where an empty field (or null) means "none". */
function optionalWholeNumber(message: string, min: number, max: number) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), wholeNumber(message, min, max).optional());
}

/** A JSON boolean, or a checkbox: 'on' when ticked, absent when not. */
const flag = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0', ''])], { error: 'フラグの値が正しくありません' })
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

/** A list from JSON, or a textarea with one item per line (blank lines dropped). */
function lines<T extends z.ZodType<string, string>>(item: T, message: string, max: number, min = 0) {
  const list = z.array(item, { error: message }).min(min, message).max(max, message);
  return z.union([
    z.array(z.string(), { error: message }).pipe(list),
    z
      .string({ error: message })
      .transform((text) =>
        text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(list),
  ]);
}

/** Optional text where '' means none. */
const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

export const CATALOG_SAVE_MODES = ['create', 'update'] as const;
const mode = z.enum(CATALOG_SAVE_MODES, { error: M.modeInvalid });

export const PRICE_MODES = ['rule', 'fixed'] as const;
export const CANCEL_POLICIES = ['free', 'nonRefundable'] as const;
/** Whether a booking of the plan may be changed: until a deadline, or never (decision 0059). */
export const CHANGE_POLICIES = ['until', 'never'] as const;
export const PAYMENT_TYPES = ['hotel', 'prepaid'] as const;

/** A site path (/img/…, later /media/…) or an https address; never a script or a way out of the site. */
export const imagePath = singleLine(M.imagePathInvalid)
  .trim()
  .max(300, M.imagePathInvalid)
  .refine((p) => (/^\/[A-Za-z0-9._~%/-]+$/.test(p) && !p.includes('..') && !p.startsWith('//')) || /^https:\/\/[A-Za-z0-9.-]+(\/[A-Za-z0-9._~%/?=&-]*)?$/.test(p), M.imagePathInvalid);

// ── Rate plans ──────────────────────────────────────────────────────────────────────────────

export const ratePlanSaveInput = z
  .object({
    hotel: hotelCode,
    mode,
    code: singleLine(M.planCodeInvalid)
      .trim()
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{1,19}$/, M.planCodeInvalid)),
    name: singleLine(M.planNameRequired).trim().min(1, M.planNameRequired).max(60, M.planNameRequired),
    payment: z.enum(PAYMENT_TYPES, { error: M.paymentInvalid }),
    breakfastCount: wholeNumber(M.breakfastCountInvalid, 0, 4),
    breakfastSupplement: wholeNumber(M.breakfastSupplementInvalid, 0, 10_000),
    memberOnly: flag,
    discountType: z
      .union([z.literal(''), z.enum(DISCOUNT_TYPES)], { error: M.discountTypeInvalid })
      .nullish()
      .transform((v) => v || null),
    discountCode: singleLine(M.discountCodeInvalid)
      .nullish()
      .transform((v) => blankToNull(v ?? ''))
      .pipe(z.string().regex(/^[A-Za-z0-9]{4,20}$/, M.discountCodeInvalid).transform((c) => c.toUpperCase()).nullable()),
    priceMode: z.enum(PRICE_MODES, { error: M.priceModeInvalid }),
    priceFactor: optionalWholeNumber(M.priceFactorInvalid, 1, 300),
    fixedPrice: optionalWholeNumber(M.fixedPriceInvalid, 1, 1_000_000),
    sortOrder: wholeNumber(M.sortOrderInvalid, 0, 9999),
    isActive: flag,
    cancelPolicy: z.enum(CANCEL_POLICIES, { error: M.cancelPolicyInvalid }),
    freeCancelHours: optionalWholeNumber(M.freeCancelHoursInvalid, 0, FREE_CANCEL_HOURS_MAX),
    cancelNote: multiLine(M.cancelNoteInvalid).trim().max(200, M.cancelNoteInvalid).default(''),
    // Optional: without them a plan keeps its change rule, and a new one follows its cancellation (decision 0059).
    changePolicy: z.enum(CHANGE_POLICIES, { error: M.changePolicyInvalid }).optional(),
    changesUntilHours: optionalWholeNumber(M.changesUntilHoursInvalid, 0, FREE_CANCEL_HOURS_MAX),
  })
  .superRefine((plan, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (plan.breakfastCount === 0 && plan.breakfastSupplement > 0) problem('breakfastSupplement', M.breakfastSupplementWithoutBreakfast);
    if (plan.discountCode && !plan.discountType) problem('discountType', M.discountCodeWithoutType);
    if (plan.discountType && !plan.discountCode) problem('discountCode', M.discountTypeWithoutCode);
    if (plan.memberOnly && plan.discountCode) problem('discountCode', M.memberOnlyWithCode);
    if (plan.priceMode === 'rule' && plan.priceFactor === undefined) problem('priceFactor', M.priceFactorInvalid);
    if (plan.priceMode === 'fixed' && plan.fixedPrice === undefined) problem('fixedPrice', M.fixedPriceInvalid);
    if (plan.cancelPolicy === 'free' && plan.payment === 'prepaid') problem('cancelPolicy', M.prepaidMustBeNonRefundable);
  });
export type RatePlanSaveInput = z.output<typeof ratePlanSaveInput>;

export const adminRatePlan = z.object({
  hotel: z.string(),
  code: z.string(),
  name: z.string(),
  payment: z.enum(PAYMENT_TYPES),
  breakfastCount: z.number(),
  breakfastSupplement: z.number(),
  memberOnly: z.boolean(),
  discountType: z.string().nullable(),
  discountCode: z.string().nullable(),
  priceMode: z.enum(PRICE_MODES),
  priceFactor: z.number(),
  fixedPrice: z.number().nullable(),
  sortOrder: z.number(),
  isActive: z.boolean(),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  freeCancelHours: z.number(),
  cancelNote: z.string(),
  /** The cancellation wording guests see (freeCancelRange). */
  cancelText: z.string(),
  changePolicy: z.enum(CHANGE_POLICIES),
  /** Hours before 18:00 on the arrival day; null with changePolicy never. */
  changesUntilHours: z.number().nullable(),
  /** The change rule in words (changePolicyText). */
  changeText: z.string(),
});
export type AdminRatePlan = z.infer<typeof adminRatePlan>;

export const catalogHotelQuery = z.object({ hotel: hotelCode });

export const listRatePlans = adminEndpoint({
  method: 'GET',
  path: '/adminapi/v1/catalog/plans',
  input: catalogHotelQuery,
  output: z.object({ plans: z.array(adminRatePlan) }),
});

export const saveRatePlan = adminEndpoint({ method: 'POST', path: '/adminapi/v1/catalog/plans/save', input: ratePlanSaveInput, output: adminRatePlan });

// ── Room types ──────────────────────────────────────────────────────────────────────────────

const shortText = (message: string, max: number) => singleLine(message).trim().min(1, message).max(max, message);

export const roomTypeSaveInput = z.object({
  hotel: hotelCode,
  mode,
  code: singleLine(M.roomTypeCodeInvalid)
    .trim()
    .transform((c) => c.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, M.roomTypeCodeInvalid)),
  name: shortText(M.roomTypeNameRequired, 60),
  nameEn: shortText(M.roomTypeNameEnRequired, 80),
  remark: multiLine(M.remarkInvalid).trim().max(2000, M.remarkInvalid).default(''),
  maxOccupancy: wholeNumber(M.maxOccupancyInvalid, 1, ROOM_CAPACITY),
  bedType: shortText(M.bedTypeRequired, 40),
  sizeSqm: wholeNumber(M.sizeInvalid, 1, 1000),
  features: lines(shortText(M.featuresInvalid, 40), M.featuresInvalid, 12),
  facilities: lines(shortText(M.facilitiesInvalid, 40), M.facilitiesInvalid, 40),
  shortImage: imagePath,
  images: lines(imagePath, M.imagesRequired, 20, 1),
  isRecommended: flag,
  sortOrder: wholeNumber(M.sortOrderInvalid, 0, 9999),
  defaultRooms: wholeNumber(M.defaultRoomsInvalid, 0, 999),
  basePrice: wholeNumber(M.basePriceInvalid, 1, 1_000_000),
});
export type RoomTypeSaveInput = z.output<typeof roomTypeSaveInput>;

export const adminRoomType = z.object({
  hotel: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  remark: z.string(),
  maxOccupancy: z.number(),
  bedType: z.string(),
  sizeSqm: z.number(),
  features: z.array(z.string()),
  facilities: z.array(z.string()),
  shortImage: z.string(),
  images: z.array(z.string()),
  isRecommended: z.boolean(),
  sortOrder: z.number(),
  defaultRooms: z.number(),
  basePrice: z.number(),
});
export type AdminRoomType = z.infer<typeof adminRoomType>;

export const listRoomTypes = adminEndpoint({
  method: 'GET',
  path: '/adminapi/v1/catalog/room-types',
  input: catalogHotelQuery,
  output: z.object({
    roomTypes: z.array(adminRoomType),
    /** Images the hotel's room types already use, to pick from (a pasted path works too). */
    imageChoices: z.array(z.string()),
  }),
});

export const saveRoomType = adminEndpoint({ method: 'POST', path: '/adminapi/v1/catalog/room-types/save', input: roomTypeSaveInput, output: adminRoomType });
