import { Link } from 'react-router';
import type { NoticeSummary } from '@hotel/shared/schemas/admin/notices';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { NoticeKindBadge, NoticeStateBadge } from './notice-badges.tsx';
import { NoticeSubject } from './notice-columns.tsx';
import { scopedLink } from '../../lib/admin-scope.ts';
import styles from './notices.module.css';

/** The list on a phone: one card per notice, what and when on top, its subject and state below (the table needs 34rem). */
export function NoticeCards({ items, hotel, groupScope }: { items: NoticeSummary[]; hotel: string; groupScope: boolean }) {
  if (items.length === 0) return <p className={`${styles.cards} ${styles.muted}`}>お知らせはまだありません</p>;
  return (
    <ul className={styles.cards} aria-label="お知らせ一覧">
      {items.map((notice) => (
        <li key={notice.id} className={styles.cardItem}>
          <div className={styles.cardTop}>
            <NoticeKindBadge kind={notice.kind} />
            <NoticeStateBadge state={notice.state} />
          </div>
          <div className={styles.cardSubject}>
            <NoticeSubject notice={notice} />
            {groupScope ? <span className={styles.muted}>{notice.hotelName ?? 'グループ'}</span> : null}
          </div>
          <Link className={`text-link ${styles.cardWhen}`} to={scopedLink(`/admin/notices/${notice.id}`, hotel, groupScope)}>
            {formatHotelDateTime(notice.createdAt)} ・ 内容を見る
          </Link>
        </li>
      ))}
    </ul>
  );
}
