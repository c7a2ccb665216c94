import type { Order } from '@hotel/shared/schemas/order';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './cancel-terms-note.module.css';

type Terms = Pick<Order, 'cancelTermsText' | 'cancellableNow' | 'cancelFeeNow' | 'cancelDeadline'>;

/** free: nothing to pay now; charge: the free window has passed and a fee applies; locked: cannot be cancelled. */
function tone(terms: Terms): 'free' | 'charge' | 'locked' {
  if (terms.cancellableNow && terms.cancelFeeNow === 0) return 'free';
  return terms.cancelDeadline !== null && terms.cancelFeeNow > 0 ? 'charge' : 'locked';
}

/**
 * The order's cancellation terms as the server worded them (decision 0040): the deadline in hotel
 * time, or what cancelling now costs. Nothing is worked out here, so the browser's zone never matters.
 */
export function CancelTermsNote({ terms, className = '' }: { terms: Terms; className?: string }) {
  const t = useT();
  if (!terms.cancelTermsText) return null;
  return (
    <p className={`${styles.note} ${styles[tone(terms)]} ${className}`} data-cancel-terms="">
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7v5l3.5 2" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span>
        <span className="visually-hidden">{t('terms.cancelTerms')}</span>
        {terms.cancelTermsText}
      </span>
    </p>
  );
}
