import styles from './tag-list.module.css';

interface TagListProps {
  tags: string[];
  label?: string;
  /** 'sand': small filled tags (room features); 'line': outlined on paper (amenities); 'gold': gold outline (event types). */
  tone?: 'sand' | 'line' | 'gold';
}

/** Short words shown as a wrapping row of tags. */
export function TagList({ tags, label, tone = 'sand' }: TagListProps) {
  return (
    <ul className={`${styles.tags} ${styles[tone]}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
