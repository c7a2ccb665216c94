import { Link } from 'react-router';
import type { HotelHomeInfo } from '@hotel/shared/schemas/content';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { Split } from '../../components/ui/split.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './meetings-teaser.module.css';

interface MeetingsTeaserProps {
  info: Pick<HotelHomeInfo, 'MeetingTitle' | 'MeetingText' | 'MeetingImg1' | 'MeetingImg2'>;
  /** The hotel's meetings menu label (会議と宴会 / 会議と仕出し). */
  label: string;
  href: string;
}

/** Hotel home: meetings and banquets, two photographs and a link to the meetings page. */
export function MeetingsTeaser({ info, label, href }: MeetingsTeaserProps) {
  const t = useT();
  const images = [info.MeetingImg1, info.MeetingImg2].filter(Boolean);
  return (
    <section className="section section--tint">
      <Split columns={[5, 7]} gap={8} stackedGap={6} className="container">
        <div className={styles.text}>
          <SectionHeading eyebrow="Meetings & Banquets" title={info.MeetingTitle || label} align="left" />
          <p className={styles.lead}>{info.MeetingText}</p>
          <Link to={href} className="btn btn--ghost">
            {t('hotel.meetingsGuide', { label })}
          </Link>
        </div>
        <div className={styles.images}>
          {images.map((src, i) => (
            <ResponsiveImage key={src} src={src} alt="" width={720} height={540} className={`${styles.image} ${i === 1 ? styles.second : ''}`} />
          ))}
        </div>
      </Split>
    </section>
  );
}
