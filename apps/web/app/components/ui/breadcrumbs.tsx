import { Link } from 'react-router';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Without a link the crumb is the current page. */
  to?: string;
}

/** The trail above a detail page. The page sets the space around it with className. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="パンくずリスト" className={className}>
      <ol className={styles.trail}>
        {items.map((item) => (
          <li key={item.label} aria-current={item.to ? undefined : 'page'}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : item.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
