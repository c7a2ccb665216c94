import type { HotelCode } from '@hotel/shared/constants';

export type HealthTeaTab = 'health' | 'tea';

export interface HealthTeaTabLabels {
  /** English name of the whole page, for eyebrows. */
  en: string;
  health: { label: string; en: string };
  tea: { label: string; en: string };
}

/** The English names, drawn as eyebrows in every language; the tabs' own words are the catalogue's (hotel.healthTab, hotel.teaTab). */
export type HealthTeaTabNames = { en: string; health: { en: string }; tea: { en: string } };

const WELLNESS_AND_TEA: HealthTeaTabNames = { en: 'Wellness & Tea House', health: { en: 'Wellness' }, tea: { en: 'Tea House' } };

/**
 * The two tabs of /{hotelCode}/health-and-tea. The spec only says "health / tea, or per-hotel
 * variants"; these follow each hotel's third menu item (HOTEL_THIRD_MENU).
 */
export const HEALTH_TEA_TABS: Record<HotelCode, HealthTeaTabNames> = {
  pro001: WELLNESS_AND_TEA,
  pro003: { en: 'Wedding & Entertainment', health: { en: 'Wedding' }, tea: { en: 'Entertainment' } },
  pro005: { en: 'National Pro Venue', health: { en: 'Sports' }, tea: { en: 'Lounge' } },
  pro006: WELLNESS_AND_TEA,
  pro008: WELLNESS_AND_TEA,
  pro009: { en: 'Leisure & Tea Room', health: { en: 'Leisure' }, tea: { en: 'Tea Room' } },
};

export function healthTeaTabFrom(value: string | null): HealthTeaTab {
  return value === 'tea' ? 'tea' : 'health';
}
