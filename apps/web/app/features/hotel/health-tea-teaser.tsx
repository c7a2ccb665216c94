import { Link } from 'react-router';
import type { HotelHomeInfo } from '@hotel/shared/schemas/content';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import type { HealthTeaTabLabels } from './health-tea-tabs.ts';
import styles from './health-tea-teaser.module.css';

interface HealthTeaTeaserProps {
  info: Pick<HotelHomeInfo, 'HealthTitle' | 'HealthText' | 'HealthImg1' | 'HealthImg2'>;
  /** The hotel's third menu label, the section's title. */
  title: string;
  tabs: HealthTeaTabLabels;
  href: string;
}

/** Hotel home: one card per tab of the health-and-tea page. */
export function HealthTeaTeaser({ info, title, tabs, href }: HealthTeaTeaserProps) {
  const cards = [
    { key: 'health', tab: tabs.health, image: info.HealthImg1, to: href },
    { key: 'tea', tab: tabs.tea, image: info.HealthImg2 || info.HealthImg1, to: `${href}?tab=tea` },
  ];
  return (
    <section className="section">
      <div className="container">
        <SectionHeading eyebrow={tabs.en} title={title}>
          {info.HealthTitle && info.HealthTitle !== title ? <p className={styles.subtitle}>{info.HealthTitle}</p> : null}
          {info.HealthText ? <p>{info.HealthText}</p> : null}
        </SectionHeading>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.key}>
              <Link to={card.to} className={styles.card}>
                <img src={card.image} alt="" width={960} height={640} loading="lazy" decoding="async" className={styles.image} />
                <span className={styles.caption}>
                  <span className={styles.en}>{card.tab.en}</span>
                  <span className={styles.label}>{card.tab.label}</span>
                  <span className={styles.more} aria-hidden="true">
                    Discover
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
