import { Link } from 'react-router';
import { telHref } from '../../lib/tel-href.ts';
import { Panel } from '../../components/ui/panel.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
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
  const t = useT();
  return (
    <Panel en="Reservation" title={t('sales.booking')} titleId="sale-booking-title" sticky>
      <dl className={styles.facts}>
        <div>
          <dt>{t('sales.period')}</dt>
          <dd>{period}</dd>
        </div>
      </dl>
      {offeredBy ? (
        <p className={styles.note}>
          {t('sales.offeredBy', { hotel: offeredBy })}
        </p>
      ) : null}
      <Link to={roomsHref} className={`btn btn--gold ${styles.book}`}>
        {t('sales.chooseRoomAndBook')}
      </Link>
      {tel ? (
        <p className={styles.tel}>
          {t('sales.bookByPhone')}
          <a href={telHref(tel)}>{tel}</a>
        </p>
      ) : null}
    </Panel>
  );
}
