import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './admin-page.module.css';

export interface AdminCrumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  to?: string;
}

interface AdminPageProps {
  title: string;
  /** One line under the title: what the page is for, or which hotel and period it shows. */
  description?: ReactNode;
  /** Buttons or links at the right of the title (below it on a phone). */
  actions?: ReactNode;
  breadcrumbs?: AdminCrumb[];
  children: ReactNode;
}

/** A back-office page: breadcrumbs, the page's h1 with its actions, then the content. */
export function AdminPage({ title, description, actions, breadcrumbs, children }: AdminPageProps) {
  return (
    <div className={styles.page}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label="パンくずリスト" className={styles.crumbs}>
          <ol>
            {breadcrumbs.map((crumb, i) => (
              <li key={`${crumb.label}-${i}`}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
