import { auditFieldLabel, auditValueLabel } from './audit-labels.ts';
import styles from './staff.module.css';


const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as staff read it; `field` turns codes into words (a role, a status). */
function show(value: unknown, field = ''): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string' || typeof value === 'number') return auditValueLabel(field, value);
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (Array.isArray(value) && value.every((v): v is string | number => typeof v === 'string' || typeof v === 'number'))
    return value.length === 0 ? '（なし）' : value.map((v) => auditValueLabel(field, v)).join('、');
  return JSON.stringify(value);
}

/** The fields of an audit line that changed: 「role: front_desk → hotel_manager」; a created record lists what it was given. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return <span className={styles.muted}>—</span>;
    return (
      <ul className={styles.diff}>
        <li>
          <del>{show(before)}</del> → <ins>{show(after)}</ins>
        </li>
      </ul>
    );
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changed = keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  if (changed.length === 0) return <span className={styles.muted}>変更なし</span>;
  return (
    <ul className={styles.diff}>
      {changed.map((k) => (
        <li key={k}>
          <strong>{auditFieldLabel(k)}</strong>:{' '}
          {k in b ? (
            <>
              <del>{show(b[k], k)}</del> →{' '}
            </>
          ) : null}
          <ins>{k in a ? show(a[k], k) : '（削除）'}</ins>
        </li>
      ))}
    </ul>
  );
}
