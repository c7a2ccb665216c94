import { Link } from 'react-router';
import type { Banner } from '@hotel/shared/schemas/hotel';
import { Carousel } from '../../components/ui/carousel.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './hotel-hero.module.css';

interface HotelHeroProps {
  banners: Banner[];
  /** Shown when the hotel has no banners, so the page still opens on a picture. */
  fallbackImage: string;
  hotelName: string;
}

/** The hotel home's banner swiper: full-bleed photographs with the banner's title and link. */
export function HotelHero({ banners, fallbackImage, hotelName }: HotelHeroProps) {
  const t = useT();
  if (banners.length === 0) {
    return (
      <div className={styles.hero}>
        <ResponsiveImage src={fallbackImage} alt={hotelName} width={1920} height={900} priority className={styles.image} />
      </div>
    );
  }
  return (
    <Carousel label={t('hotel.heroLabel', { hotel: hotelName })} autoplayMs={6000} className={styles.hero}>
      {banners.map((banner, i) => (
        <div key={banner.id} className={styles.slide}>
          <ResponsiveImage src={banner.image} mobileSrc={banner.imageMobile} alt="" width={1920} height={900} priority={i === 0} className={styles.image} />
          <div className={styles.overlay}>
            <div className={`container ${styles.caption}`}>
              <p className={styles.title}>{banner.title}</p>
              {banner.subTitle ? <p className={styles.subTitle}>{banner.subTitle}</p> : null}
              {banner.link ? (
                <Link to={banner.link} className={`btn btn--light ${styles.more}`}>
                  {t('hotel.heroMore')}
                  <span className="visually-hidden">{t('hotel.linkTarget', { name: banner.title })}</span>
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
