import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

interface CardGridProps {
  /**
   * 'columns': three columns, two on tablets, one on phones.
   * 'centered': up to three fixed-width columns; fewer cards stay centred.
   * 'row': one row of equal columns that share the width.
   * 'fill': as many narrow columns as fit, two on phones.
   */
  layout?: 'columns' | 'centered' | 'row' | 'fill';
  /** On phones, one swipeable row where the next card peeks in from the right. */
  swipe?: 'wide' | 'narrow';
  label?: string;
  /** The <li> items. */
  children: ReactNode;
}

/** A list of cards laid out as a grid. */
export function CardGrid({ layout = 'columns', swipe, label, children }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[layout]} ${swipe ? `${styles.swipe} ${styles[swipe]}` : ''}`} aria-label={label}>
      {children}
    </ul>
  );
}
