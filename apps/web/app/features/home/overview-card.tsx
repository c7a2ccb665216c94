import { Link } from 'react-router';
import { T, useT } from '../../lib/i18n/i18n.tsx';
import styles from './overview-card.module.css';

interface OverviewCardProps {
  hotelCount: number;
  cityCount: number;
}

/** The company overview on Home, leading to the About us page. */
export function OverviewCard({ hotelCount, cityCount }: OverviewCardProps) {
  const t = useT();
  const figure = <span className={styles.figure} />;
  return (
    <div className={styles.overview}>
      <div className={styles.media}>
        <img src="/img/group/overview.webp" alt={t('home.overviewImageAlt')} width={1200} height={800} loading="lazy" decoding="async" />
      </div>
      <div className={styles.card}>
        <span className="eyebrow">About Felton</span>
        <h2 className={styles.title}>
          <T id="home.overviewTitle" components={{ 0: <br /> }} />
        </h2>
        <p className={styles.text}>{t('home.overviewText')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('home.founded')}</dt>
            <dd>
              <T id="home.foundedValue" components={{ 0: figure }} />
            </dd>
          </div>
          <div>
            <dt>{t('home.hotels')}</dt>
            <dd>
              <T id="home.hotelsValue" values={{ count: hotelCount }} components={{ 0: figure }} />
            </dd>
          </div>
          <div>
            <dt>{t('home.cities')}</dt>
            <dd>
              <T id="home.citiesValue" values={{ count: cityCount }} components={{ 0: figure }} />
            </dd>
          </div>
        </dl>
        <Link to="/home/about-us" className="btn btn--ghost" aria-label={t('home.moreAboutFelton')}>
          {t('home.more')}
        </Link>
      </div>
    </div>
  );
}
