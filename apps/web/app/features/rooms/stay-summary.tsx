import { formatJaDate } from '../../lib/dates.ts';
import styles from './stay-summary.module.css';

/** The stay the rooms page searched for: the loader's reading of the URL, the page's one source. */
export interface StaySearch {
  checkIn: string;
  checkOut: string;
  roomNum: number;
  adultNum: number;
  childrenNum: number;
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

function dayLabel(date: string): string {
  return `${formatJaDate(date)}（${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}）`;
}

/** "2026年11月22日（日）〜 2026年11月23日（月）・1泊 ／ 1室・大人1名・子ども0名" */
export function StaySummary({ stay }: { stay: StaySearch }) {
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  const party = `${stay.roomNum}室・大人${stay.adultNum}名・子ども${stay.childrenNum}名`;
  return (
    <p className={styles.summary}>
      <span className={styles.label}>ご検索内容</span>
      <span>
        <span className={styles.date}>{dayLabel(stay.checkIn)}</span> 〜 <span className={styles.date}>{dayLabel(stay.checkOut)}</span>
        <span className={styles.nights}>{nights}泊</span>
      </span>
      <span>{party}</span>
    </p>
  );
}
