import { Link } from 'react-router';
import { telHref } from '../../lib/tel-href.ts';
import { Panel } from '../../components/ui/panel.tsx';
import styles from './sale-booking-card.module.css';

interface SaleBookingCardProps {
  period: string;
  roomsHref: string;
  /** The offering hotel's name when the offer belongs to another hotel than the page's. */
  offeredBy: string | null;
  tel: string | null;
}

/** The offer page's booking panel: period, a link to the rooms and the phone. */
export function SaleBookingCard({ period, roomsHref, offeredBy, tel }: SaleBookingCardProps) {
  return (
    <Panel en="Reservation" title="ご予約" titleId="sale-booking-title" sticky>
      <dl className={styles.facts}>
        <div>
          <dt>期間</dt>
          <dd>{period}</dd>
        </div>
      </dl>
      {offeredBy ? (
        <p className={styles.note}>
          こちらは{offeredBy}の特典です。ご予約は{offeredBy}の客室ページから承ります。
        </p>
      ) : null}
      <Link to={roomsHref} className={`btn btn--gold ${styles.book}`}>
        客室を選んで予約する
      </Link>
      {tel ? (
        <p className={styles.tel}>
          お電話でのご予約
          <a href={telHref(tel)}>{tel}</a>
        </p>
      ) : null}
    </Panel>
  );
}
