import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { Split } from '../../components/ui/split.tsx';
import { TagList } from '../../components/ui/tag-list.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './meeting-intro.module.css';

interface MeetingIntroProps {
  title: string;
  intro: string;
  image: string;
  types: string[];
}

/** Meetings page: the introduction, a photograph and the kinds of event the hotel hosts. */
export function MeetingIntro({ title, intro, image, types }: MeetingIntroProps) {
  const t = useT();
  return (
    <Split columns={[7, 5]} gap={8} stackedGap={7} className="container">
      <div className={styles.text}>
        <SectionHeading eyebrow="Meetings & Events" title={title} align="left" />
        <p className={styles.intro}>{intro}</p>
        {types.length > 0 ? (
          <div className={styles.types}>
            <h3 className={styles.typesTitle}>{t('hotel.meetingTypes')}</h3>
            <TagList tags={types} tone="gold" />
          </div>
        ) : null}
      </div>
      {image ? (
        <div className={styles.media}>
          <img src={image} alt="" width={800} height={1000} loading="lazy" decoding="async" className={styles.image} />
        </div>
      ) : null}
    </Split>
  );
}
