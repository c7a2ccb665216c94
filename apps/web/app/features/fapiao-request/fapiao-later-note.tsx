import { useSearchParams } from 'react-router';
import styles from './fapiao-fields.module.css';

/** The pay step's note when the fapiao asked for with the order could not be recorded (?fapiao=later). */
export function FapiaoLaterNote() {
  const [search] = useSearchParams();
  if (search.get('fapiao') !== 'later') return null;
  return (
    <p className={styles.later} role="status">
      ご予約は完了しましたが、发票のご依頼を受け付けられませんでした。お手数ですが、会員ページの予約履歴（发票）からあらためてご依頼ください。
    </p>
  );
}
