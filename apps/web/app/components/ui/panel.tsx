import type { ReactNode } from 'react';
import styles from './panel.module.css';

interface PanelProps {
  /** The English line over the Japanese title. */
  en: string;
  title: string;
  /** id of the title, which names the panel. */
  titleId: string;
  /** 'ivory' (booking panels) or 'white' with a border (information). */
  tone?: 'ivory' | 'white';
  /** Stays in view beside a long column on wide screens. */
  sticky?: boolean;
  children: ReactNode;
}

/** A side panel with a gold top edge: booking, hotel information. */
export function Panel({ en, title, titleId, tone = 'ivory', sticky, children }: PanelProps) {
  return (
    <aside className={`${styles.panel} ${styles[tone]} ${sticky ? styles.sticky : ''}`} aria-labelledby={titleId}>
      <PanelTitle id={titleId} en={en}>
        {title}
      </PanelTitle>
      {children}
    </aside>
  );
}

/** A two-line title: a small uppercase English line over the Japanese serif title. */
export function PanelTitle({ id, en, children }: { id?: string; en: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.title}>
      <span className={styles.en}>{en}</span>
      {children}
    </h2>
  );
}
