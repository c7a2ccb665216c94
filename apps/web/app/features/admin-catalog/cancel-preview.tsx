import { cancelPolicyText, type CancelTerms } from '@hotel/shared/cancel-policy';
import styles from './catalog-form.module.css';

/** The cancellation wording exactly as guests will see it on the rate and after booking. */
export function CancelPreview({ terms }: { terms: CancelTerms }) {
  return (
    <div className={styles.preview} aria-live="polite">
      <p className={styles.previewLabel}>ゲストに表示される文言</p>
      <p className={styles.previewText}>{cancelPolicyText(terms)}</p>
    </div>
  );
}

/** The terms the plan form currently says (read from its fields; numbers that are not yet numbers count as 0). */
export function termsOf(values: Record<string, string | undefined>): CancelTerms {
  const hours = Number(values.freeCancelHours);
  return {
    isFreeCancel: values.cancelPolicy === 'free',
    payment: values.payment === 'prepaid' ? 'prepaid' : 'hotel',
    freeCancelHours: Number.isInteger(hours) && hours >= 0 ? hours : 0,
    cancelNote: values.cancelNote ?? '',
  };
}
