import type { HotelCode } from '@hotel/shared/constants';
import { useT } from '../../lib/i18n/i18n.tsx';
import { HEALTH_TEA_TABS, type HealthTeaTabLabels } from './health-tea-tabs.ts';

/** The hotel's two health-and-tea tabs in the page's language (their English names as they are). */
export function useHealthTeaTabs(code: HotelCode): HealthTeaTabLabels {
  const t = useT();
  const tabs = HEALTH_TEA_TABS[code];
  return {
    en: tabs.en,
    health: { en: tabs.health.en, label: t('hotel.healthTab', { hotel: code }) },
    tea: { en: tabs.tea.en, label: t('hotel.teaTab', { hotel: code }) },
  };
}
