import { useFormat } from '../../lib/i18n/format.ts';
import { useLang, useT } from '../../lib/i18n/i18n.tsx';
import type { SiteLanguage } from '@hotel/shared/site-language';
import styles from './stay-summary.module.css';

/** The stay the rooms page searched for: the loader's reading of the URL, the page's one source. */
export interface StaySearch {
  checkIn: string;
  checkOut: string;
  roomNum: number;
  adultNum: number;
  childrenNum: number;
}

const LOCALES: Record<SiteLanguage, string> = { ja: 'ja-JP', zh: 'zh-CN', en: 'en-GB' };

/** "2026年11月22日（日）〜 2026年11月23日（月）・1泊 ／ 1室・大人1名・子ども0名" */
export function StaySummary({ stay }: { stay: StaySearch }) {
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  const t = useT();
  const f = useFormat();
  const weekday = new Intl.DateTimeFormat(LOCALES[useLang()], { weekday: 'short', timeZone: 'UTC' });
  const dayLabel = (date: string) => t('rooms.dayLabel', { date: f.date(date), weekday: weekday.format(new Date(`${date}T00:00:00Z`)) });
  const party = t('rooms.party', { rooms: stay.roomNum, adults: stay.adultNum, children: stay.childrenNum });
  return (
    <p className={styles.summary}>
      <span className={styles.label}>{t('rooms.searched')}</span>
      <span>
        <span className={styles.date}>{dayLabel(stay.checkIn)}</span>
        {t('rooms.stayRange')}
        <span className={styles.date}>{dayLabel(stay.checkOut)}</span>
        <span className={styles.nights}>{t('rooms.nights', { count: nights })}</span>
      </span>
      <span>{party}</span>
    </p>
  );
}
