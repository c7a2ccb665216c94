import type { ReactNode } from 'react';
import { FactList } from '../ui/fact-list.tsx';
import styles from './detail.module.css';

/** One column on a phone, two from 1024 px: even, or the first or the second wider (3 : 2). */
export function DetailColumns({ wider = 'even', children }: { wider?: 'even' | 'first' | 'second'; children: ReactNode }) {
  const width = { even: styles.even, first: styles.firstWider, second: styles.secondWider }[wider];
  return <div className={`${styles.columns} ${width}`}>{children}</div>;
}

/** Blocks one under the other in a column. */
export function DetailStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** A white card with its title, which names the section. */
export function DetailCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Terms and their details, a row each (`compact`: close rows without rules). */
export function Facts({ facts, compact = false }: { facts: readonly (readonly [term: string, detail: ReactNode])[]; compact?: boolean }) {
  return <FactList facts={facts} className={compact ? `${styles.facts} ${styles.compact}` : styles.facts} />;
}

/** A muted line, where a section has nothing to show. */
export function DetailNote({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}

/** A titled part of a page: the title (`action`, a button at its right), then a table or a form. */
export function TitledSection({ id, title, action, children }: { id: string; title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
