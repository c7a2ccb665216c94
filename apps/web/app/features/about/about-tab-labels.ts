import type { AboutTab } from '@hotel/shared/constants';

/** Japanese and English labels of the About us tabs. */
export const ABOUT_TAB_LABELS: Record<AboutTab, { label: string; en: string }> = {
  brandStory: { label: 'ブランドストーリー', en: 'Brand Story' },
  brandCenter: { label: 'ブランドセンター', en: 'Brand Center' },
  serviceStandards: { label: 'サービス基準', en: 'Service Standards' },
  hotelCity: { label: 'ホテルと都市', en: 'Hotels & Cities' },
};
