import type { Order } from '@hotel/shared/schemas/order';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './cancel-terms-note.module.css';

type Terms = Pick<Order, 'changeTermsText' | 'changeableNow'>;

/**
 * The order's change rule as the server worded it (decision 0059): until when it may change in
 * hotel time, or why it cannot. Drawn as the cancellation terms are, just below them.
 */
export function ChangeTermsNote({ terms, className = '' }: { terms: Terms; className?: string }) {
  const t = useT();
  if (!terms.changeTermsText) return null;
  return (
    <p className={`${styles.note} ${terms.changeableNow ? styles.free : styles.locked} ${className}`} data-change-terms="">
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M4 7h13l-3-3M20 17H7l3 3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>
        <span className="visually-hidden">{t('terms.changeTerms')}</span>
        {terms.changeTermsText}
      </span>
    </p>
  );
}
