import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  as?: 'h1' | 'h2';
  align?: 'center' | 'left';
  children?: ReactNode;
}

/** The site's heading pair: an English eyebrow over a Japanese serif title. */
export function SectionHeading({ eyebrow, title, as: Tag = 'h2', align = 'center', children }: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${align === 'left' ? styles.left : ''}`}>
      <span className="eyebrow">{eyebrow}</span>
      <Tag className={styles.title}>{title}</Tag>
      <span className={styles.rule} aria-hidden="true" />
      {children ? <div className={styles.lead}>{children}</div> : null}
    </div>
  );
}
