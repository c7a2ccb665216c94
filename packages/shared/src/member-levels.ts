/**
 * Member card levels and the points rules shown in the member-benefits modal. The spec fixes
 * only that points accumulate over one calendar year and that diamond cards need 30 stays a
 * year (§9); the thresholds and the earning rate are ours (docs/decisions/0008).
 */

export const MEMBER_LEVEL_KEYS = ['silver', 'gold', 'platinum', 'diamond'] as const;
export type MemberLevel = (typeof MEMBER_LEVEL_KEYS)[number];

export interface MemberLevelInfo {
  /** Card name shown as vipName. */
  name: string;
  /** Points earned in one calendar year that reach this level. */
  yearlyPoints: number;
  /** Stays a year needed to keep the level (diamond only). */
  yearlyStaysToKeep: number;
}

export const MEMBER_LEVELS: Record<MemberLevel, MemberLevelInfo> = {
  silver: { name: 'シルバーカード', yearlyPoints: 0, yearlyStaysToKeep: 0 },
  gold: { name: 'ゴールドカード', yearlyPoints: 5_000, yearlyStaysToKeep: 0 },
  platinum: { name: 'プラチナカード', yearlyPoints: 20_000, yearlyStaysToKeep: 0 },
  diamond: { name: 'ダイヤモンドカード', yearlyPoints: 50_000, yearlyStaysToKeep: 30 },
};

/** Every new member starts here. */
export const INITIAL_MEMBER_LEVEL: MemberLevel = 'silver';

/** Points per CNY actually paid for a completed stay (room charge after discounts). */
export const POINTS_PER_CNY = 1;

/** 20000 → "20,000", the same on the server and in every browser (no locale data involved). */
const points = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** The points rules text of the member-benefits modal, one paragraph per entry. */
export const POINTS_RULES: readonly string[] = [
  `ご宿泊料金（割引後の実際のお支払い額）1元につき${POINTS_PER_CNY}ポイントを、チェックアウト後に加算いたします。`,
  'ポイントは暦年（1月1日〜12月31日）ごとに累計し、その年の累計ポイントで翌年の会員ランクが決まります。',
  `ランク基準：${MEMBER_LEVELS.silver.name}はご登録時、${MEMBER_LEVELS.gold.name}は年間${points(MEMBER_LEVELS.gold.yearlyPoints)}ポイント、${MEMBER_LEVELS.platinum.name}は年間${points(MEMBER_LEVELS.platinum.yearlyPoints)}ポイント、${MEMBER_LEVELS.diamond.name}は年間${points(MEMBER_LEVELS.diamond.yearlyPoints)}ポイント以上。`,
  `${MEMBER_LEVELS.diamond.name}の維持には年間${MEMBER_LEVELS.diamond.yearlyStaysToKeep}回以上のご宿泊が必要です。満たない場合、翌年は${MEMBER_LEVELS.platinum.name}となります。`,
];
