import styles from './facility-list.module.css';

/** A room type's facilities as a checked list. */
export function FacilityList({ facilities, columns = 3 }: { facilities: string[]; columns?: 2 | 3 }) {
  return (
    <ul className={`${styles.list} ${columns === 2 ? styles.two : ''}`}>
      {facilities.map((f) => (
        <li key={f} className={styles.item}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.icon}>
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.4" />
          </svg>
          {f}
        </li>
      ))}
    </ul>
  );
}
