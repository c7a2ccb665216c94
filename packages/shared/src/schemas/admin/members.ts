import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { MEMBER_LEVEL_KEYS } from '../../member-levels.ts';
import { adminIdField } from './id-field.ts';
import { storedMobileOrText } from '../../mobile-number.ts';
import { singleLine } from '../text.ts';

/**
 * Member lookup and points adjustment (/adminapi/v1/members; members.view and members.points,
 * group administrator only: members belong to the group, not to a hotel — decision 0025).
 * Nothing here carries a password, its hash, SMS codes or sessions, in or out.
 */

export const MEMBER_SEARCH_MAX = 20;
export const MEMBER_SEARCH_MIN_DIGITS = 4;
/** One adjustment moves at most this many points either way (a typo guard, not a business rule). */
export const POINTS_ADJUST_MAX = 100_000;
export const POINTS_REASON_MIN = 2;
export const POINTS_REASON_MAX = 200;
/** Ledger lines shown on the detail page, newest first. */
export const MEMBER_POINTS_HISTORY_MAX = 50;
export const MEMBER_ORDERS_MAX = 50;

/** 20000 → "20,000" without locale data (as member-levels.ts). */
export const grouped = (n: number) => (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');

export const MEMBERS_MESSAGES = {
  queryInvalid: `携帯電話番号または会員カード番号を入力してください（末尾${MEMBER_SEARCH_MIN_DIGITS}桁以上の数字でも検索できます）`,
  idInvalid: '会員番号を正しく指定してください',
  notFound: '該当する会員が見つかりません',
  deltaInvalid: `調整ポイントは0以外の整数（-${grouped(POINTS_ADJUST_MAX)}〜${grouped(POINTS_ADJUST_MAX)}）で入力してください`,
  reasonRequired: '調整の理由を入力してください',
  reasonLength: `調整の理由は${POINTS_REASON_MIN}〜${POINTS_REASON_MAX}文字で入力してください`,
  reasonInvalid: '調整の理由は改行や制御文字を含まない1行で入力してください',
  belowZero: (balance: number) => `ポイントが不足するため調整できません（現在の残高：${grouped(balance)}ポイント）`,
  adjusted: (balance: number) => `ポイントを調整しました（調整後の残高：${grouped(balance)}ポイント）`,
} as const;

export const memberSearchInput = z.object({
  q: z
    .string({ error: MEMBERS_MESSAGES.queryInvalid })
    // A +number is searched as stored (decision 0077): +86… as the 11 digits, others in E.164.
    .transform((v) => storedMobileOrText(v.replace(/[\s-]/g, '').toUpperCase()))
    .pipe(z.string().regex(new RegExp(`^(\\+\\d{6,15}|[A-Z0-9]{${MEMBER_SEARCH_MIN_DIGITS},20})$`), MEMBERS_MESSAGES.queryInvalid)),
});

const memberId = adminIdField(MEMBERS_MESSAGES.idInvalid);

export const memberDetailInput = z.object({ id: memberId });

export const pointsDelta = z
  .union([z.string(), z.number()], { error: MEMBERS_MESSAGES.deltaInvalid })
  .transform((v) => String(v).trim().replace(/^\+/, ''))
  .pipe(z.string().regex(/^-?\d{1,6}$/, MEMBERS_MESSAGES.deltaInvalid))
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(-POINTS_ADJUST_MAX, MEMBERS_MESSAGES.deltaInvalid)
      .max(POINTS_ADJUST_MAX, MEMBERS_MESSAGES.deltaInvalid)
      .refine((n) => n !== 0, MEMBERS_MESSAGES.deltaInvalid),
  );

export const pointsReason = singleLine(MEMBERS_MESSAGES.reasonInvalid, MEMBERS_MESSAGES.reasonRequired)
  .trim()
  .min(1, MEMBERS_MESSAGES.reasonRequired)
  .min(POINTS_REASON_MIN, MEMBERS_MESSAGES.reasonLength)
  .max(POINTS_REASON_MAX, MEMBERS_MESSAGES.reasonLength);

export const memberPointsInput = z.object({ id: memberId, delta: pointsDelta, reason: pointsReason });
export type MemberPointsInput = z.infer<typeof memberPointsInput>;

const level = z.enum(MEMBER_LEVEL_KEYS);

export const memberSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  cardNo: z.string(),
  level,
  points: z.number().int(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const memberSearchResult = z.object({
  items: z.array(memberSummary),
  /** More matched than MEMBER_SEARCH_MAX: type more digits. */
  truncated: z.boolean(),
});

export const memberOrderSummary = z.object({
  orderNo: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  state: z.number().int(),
  amount: z.number().int(),
});
export type MemberOrderSummary = z.infer<typeof memberOrderSummary>;

export const memberPointsLine = z.object({
  at: z.string(),
  kind: z.enum(['stay', 'adjustment']),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
});

export const memberDetail = memberSummary.extend({
  dialCode: z.string(),
  registeredAt: z.string(),
  orders: z.array(memberOrderSummary),
  pointsHistory: z.array(memberPointsLine),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const memberPointsResult = z.object({ id: z.number().int(), points: z.number().int() });

export const membersEndpoints = {
  search: adminEndpoint({ method: 'GET', path: '/adminapi/v1/members/search', input: memberSearchInput, output: memberSearchResult }),
  detail: adminEndpoint({ method: 'GET', path: '/adminapi/v1/members/detail', input: memberDetailInput, output: memberDetail }),
  points: adminEndpoint({ method: 'POST', path: '/adminapi/v1/members/points', input: memberPointsInput, output: memberPointsResult }),
};
