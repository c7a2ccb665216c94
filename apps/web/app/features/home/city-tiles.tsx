import { Link } from 'react-router';
import { SESSION_KEYS } from '@hotel/shared/constants';
import type { City } from '@hotel/shared/schemas/hotel';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './city-tiles.module.css';

/** Keeps the picked city for the search (spec: session storage cityCode); storage may be unavailable. */
function rememberCity(code: string) {
  try {
    sessionStorage.setItem(SESSION_KEYS.cityCode, code);
  } catch {
    // Private browsing can refuse storage; the ?city= link still carries the choice.
  }
}

/** Mobile-only destination tiles: each stores its city code and opens the hotel list for that city. */
export function CityTiles({ cities }: { cities: City[] }) {
  const t = useT();
  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        <SectionHeading eyebrow="Destinations" title={t('home.citiesTitle')} />
        <ul className={styles.grid}>
          {cities.map((city, i) => (
            <li key={city.ctCode} className={i === 0 ? styles.wide : undefined}>
              <Link to={`/hotels?city=${encodeURIComponent(city.ctCode)}`} className={styles.tile} onClick={() => rememberCity(city.ctCode)}>
                <img src={city.image} alt="" width={600} height={800} loading="lazy" decoding="async" className={styles.image} />
                <span className={styles.name}>{city.cnName}</span>
                <span className={styles.code} aria-hidden="true">
                  {city.ctCode}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
