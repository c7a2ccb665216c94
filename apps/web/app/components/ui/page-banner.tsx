import { ResponsiveImage } from './responsive-image.tsx';
import styles from './page-banner.module.css';

interface PageBannerProps {
  image: string;
  imageMobile: string;
  title: string;
  eyebrow?: string;
}

/** The banner at the top of inner pages: a wide crop over 767 px and a tall one below. */
export function PageBanner({ image, imageMobile, title, eyebrow }: PageBannerProps) {
  return (
    <div className={styles.banner}>
      <ResponsiveImage src={image} mobileSrc={imageMobile} alt="" width={1920} height={560} priority className={styles.image} />
      <div className={styles.overlay}>
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <h1 className={styles.title}>{title}</h1>
      </div>
    </div>
  );
}
