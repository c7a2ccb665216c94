import { Link } from 'react-router';
import type { CityHotels } from '@hotel/shared/schemas/hotel';
import { FOOTER_LINKS, GROUP_TEL } from '../../lib/site-links.ts';
import { telHref } from '../../lib/tel-href.ts';
import styles from './site-footer.module.css';

/** Footer: hotels by city, the content pages, contact and the follow-us code. */
export function SiteFooter({ cities }: { cities: CityHotels[] }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <span className={styles.wordmark}>FELTON</span>
          <span className={styles.sub}>HOTELS &amp; RESORTS</span>
          <p className={styles.about}>江南の水と緑、受け継がれてきた美意識を、現代のおもてなしとともに。</p>
          <p className={styles.tel}>
            ご予約センター <a href={telHref(GROUP_TEL)}>{GROUP_TEL}</a>
            <br />
            <small>受付時間 9:00–21:00（中国時間）</small>
          </p>
        </div>
        <nav aria-label="ホテル一覧" className={styles.hotels}>
          <h2 className={styles.heading}>ホテル&amp;リゾート</h2>
          <div className={styles.cityCols}>
            {cities.map((city) => (
              <div key={city.ctCode}>
                <h3 className={styles.city}>{city.cityName}</h3>
                <ul>
                  {city.cityHotels.map((h) => (
                    <li key={h.hotelCode}>
                      {h.isPreOpenning ? (
                        <span className={styles.muted}>
                          {h.hotelName} <small>(open up)</small>
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
        <nav aria-label="インフォメーション" className={styles.info}>
          <h2 className={styles.heading}>インフォメーション</h2>
          <ul>
            <li>
              <Link to="/home/about-us">ブランド紹介</Link>
            </li>
            {FOOTER_LINKS.map((link) => (
              <li key={link.name}>
                <Link to={`/${link.name}`}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.follow}>
          <h2 className={styles.heading}>フォローする</h2>
          <img src="/follow-qr.svg" alt="公式アカウントのQRコード" width="112" height="112" loading="lazy" />
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
