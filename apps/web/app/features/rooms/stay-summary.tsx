import { formatJaDate } from '../../lib/dates.ts';
import styles from './stay-summary.module.css';

export interface StaySearch {
  checkIn: string;
  checkOut: string;
  rooms: number | null;
  adults: number | null;
  children: number | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

function count(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/** The stay searched for, from the rooms page's query string; null without valid dates. */
export function staySearchFrom(params: URLSearchParams): StaySearch | null {
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  if (!DATE.test(checkIn) || !DATE.test(checkOut) || checkOut <= checkIn) return null;
  return { checkIn, checkOut, rooms: count(params.get('rooms')), adults: count(params.get('adults')), children: count(params.get('children')) };
}

function dayLabel(date: string): string {
  return `${formatJaDate(date)}（${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}）`;
}

/** "2026年11月22日（日）〜 2026年11月23日（月）・1泊 ／ 1室・大人1名" */
export function StaySummary({ stay }: { stay: StaySearch }) {
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  const party = [stay.rooms ? `${stay.rooms}室` : null, stay.adults ? `大人${stay.adults}名` : null, stay.children ? `子ども${stay.children}名` : null].filter(
    Boolean,
  );
  return (
    <p className={styles.summary}>
      <span className={styles.label}>ご検索内容</span>
      <span>
        <span className={styles.date}>{dayLabel(stay.checkIn)}</span> 〜 <span className={styles.date}>{dayLabel(stay.checkOut)}</span>
        <span className={styles.nights}>{nights}泊</span>
      </span>
      {party.length > 0 ? <span>{party.join('・')}</span> : null}
    </p>
  );
}
