import { CURRENCY } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import type { Rate } from '@hotel/shared/schemas/hotel';
import styles from './rate-list.module.css';

interface RateListProps {
  rates: Rate[];
  /** Names the list for screen readers, e.g. the room type. */
  label: string;
}

const yen = new Intl.NumberFormat('ja-JP');

/**
 * A room type's rate rows. Rates and booking arrive with the booking issue; until then the list
 * is empty and shows the spec's 'データなし' in the final layout.
 */
export function RateList({ rates, label }: RateListProps) {
  return (
    <div className={styles.rates}>
      <div className={styles.head} aria-hidden="true">
        <span>料金プラン</span>
        <span>1泊あたり（{CURRENCY}）</span>
      </div>
      {rates.length === 0 ? (
        <p className={styles.empty} role="status">
          {MESSAGES.noRates}
        </p>
      ) : (
        <ul className={styles.list} aria-label={`${label}の料金プラン`}>
          {rates.map((rate) => (
            <li key={rate.rateCode} className={styles.row}>
              <div>
                <p className={styles.name}>{rate.rateClassName}</p>
                <p className={styles.terms}>
                  {[rate.breakfast, rate.payment, rate.isFreeCancel ? rate.freeCancelRange || '無料キャンセル可' : 'キャンセル不可']
                    .filter(Boolean)
                    .join(' ・ ')}
                </p>
              </div>
              <p className={styles.price}>
                {CURRENCY} {yen.format(rate.price)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
