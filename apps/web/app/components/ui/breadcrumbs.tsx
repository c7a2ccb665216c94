import { Link } from 'react-router';
import styles from './breadcrumbs.module.css';
import { useT } from '../../lib/i18n/i18n.tsx';

export interface Crumb {
  label: string;
  /** Without a link the crumb is the current page. */
  to?: string;
}

/** The trail above a detail page. The page sets the space around it with className. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const t = useT();
  return (
    <nav aria-label={t('ui.breadcrumbs')} className={className}>
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
