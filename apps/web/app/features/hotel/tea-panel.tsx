import type { TeaInfo } from '@hotel/shared/schemas/content';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './tea-panel.module.css';

interface TeaPanelProps {
  info: TeaInfo;
  /** English name of the tab, for the eyebrow. */
  eyebrow: string;
}

/** Tea tab: the tea house's story and a gallery of seven photographs, four of them captioned. */
export function TeaPanel({ info, eyebrow }: TeaPanelProps) {
  const t = useT();
  const captions = [info.TeaEnTitle1, info.TeaEnTitle2, info.TeaEnTitle3, info.TeaEnTitle4];
  const images = [info.TeaImg1, info.TeaImg2, info.TeaImg3, info.TeaImg4, info.TeaImg5, info.TeaImg6, info.TeaImg7];
  return (
    <div className="container">
      <SectionHeading eyebrow={eyebrow} title={info.TeaTitle}>
        <p>{info.TeaDesc}</p>
      </SectionHeading>
      <ul className={styles.gallery} aria-label={t('hotel.gallery')}>
        {images.map((src, i) =>
          src ? (
            <li key={i} className={styles[`item${i + 1}`]}>
              <figure className={styles.figure}>
                <img
                  src={src}
                  alt={captions[i] ?? ''}
                  width={i === 0 ? 960 : 640}
                  height={i === 0 ? 960 : 480}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
                {captions[i] ? (
                  <figcaption className={styles.caption} lang="en" aria-hidden="true">
                    {captions[i]}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
