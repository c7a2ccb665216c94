import { Link } from 'react-router';
import type { DashboardData } from '@hotel/shared/schemas/admin/dashboard';
import { withHotel } from '../../lib/admin-hotel.ts';
import styles from './admin-dashboard.module.css';

const yen = new Intl.NumberFormat('ja-JP');

/** Today's numbers as tiles; the front desk's ones link to the lists behind them. */
export function DashboardTiles({ data, hotel }: { data: DashboardData; hotel: string }) {
  const today = withHotel('/admin/orders', hotel, { tab: 'today' });
  const tiles = [
    { label: '本日の到着', value: `${data.arrivals}件`, note: data.channelArrivals ? `うちチャネル ${data.channelArrivals}件` : undefined, to: today },
    { label: '本日の出発', value: `${data.departures}件`, to: today },
    { label: '滞在中', value: `${data.inHouse}件`, to: today },
    { label: '今夜の稼働率', value: `${data.tonight.percent}%`, note: `${data.tonight.sold} / ${data.tonight.total}室` },
    { label: '支払待ち（事前決済）', value: `${data.pendingPayments.count}件`, note: `${yen.format(data.pendingPayments.amount)}元`, to: withHotel('/admin/orders', hotel, { state: 0 }) },
    { label: '未対応の会議・宴会のお問い合わせ', value: `${data.newMeetingRequests}件`, note: '新規のまま', to: withHotel('/admin/meetings', hotel, { status: 'new' }) },
    // Only when there is one: a channel booking for a night the hotel had no room left (decision 0063).
    ...(data.overbooked ? [{ label: 'オーバーブッキング（チャネル予約）', value: `${data.overbooked}件`, note: 'お部屋の手配が必要です', to: withHotel('/admin/notices', hotel) }] : []),
  ];
  return (
    <ul className={styles.tiles}>
      {tiles.map((t) => {
        const body = (
          <>
            <span className={styles.label}>{t.label}</span>
            <span className={styles.value}>{t.value}</span>
            {t.note ? <span className={styles.note}>{t.note}</span> : null}
          </>
        );
        return (
          <li key={t.label}>
            {t.to ? (
              <Link to={t.to} className={styles.tile}>
                {body}
              </Link>
            ) : (
              <div className={styles.tile}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
