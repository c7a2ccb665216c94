import { Link } from 'react-router';
import { pageWindow } from './page-window.ts';
import styles from './pager.module.css';
import { useT } from '../../lib/i18n/i18n.tsx';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** Builds the link for a page, so paging works without JavaScript and can be bookmarked. */
  hrefFor: (page: number) => string;
}

/**
 * The first and last pages show the step they cannot take greyed out: an inactive control, which
 * WCAG 1.4.3 exempts from the contrast minimum; aria-disabled says so to checkers (axe).
 */
export function Pager({ page, pageSize, total, hrefFor }: PagerProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const slots = pageWindow(page, pages);
  return (
    <nav className={styles.pager} aria-label={t('ui.paging')}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={styles.step} rel="prev">
          {t('ui.previous')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true" aria-disabled="true">
          {t('ui.previous')}
        </span>
      )}
      <ol className={styles.list}>
        {slots.map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={`${styles.num} ${styles.current}`} aria-current="page">
                  {n}
                </span>
              ) : (
                <Link to={hrefFor(n)} className={styles.num} aria-label={t('ui.pageN', { n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={styles.step} rel="next">
          {t('ui.next')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true" aria-disabled="true">
          {t('ui.next')}
        </span>
      )}
    </nav>
  );
}
