import { Link } from 'react-router';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import { HOTEL_MEETINGS_MENU } from '@hotel/shared/hotel-menu';
import { isHotelCode } from '@hotel/shared/navigation';
import styles from './meeting-hotels.module.css';

/** Open hotels, each leading to its own meetings page (pre-opening hotels are left out). */
export function MeetingHotels({ hotels }: { hotels: Hotel[] }) {
  const open = hotels.filter((h) => !h.isPreOpenning && isHotelCode(h.hotelCode));
  return (
    <ul className={styles.grid}>
      {open.map((hotel) => {
        const label = isHotelCode(hotel.hotelCode) ? HOTEL_MEETINGS_MENU[hotel.hotelCode] : '会議と宴会';
        return (
          <li key={hotel.hotelCode} className={styles.card}>
            <div className={styles.media}>
              <img src={hotel.thumbnail} alt="" width={640} height={420} loading="lazy" decoding="async" className={styles.image} />
            </div>
            <div className={styles.body}>
              <p className={styles.city}>{hotel.cityName}</p>
              <h3 className={styles.name}>
                <Link to={`/${hotel.hotelCode}/meetings`} className={styles.link}>
                  {hotel.hotelName}
                  <span className="visually-hidden">の{label}</span>
                </Link>
              </h3>
              <p className={styles.more} aria-hidden="true">
                {label}
                <span> →</span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
