import { Link } from 'react-router';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import styles from './hotel-cities.module.css';
import { useT } from '../../lib/i18n/i18n.tsx';
import { telHref } from '../../lib/tel-href.ts';

interface CityGroup {
  code: string;
  name: string;
  hotels: Hotel[];
}

/** Groups hotels by city, keeping the order the hotels come in. */
function byCity(hotels: Hotel[]): CityGroup[] {
  const groups = new Map<string, CityGroup>();
  for (const hotel of hotels) {
    let group = groups.get(hotel.cityCode);
    if (!group) groups.set(hotel.cityCode, (group = { code: hotel.cityCode, name: hotel.cityName, hotels: [] }));
    group.hotels.push(hotel);
  }
  return [...groups.values()];
}

/** The hotelCity tab: each city with its hotels; pre-opening hotels show (open up) without a link. */
export function HotelCities({ hotels }: { hotels: Hotel[] }) {
  const t = useT();
  return (
    <div className={styles.cities}>
      {byCity(hotels).map((city) => (
        <section key={city.code} className={styles.city}>
          <div className={styles.cityHead}>
            <span className={styles.code} aria-hidden="true">
              {city.code}
            </span>
            <h3 className={styles.cityName}>{city.name}</h3>
            <Link to={`/hotels?city=${encodeURIComponent(city.code)}`} className="text-link">
              {t('about.cityHotels', { city: city.name })}
            </Link>
          </div>
          <ul className={styles.hotels}>
            {city.hotels.map((hotel) => (
              <li key={hotel.hotelCode} className={styles.hotel}>
                <img src={hotel.thumbnail} alt="" width={640} height={420} loading="lazy" decoding="async" className={styles.thumb} />
                <div className={styles.body}>
                  <p className={styles.brand}>{hotel.brandName}</p>
                  <h4 className={styles.name}>
                    {hotel.isPreOpenning ? (
                      <>
                        {hotel.hotelName} <span className={styles.openUp}>(open up)</span>
                      </>
                    ) : (
                      <Link to={`/${hotel.hotelCode}/home`}>{hotel.hotelName}</Link>
                    )}
                  </h4>
                  <p className={styles.nameEn} lang="en">
                    {hotel.nameEn}
                  </p>
                  <p className={styles.address}>{hotel.address}</p>
                  <p className={styles.tel}>
                    <span>TEL</span> <a href={telHref(hotel.tel)}>{hotel.tel}</a>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
