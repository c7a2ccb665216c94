import { Link } from 'react-router';
import styles from './more-link.module.css';

/** A centred ghost button under a list or an article ("すべての特典を見る", "ニュース一覧へ戻る"). */
export function MoreLink({ to, children, ruled }: { to: string; children: string; /** A line above, closing an article. */ ruled?: boolean }) {
  return (
    <p className={`${styles.more} ${ruled ? styles.ruled : ''}`}>
      <Link to={to} className="btn btn--ghost">
        {children}
      </Link>
    </p>
  );
}
