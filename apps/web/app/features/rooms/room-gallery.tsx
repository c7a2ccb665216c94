import { useState } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './room-gallery.module.css';

interface RoomGalleryProps {
  images: string[];
  roomName: string;
}

/**
 * A main photograph with thumbnails: hovering, focusing or clicking a thumbnail shows it large.
 * The thumbnails load the same files, so the switch is instant.
 */
export function RoomGallery({ images, roomName }: RoomGalleryProps) {
  const t = useT();
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ResponsiveImage
          key={current}
          src={current}
          alt={t('rooms.galleryPhoto', { room: roomName, n: active + 1, total: images.length })}
          width={1200}
          height={800}
          priority
          className={styles.mainImage}
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('rooms.pickPhoto')}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={`${styles.thumb} ${i === active ? styles.active : ''}`}
                aria-label={t('rooms.showPhoto', { n: i + 1 })}
                aria-pressed={i === active}
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                onClick={() => setActive(i)}
              >
                <img src={src} alt="" width={240} height={160} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
