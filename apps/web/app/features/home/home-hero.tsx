import { Link } from 'react-router';
import type { Banner } from '@hotel/shared/schemas/hotel';
import { Carousel } from '../../components/ui/carousel.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './home-hero.module.css';

/** The group's hero banners: photo, title and subtitle, and a button to the banner's page. */
export function HomeHero({ banners }: { banners: Banner[] }) {
  const t = useT();
  return (
    <div className={styles.hero}>
      <Carousel label={t('home.heroLabel')} autoplayMs={6500}>
        {banners.map((banner, i) => (
          <div key={banner.id} className={styles.slide}>
            <ResponsiveImage
              src={banner.image}
              mobileSrc={banner.imageMobile}
              alt=""
              width={1920}
              height={840}
              priority={i === 0}
              className={styles.image}
            />
            <div className={styles.shade} aria-hidden="true" />
            <div className={`container ${styles.copy}`}>
              <p className={styles.title}>{banner.title}</p>
              <p className={styles.subTitle}>{banner.subTitle}</p>
              {banner.link ? (
                <Link to={banner.link} className={`btn btn--light ${styles.button}`} aria-label={t('home.bannerMore', { title: banner.title })}>
                  {t('home.more')}
                </Link>
              ) : null}
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
