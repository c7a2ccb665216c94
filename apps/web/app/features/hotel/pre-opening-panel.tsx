import { Link } from 'react-router';
import type { CityHotels, Hotel } from '@hotel/shared/schemas/hotel';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import styles from './pre-opening-panel.module.css';

interface PreOpeningPanelProps {
  hotel: Pick<Hotel, 'hotelCode' | 'hotelName' | 'openingDate'>;
  /** The group's hotels by city (the root loader's getCityHotel). */
  cities: CityHotels[];
  /** Compact: in a side column (room detail). */
  compact?: boolean;
}

/** The group's open hotels other than this one, by city, for the "stay with us meanwhile" links. */
export function otherOpenHotels(cities: CityHotels[], hotelCode: string): { cityName: string; hotels: { hotelCode: string; hotelName: string }[] }[] {
  return cities
    .map((c) => ({ cityName: c.cityName, hotels: c.cityHotels.filter((h) => !h.isPreOpenning && h.hotelCode !== hotelCode) }))
    .filter((c) => c.hotels.length > 0);
}

/**
 * Where a hotel that has not opened yet would offer a search: when it opens, that bookings are
 * not open yet, and links to the group's open hotels, so the guest is never left at a dead end.
 */
export function PreOpeningPanel({ hotel, cities, compact = false }: PreOpeningPanelProps) {
  const others = otherOpenHotels(cities, hotel.hotelCode);
  const t = useT();
  const f = useFormat();
  const opens = hotel.openingDate ? t('hotel.opensOnTitle', { date: f.date(hotel.openingDate) }) : t('hotel.opensSoon');
  return (
    <section className={`${styles.panel} ${compact ? styles.compact : ''}`} aria-labelledby={`${hotel.hotelCode}-opening`}>
      <div className={styles.lead}>
        <span className="eyebrow">Opening Soon</span>
        <h2 id={`${hotel.hotelCode}-opening`} className={styles.title}>
          {opens}
        </h2>
        <p className={styles.text}>
          {t('hotel.preOpeningText', { hotel: hotel.hotelName })}
        </p>
      </div>
      {others.length > 0 ? (
        <nav className={styles.others} aria-label={t('hotel.bookableHotels')}>
          <p className={styles.othersTitle}>{t('hotel.bookableHotels')}</p>
          <ul className={styles.cities}>
            {others.map((city) => (
              <li key={city.cityName} className={styles.city}>
                <span className={styles.cityName}>{city.cityName}</span>
                <ul className={styles.hotels}>
                  {city.hotels.map((h) => (
                    <li key={h.hotelCode}>
                      <Link to={`/${h.hotelCode}/home`} className={styles.hotel}>
                        {h.hotelName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Link to="/hotels" className="text-link">
            {t('hotel.allHotels')}
          </Link>
        </nav>
      ) : null}
    </section>
  );
}
