import type { HotelCode } from '@hotel/shared/constants';

export type HealthTeaTab = 'health' | 'tea';

export interface HealthTeaTabLabels {
  /** English name of the whole page, for eyebrows. */
  en: string;
  health: { label: string; en: string };
  tea: { label: string; en: string };
}

const WELLNESS_AND_TEA: HealthTeaTabLabels = {
  en: 'Wellness & Tea House',
  health: { label: '健康', en: 'Wellness' },
  tea: { label: '茶館', en: 'Tea House' },
};

/**
 * The two tabs of /{hotelCode}/health-and-tea. The spec only says "health / tea, or per-hotel
 * variants"; these follow each hotel's third menu item (HOTEL_THIRD_MENU).
 */
export const HEALTH_TEA_TABS: Record<HotelCode, HealthTeaTabLabels> = {
  pro001: WELLNESS_AND_TEA,
  pro003: {
    en: 'Wedding & Entertainment',
    health: { label: 'ウェディング', en: 'Wedding' },
    tea: { label: 'エンターテインメント', en: 'Entertainment' },
  },
  pro005: {
    en: 'National Pro Venue',
    health: { label: 'スポーツ', en: 'Sports' },
    tea: { label: 'ラウンジ', en: 'Lounge' },
  },
  pro006: WELLNESS_AND_TEA,
  pro008: WELLNESS_AND_TEA,
  pro009: {
    en: 'Leisure & Tea Room',
    health: { label: 'レジャー', en: 'Leisure' },
    tea: { label: '茶室', en: 'Tea Room' },
  },
};

export function healthTeaTabFrom(value: string | null): HealthTeaTab {
  return value === 'tea' ? 'tea' : 'health';
}
