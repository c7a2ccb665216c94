import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import banner from '../../components/ui/page-banner.module.css';
import styles from './content-banner.module.css';

interface ContentBannerProps {
  image: string;
  imageMobile: string;
  /** English label set large over the image; decorative, the page's h1 follows below. */
  caption: string;
}

/** A content page banner: the wide crop over 767 px, the mobile crop otherwise. */
export function ContentBanner({ image, imageMobile, caption }: ContentBannerProps) {
  return (
    <div className={`${banner.banner} ${styles.banner}`}>
      <ResponsiveImage src={image} mobileSrc={imageMobile} alt="" width={1920} height={480} priority className={banner.image} />
      <p className={styles.caption} aria-hidden="true">
        {caption}
      </p>
    </div>
  );
}
