import type { Brand } from '@hotel/shared/schemas/hotel';
import styles from './brand-detail.module.css';

/** The inside of the brand dialog: image, logo, tagline and description. */
export function BrandDetail({ brand }: { brand: Brand }) {
  return (
    <div className={styles.detail}>
      <img src={brand.image} alt="" width={1200} height={800} decoding="async" className={styles.image} />
      <div className={styles.text}>
        <img src={brand.logo} alt={brand.nameEn} width={320} height={80} className={styles.logo} />
        <p className={styles.tagline}>{brand.tagline}</p>
        <p className={styles.description}>{brand.description}</p>
      </div>
    </div>
  );
}
