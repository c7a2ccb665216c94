import type { CSSProperties, ReactNode } from 'react';
import styles from './split.module.css';

type Space = 4 | 5 | 6 | 7 | 8 | 9;

interface SplitProps {
  /** The two columns' shares of the width, e.g. [5, 7]. */
  columns: [number, number];
  /** The gap between the columns (a --space-N step). */
  gap?: Space;
  /** The gap once the columns stack. */
  stackedGap?: Space;
  /** Where the columns stack into one: under 1024 px ('tablet') or under 768 px ('phone'). */
  stackBelow?: 'tablet' | 'phone';
  align?: 'center' | 'start';
  className?: string;
  as?: 'div' | 'article' | 'section';
  children: ReactNode;
}

/** Two columns side by side (picture and text, text and a panel) that stack on smaller screens. */
export function Split({ columns: [a, b], gap = 8, stackedGap = gap, stackBelow = 'phone', align = 'center', className, as: Tag = 'div', children }: SplitProps) {
  const vars = {
    '--split-columns': `minmax(0, ${a}fr) minmax(0, ${b}fr)`,
    '--split-gap': `var(--space-${gap})`,
    '--split-stacked-gap': `var(--space-${stackedGap})`,
  } as CSSProperties;
  return (
    <Tag className={`${styles.split} ${styles[stackBelow]} ${styles[align]} ${className ?? ''}`} style={vars}>
      {children}
    </Tag>
  );
}
