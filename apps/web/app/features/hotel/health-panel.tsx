import type { HealthInfo } from '@hotel/shared/schemas/content';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { Split } from '../../components/ui/split.tsx';
import styles from './health-panel.module.css';

interface HealthPanelProps {
  info: HealthInfo;
  /** The tab's Japanese name (健康, ウェディング, …) as the panel's heading. */
  title: string;
}

/** Health tab: two features, each with a pair of photographs. */
export function HealthPanel({ info, title }: HealthPanelProps) {
  const features = [
    { title: info.HealthTitle1, desc: info.HealthDesc1, images: [info.HealthImg1, info.HealthImg2] },
    { title: info.HealthTitle2, desc: info.HealthDesc2, images: [info.HealthImg3, info.HealthImg4] },
  ].filter((f) => f.title || f.desc);
  return (
    <div className="container">
      <SectionHeading eyebrow={info.HealthEnTitle} title={title} />
      <div className={styles.features}>
        {features.map((f, i) => (
          <Split as="article" key={i} columns={i % 2 ? [5, 7] : [7, 5]} gap={8} stackedGap={5} className={i % 2 ? styles.reverse : undefined}>
            <div className={styles.images}>
              {f.images.filter(Boolean).map((src, j) => (
                <img
                  key={src}
                  src={src}
                  alt=""
                  width={j ? 480 : 960}
                  height={j ? 600 : 640}
                  loading="lazy"
                  decoding="async"
                  className={j ? styles.small : styles.large}
                />
              ))}
            </div>
            <div className={styles.text}>
              <span className={styles.num} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{f.title}</h3>
              <p className={styles.desc}>{f.desc}</p>
            </div>
          </Split>
        ))}
      </div>
    </div>
  );
}
