import type { AuditLineView } from '@hotel/shared/schemas/admin/audit';
import styles from './staff.module.css';

/** An audit line's changes as the API words them: 「料金: 2,016元 → 2,316元」; a created record lists what it was given. */
export function AuditChanges({ changes }: { changes: AuditLineView['wording']['changes'] }) {
  if (changes.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.diff}>
      {changes.map((c, i) => (
        <li key={`${c.field}-${i}`}>
          <strong>{c.field}</strong>:{' '}
          {c.before !== null ? (
            <>
              <del>{c.before}</del> →{' '}
            </>
          ) : null}
          <ins>{c.after ?? '（削除）'}</ins>
        </li>
      ))}
    </ul>
  );
}
