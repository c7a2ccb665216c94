import { Link } from 'react-router';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import type { HotelHomeInfo } from '@hotel/shared/schemas/content';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { Split } from '../../components/ui/split.tsx';
import { PreOpeningNotice } from './pre-opening-notice.tsx';
import { HotelName } from './hotel-name.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './hotel-welcome.module.css';

interface HotelWelcomeProps {
  hotel: Hotel;
  /** The hotel home's about block; without it the hotel's own description is shown. */
  about: Pick<HotelHomeInfo, 'AboutTitle' | 'AboutText' | 'AboutImg'> | null;
}

/** The hotel home's about section; it carries the page's h1 (the hotel's name). */
export function HotelWelcome({ hotel, about }: HotelWelcomeProps) {
  const t = useT();
  const image = about?.AboutImg || hotel.showImage;
  const paragraphs = (about?.AboutText || hotel.description).split(/\n+/).filter(Boolean);
  return (
    <section className="section" aria-labelledby="hotel-name">
      <Split columns={[5, 6]} gap={9} stackedGap={7} className="container">
        <div className={styles.media}>
          <ResponsiveImage src={image} alt="" width={960} height={1200} className={styles.image} />
          <span className={styles.frame} aria-hidden="true" />
        </div>
        <div className={styles.text}>
          <span className="eyebrow">{hotel.nameEn}</span>
          <h1 id="hotel-name" className={styles.name}>
            <HotelName name={hotel.hotelName} />
          </h1>
          <span className={styles.rule} aria-hidden="true" />
          {hotel.isPreOpenning ? <PreOpeningNotice openingDate={hotel.openingDate} /> : null}
          {about?.AboutTitle ? <p className={styles.title}>{about.AboutTitle}</p> : null}
          <div className={styles.body}>
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          {hotel.checkInTime || hotel.checkOutTime ? (
            <dl className={styles.times}>
              {hotel.checkInTime ? (
                <div>
                  <dt>{t('hotelTimes.checkIn')}</dt>
                  <dd>{hotel.checkInTime}</dd>
                </div>
              ) : null}
              {hotel.checkOutTime ? (
                <div>
                  <dt>{t('hotelTimes.checkOut')}</dt>
                  <dd>{hotel.checkOutTime}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <Link to={`/${hotel.hotelCode}/about-us`} className="btn btn--ghost">
            {t('hotel.aboutMore')}
          </Link>
        </div>
      </Split>
    </section>
  );
}
