import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { MAX_LEAD_DAYS, MAX_STAY_NIGHTS } from '../../constants.ts';
import { isIsoDate } from '../../hotel-date.ts';
import { byRestriction, FLAG_KEYS, RESTRICTIONS } from '../../restrictions.ts';
import { singleLine } from '../text.ts';

/**
 * The rates-and-availability calendar of the back office (/adminapi/v1/rates/*, decision 0020):
 * the grid of room types × nights, and the bulk edit over a date range and chosen weekdays.
 */

/** Nights the grid shows per request by default, and at most. */
export const RATES_CALENDAR_DAYS = { default: 60, max: 90 } as const;
/**
 * The last night staff may see or edit is today + this many days: the last night a guest can
 * still book (check-out at most MAX_LEAD_DAYS ahead).
 */
export const RATES_HORIZON_DAYS = MAX_LEAD_DAYS - 1;
/** Bounds of the bulk edit's fields. */
export const RATES_LIMITS = { priceMin: 1, priceMax: 999_999, roomsMax: 999, stayMax: MAX_STAY_NIGHTS } as const;
/** Sunday = 0 … Saturday = 6, as Date#getUTCDay and dayOfWeek count. */
export const WEEKDAY_LABELS = ['日', '月', '火', '水', '木', '金', '土'] as const;

export const RATES_MESSAGES = {
  hotelRequired: 'ホテルを指定してください',
  dateInvalid: '日付を正しく入力してください（例：2026-11-28）',
  fromPast: '開始日に過去の日付は指定できません',
  beyondHorizon: (last: string) => `指定できるのは ${formatMonthDay(last)} までです（1年先まで）`,
  toBeforeFrom: '終了日は開始日以降の日付を指定してください',
  daysInvalid: `表示日数は 1〜${RATES_CALENDAR_DAYS.max} 日で指定してください`,
  roomTypesRequired: '客室タイプを1つ以上選んでください',
  roomTypeUnknown: (code: string) => `客室タイプ ${code} はこのホテルにありません`,
  weekdaysRequired: '曜日を1つ以上選んでください',
  weekdayInvalid: '曜日の指定が正しくありません',
  noNightsInRange: '指定した期間に、選んだ曜日の日がありません',
  changesRequired: '変更する項目を1つ以上入力してください',
  priceInvalid: `料金は ${RATES_LIMITS.priceMin}〜${RATES_LIMITS.priceMax.toLocaleString('en-US')} 元の整数で入力してください`,
  roomsInvalid: `販売室数は 0〜${RATES_LIMITS.roomsMax} 室の整数で入力してください`,
  /** A number of nights (min / max stay…) out of range, by its label. */
  limitInvalid: (label: string) => `${label}は 1〜${RATES_LIMITS.stayMax} 泊の整数で入力してください`,
  minAboveMax: '最短宿泊数は最長宿泊数以下にしてください',
  flagInvalid: `${FLAG_KEYS.map((key) => RESTRICTIONS[key].label).join('・')}の指定が正しくありません`,
  beforeOpening: (opening: string) => `開業日（${formatMonthDay(opening)}）より前の日付は編集できません`,
  roomsBelowSold: (nights: { date: string; roomType: string; sold: number }[]) => belowSoldMessage(nights),
  minAboveMaxOn: (nights: { date: string; roomType: string }[]) =>
    `最短宿泊数が最長宿泊数を超える日があるため変更できません：${listNights(nights.map((n) => `${formatMonthDay(n.date)} ${n.roomType}`))}`,
  saved: (changed: number) => (changed === 0 ? '変更はありませんでした（すでに同じ設定です）' : `${changed} 泊分を更新しました`),
} as const;

/** The values an edit set, as the saved message names them: 「料金 2,316元、販売室数 5室、最短宿泊数 2泊」. */
export function ratesChangesWords(changes: RatesChanges): string {
  const restrictions = byRestriction(
    (r, key) => (changes[key] === undefined ? null : r.words[changes[key] ? 0 : 1]),
    (r, key) => (changes[key] === undefined ? null : `${r.label} ${changes[key] === null ? '制限なし' : `${changes[key]}泊`}`),
  );
  return [
    ...(changes.price === undefined ? [] : [`料金 ${changes.price.toLocaleString('ja-JP')}元`]),
    ...(changes.rooms === undefined ? [] : [`販売室数 ${changes.rooms}室`]),
    ...Object.values(restrictions).filter((words) => words !== null),
  ].join('、');
}

/**
 * What a saved bulk edit changed, per room type: 「SK 12月11日〜12月24日の4泊・ST 12月11日の1泊を更新しました（料金 2,316元）」.
 * Nothing changed: says so (the nights already had those values).
 */
export function ratesSavedMessage(result: Pick<RatesBulkResult, 'nightsChanged' | 'changedRoomTypes'>, changes: RatesChanges): string {
  if (result.nightsChanged === 0) return RATES_MESSAGES.saved(0);
  const nights = result.changedRoomTypes.map((r) => `${r.roomType} ${formatMonthDay(r.first)}${r.last === r.first ? '' : `〜${formatMonthDay(r.last)}`}の${r.nights}泊`).join('・');
  return `${nights}を更新しました（${ratesChangesWords(changes)}）`;
}

/** 2026-11-28 → 11月28日 (the year is implicit within a year's calendar). */
export function formatMonthDay(date: string): string {
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
}

const NIGHTS_NAMED = 5;

function listNights(labels: string[]): string {
  const shown = labels.slice(0, NIGHTS_NAMED).join('、');
  return labels.length > NIGHTS_NAMED ? `${shown} ほか ${labels.length - NIGHTS_NAMED} 泊` : shown;
}

function belowSoldMessage(nights: { date: string; roomType: string; sold: number }[]): string {
  if (nights.length === 1) {
    const [n] = nights as [(typeof nights)[number]];
    return `${formatMonthDay(n.date)} ${n.roomType} は ${n.sold} 室販売済みのため、販売室数を ${n.sold} 室未満にはできません`;
  }
  const named = listNights(nights.map((n) => `${formatMonthDay(n.date)} ${n.roomType}（${n.sold} 室販売済み）`));
  return `販売室数を販売済みの室数未満にはできません：${named}`;
}

const isoDate = singleLine(RATES_MESSAGES.dateInvalid).refine(isIsoDate, RATES_MESSAGES.dateInvalid);
const hotelCode = singleLine(RATES_MESSAGES.hotelRequired).min(1, RATES_MESSAGES.hotelRequired).max(16, RATES_MESSAGES.hotelRequired);

export const ratesCalendarQuery = z.object({
  hotel: hotelCode,
  /** First night shown; default today. */
  from: isoDate.optional(),
  days: z.coerce
    .number({ error: RATES_MESSAGES.daysInvalid })
    .int(RATES_MESSAGES.daysInvalid)
    .min(1, RATES_MESSAGES.daysInvalid)
    .max(RATES_CALENDAR_DAYS.max, RATES_MESSAGES.daysInvalid)
    .default(RATES_CALENDAR_DAYS.default),
});
export type RatesCalendarQuery = z.infer<typeof ratesCalendarQuery>;

/** One room type on one night. */
export const rateCell = z.object({
  date: z.string(),
  /** Rooms to sell (room_nights.total_rooms). */
  totalRooms: z.number(),
  soldRooms: z.number(),
  available: z.number(),
  /** The night price the rate plans price off. */
  price: z.number(),
  /** Per room and night, in the order of the calendar's ratePlans. */
  planPrices: z.array(z.object({ rateCode: z.string(), price: z.number() })),
  /** The night's restrictions (RESTRICTIONS): a flag true or false, a limit a number of nights or null. */
  ...byRestriction(
    () => z.boolean(),
    () => z.number().nullable(),
  ),
});
export type RateCell = z.infer<typeof rateCell>;

export const ratesCalendar = z.object({
  hotel: z.object({ code: z.string(), name: z.string() }),
  today: z.string(),
  /** The last night that may be shown or edited (a year ahead). */
  lastDate: z.string(),
  from: z.string(),
  to: z.string(),
  dates: z.array(z.object({ date: z.string(), weekday: z.number() })),
  ratePlans: z.array(z.object({ code: z.string(), name: z.string() })),
  roomTypes: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      defaultRooms: z.number(),
      basePrice: z.number(),
      /** One per date; null: no inventory row (not on sale; a bulk edit creates it from the defaults). */
      nights: z.array(rateCell.nullable()),
    }),
  ),
});
export type RatesCalendar = z.infer<typeof ratesCalendar>;

const stayLimit = (message: string) => z.number({ error: message }).int(message).min(1, message).max(RATES_LIMITS.stayMax, message).nullable();
const flag = z.boolean({ error: RATES_MESSAGES.flagInvalid });

export const ratesChanges = z
  .object({
    price: z.number({ error: RATES_MESSAGES.priceInvalid }).int(RATES_MESSAGES.priceInvalid).min(RATES_LIMITS.priceMin, RATES_MESSAGES.priceInvalid).max(RATES_LIMITS.priceMax, RATES_MESSAGES.priceInvalid),
    rooms: z.number({ error: RATES_MESSAGES.roomsInvalid }).int(RATES_MESSAGES.roomsInvalid).min(0, RATES_MESSAGES.roomsInvalid).max(RATES_LIMITS.roomsMax, RATES_MESSAGES.roomsInvalid),
    /** The restrictions to set (RESTRICTIONS); a limit's null clears it. */
    ...byRestriction(
      () => flag,
      (r) => stayLimit(RATES_MESSAGES.limitInvalid(r.label)),
    ),
  })
  .partial()
  .refine((c) => Object.values(c).some((v) => v !== undefined), RATES_MESSAGES.changesRequired)
  .refine((c) => c.minStay == null || c.maxStay == null || c.minStay <= c.maxStay, RATES_MESSAGES.minAboveMax);
export type RatesChanges = z.infer<typeof ratesChanges>;

export const ratesBulkBody = z.object({
  hotel: hotelCode,
  roomTypes: z
    .array(singleLine(RATES_MESSAGES.roomTypesRequired).min(1, RATES_MESSAGES.roomTypesRequired).max(20, RATES_MESSAGES.roomTypesRequired), { error: RATES_MESSAGES.roomTypesRequired })
    .min(1, RATES_MESSAGES.roomTypesRequired)
    .max(50, RATES_MESSAGES.roomTypesRequired),
  from: isoDate,
  to: isoDate,
  weekdays: z
    .array(z.number({ error: RATES_MESSAGES.weekdayInvalid }).int(RATES_MESSAGES.weekdayInvalid).min(0, RATES_MESSAGES.weekdayInvalid).max(6, RATES_MESSAGES.weekdayInvalid), {
      error: RATES_MESSAGES.weekdaysRequired,
    })
    .min(1, RATES_MESSAGES.weekdaysRequired)
    .max(7, RATES_MESSAGES.weekdayInvalid),
  changes: ratesChanges,
});
export type RatesBulkInput = z.infer<typeof ratesBulkBody>;

export const ratesBulkResult = z.object({
  /** Nights (room type × date) the range and weekdays matched. */
  nightsMatched: z.number(),
  /** Nights whose values changed (each has its audit line). */
  nightsChanged: z.number(),
  /** Of those, nights that had no inventory row and were created from the room type's defaults. */
  nightsCreated: z.number(),
  /** The changed nights by room type: how many, the first and the last (what the saved message names). */
  changedRoomTypes: z.array(z.object({ roomType: z.string(), nights: z.number(), first: z.string(), last: z.string() })),
});
export type RatesBulkResult = z.infer<typeof ratesBulkResult>;

export const ratesCalendarEndpoint = adminEndpoint({ method: 'GET', path: '/adminapi/v1/rates/calendar', input: ratesCalendarQuery, output: ratesCalendar });
export const ratesBulkEndpoint = adminEndpoint({ method: 'POST', path: '/adminapi/v1/rates/bulk', input: ratesBulkBody, output: ratesBulkResult });
