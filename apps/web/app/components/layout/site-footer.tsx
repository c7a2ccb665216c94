import { Link } from 'react-router';
import type { CityHotels } from '@hotel/shared/schemas/hotel';
import { FOOTER_LINKS, GROUP_TEL } from '../../lib/site-links.ts';
import { telHref } from '../../lib/tel-href.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './site-footer.module.css';

/** Footer: hotels by city, the content pages, contact and the follow-us code. */
export function SiteFooter({ cities }: { cities: CityHotels[] }) {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <span className={styles.wordmark}>FELTON</span>
          <span className={styles.sub}>HOTELS &amp; RESORTS</span>
          <p className={styles.about}>{t('layout.footerAbout')}</p>
          <p className={styles.tel}>
            {t('layout.reservationCentre')} <a href={telHref(GROUP_TEL)}>{GROUP_TEL}</a>
            <br />
            <small>{t('layout.reservationHours')}</small>
          </p>
        </div>
        <nav aria-label={t('layout.hotelList')} className={styles.hotels}>
          <h2 className={styles.heading}>{t('layout.hotelsAndResorts')}</h2>
          <div className={styles.cityCols}>
            {cities.map((city) => (
              <div key={city.ctCode}>
                <h3 className={styles.city}>{city.cityName}</h3>
                <ul>
                  {city.cityHotels.map((h) => (
                    <li key={h.hotelCode}>
                      {h.isPreOpenning ? (
                        <span className={styles.muted}>
                          {h.hotelName} <small>{t('layout.preOpening')}</small>
                        </span>
                      ) : (
                        <Link to={`/${h.hotelCode}/home`}>{h.hotelName}</Link>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        <nav aria-label={t('layout.information')} className={styles.info}>
          <h2 className={styles.heading}>{t('layout.information')}</h2>
          <ul>
            <li>
              <Link to="/home/about-us">{t('layout.brand')}</Link>
            </li>
            {FOOTER_LINKS.map((link) => (
              <li key={link.name}>
                <Link to={`/${link.name}`}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.follow}>
          <h2 className={styles.heading}>{t('layout.follow')}</h2>
          <img src="/follow-qr.svg" alt={t('layout.followQrAlt')} width="112" height="112" loading="lazy" />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <small>© {new Date().getFullYear()} Felton Hotels &amp; Resorts. All rights reserved.</small>
        </div>
      </div>
    </footer>
  );
}
