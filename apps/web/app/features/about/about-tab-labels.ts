import type { AboutTab } from '@hotel/shared/constants';
import type { MessageId } from '../../lib/i18n/messages.ts';

/** The About us tabs' labels (message ids) and the English names shown under them. */
export const ABOUT_TAB_LABELS: Record<AboutTab, { label: MessageId; en: string }> = {
  brandStory: { label: 'about.tabBrandStory', en: 'Brand Story' },
  brandCenter: { label: 'about.tabBrandCenter', en: 'Brand Center' },
  serviceStandards: { label: 'about.tabServiceStandards', en: 'Service Standards' },
  hotelCity: { label: 'about.tabHotelCity', en: 'Hotels & Cities' },
};
