import { SERVER_MESSAGES } from './messages.ts';

/**
 * The booking restrictions staff set per hotel, room type and night (decisions 0018, 0056),
 * described once. Everything that lists them is derived from RESTRICTIONS: the rule
 * (stay-restrictions.ts), the API's schemas (the rates grid's cell, the bulk edit's changes), the
 * bulk form and its parsing, the grid's markers and legend, the saved message, the audit log's
 * words, and on the server the SQL that reads them (which rows restrict, their JSON) and the values
 * a bulk edit sets. A new restriction is an entry here plus its room_nights column (and migration).
 * The price calendar's words for the limits it shows are in price-calendar.ts (CALENDAR_LIMITS,
 * checked against these entries when compiling): the guest calendar dialog loads that file in the
 * browser, and importing this one, which the back office shares, would put one more file name in
 * every guest page's first load (decision 0056). No zod here.
 */

/**
 * Which rows a restriction reads for a stay from check-in to check-out:
 * - `stay`: every night stayed (check-in included, check-out excluded);
 * - `arrival`: the check-in night's row;
 * - `departure`: the check-out date's row (a night not stayed).
 */
export type RestrictionScope = 'stay' | 'arrival' | 'departure';

interface RestrictionWords {
  /** room_nights' column (restrictions.test.ts checks the Drizzle schema against it). */
  column: string;
  /** What staff call it: the bulk form's field, the saved message, the refusal of a bad value. */
  label: string;
  /** The audit log's word for the field (audit-wording.ts). */
  auditField: string;
}

/** Yes or no: set, it forbids every stay whose `on` rows have it. */
export interface FlagRestriction extends RestrictionWords {
  kind: 'flag';
  on: RestrictionScope;
  /** What the guest reads (search, hold, submit). */
  message: string;
  /** The saved message's words for setting and for lifting it: 「販売停止」「販売再開」. */
  words: readonly [set: string, clear: string];
  /** The audit log's words for true and false. */
  auditWords: readonly [yes: string, no: string];
  /** The rates grid: the cell's marker, and the legend's words (markers with the same words share a line). */
  grid: { marker: string; legend: string; tone?: 'stop' };
}

/**
 * A number of nights (null: none). A minimum: the stay lasts at least that long; a maximum: at
 * most. On `arrival`, the check-in night's value; on `stay`, the strictest value among the nights
 * stayed (a minimum's largest, a maximum's smallest).
 */
export interface LimitRestriction extends RestrictionWords {
  kind: 'min' | 'max';
  on: 'arrival' | 'stay';
  message: (nights: number) => string;
  grid: { marker: (nights: number | 'N') => string; legend: string };
}

export type Restriction = FlagRestriction | LimitRestriction;

/**
 * In the order staff see them (the bulk form, the grid's markers, the saved message). A flag's
 * guest message lives in SERVER_MESSAGES (the site's messages); a length's is written here, so
 * the guest pages' first load does not carry it.
 */
export const RESTRICTIONS = {
  stopSell: {
    kind: 'flag',
    on: 'stay',
    column: 'stop_sell',
    label: '販売停止',
    words: ['販売停止', '販売再開'],
    auditField: '販売',
    auditWords: ['停止', '販売中'],
    grid: { marker: '停', legend: '販売停止', tone: 'stop' },
    message: SERVER_MESSAGES.stopSell,
  },
  minStay: {
    kind: 'min',
    on: 'arrival',
    column: 'min_stay',
    label: '最短宿泊数',
    auditField: '最短宿泊数',
    grid: { marker: (n) => `最短${n}泊`, legend: '到着日の宿泊数制限' },
    message: (n) => `この日程は${n}泊以上のご予約のみ承っております`,
  },
  maxStay: {
    kind: 'max',
    on: 'arrival',
    column: 'max_stay',
    label: '最長宿泊数',
    auditField: '最長宿泊数',
    grid: { marker: (n) => `最長${n}泊`, legend: '到着日の宿泊数制限' },
    message: (n) => `この日程は${n}泊までのご予約のみ承っております`,
  },
  minStayThrough: {
    kind: 'min',
    on: 'stay',
    column: 'min_stay_through',
    label: '滞在中の最低泊数',
    auditField: '滞在中の最低泊数',
    grid: { marker: (n) => `滞在${n}泊〜`, legend: 'この日を含む宿泊の最低泊数' },
    message: (n) => `ご指定の日程には${n}泊以上のご予約のみ承っている日が含まれます`,
  },
  closedToArrival: {
    kind: 'flag',
    on: 'arrival',
    column: 'closed_to_arrival',
    label: '到着不可',
    words: ['到着不可', '到着可'],
    auditField: '到着',
    auditWords: ['到着不可', '到着可'],
    grid: { marker: '到着不可', legend: 'チェックイン / チェックアウト不可' },
    message: SERVER_MESSAGES.closedToArrival,
  },
  closedToDeparture: {
    kind: 'flag',
    on: 'departure',
    column: 'closed_to_departure',
    label: '出発不可',
    words: ['出発不可', '出発可'],
    auditField: '出発',
    auditWords: ['出発不可', '出発可'],
    grid: { marker: '出発不可', legend: 'チェックイン / チェックアウト不可' },
    message: SERVER_MESSAGES.closedToDeparture,
  },
} as const satisfies Record<string, Restriction>;

export type RestrictionKey = keyof typeof RESTRICTIONS;
export type FlagKey = { [K in RestrictionKey]: (typeof RESTRICTIONS)[K] extends { kind: 'flag' } ? K : never }[RestrictionKey];
export type LimitKey = Exclude<RestrictionKey, FlagKey>;

/** A night's restrictions as room_nights stores them: a flag true or false, a limit a number of nights or null. */
export type RestrictionValues = { [K in RestrictionKey]: K extends FlagKey ? boolean : number | null };

export const RESTRICTION_KEYS = Object.keys(RESTRICTIONS) as RestrictionKey[];

const isFlag = (r: Restriction): r is FlagRestriction => r.kind === 'flag';

/** One value per restriction, in RESTRICTIONS' order: `flag` for a yes/no, `limit` for a number of nights. */
export function byRestriction<F, L>(
  flag: (r: FlagRestriction, key: FlagKey) => F,
  limit: (r: LimitRestriction, key: LimitKey) => L,
): { [K in RestrictionKey]: K extends FlagKey ? F : L } {
  return Object.fromEntries(
    RESTRICTION_KEYS.map((key) => {
      const r: Restriction = RESTRICTIONS[key];
      return [key, isFlag(r) ? flag(r, key as FlagKey) : limit(r, key as LimitKey)];
    }),
  ) as { [K in RestrictionKey]: K extends FlagKey ? F : L };
}

/** The yes / no restrictions, in RESTRICTIONS' order. */
export const FLAG_KEYS = RESTRICTION_KEYS.filter((key) => RESTRICTIONS[key].kind === 'flag') as FlagKey[];

/** The flags read on these rows: on `stay`, what closes a night; on `arrival`, what closes an arrival. */
export const flagsOn = (scope: RestrictionScope): FlagKey[] => FLAG_KEYS.filter((key) => RESTRICTIONS[key].on === scope);

/** A night that restricts nothing (a flag false, a limit null). */
export const NO_RESTRICTIONS: RestrictionValues = byRestriction(
  () => false,
  () => null,
);

/** The restriction values of a wider row (a room_nights row), in RESTRICTIONS' order. */
export function restrictionValuesOf(row: RestrictionValues): RestrictionValues {
  return Object.fromEntries(RESTRICTION_KEYS.map((key) => [key, row[key]])) as RestrictionValues;
}
