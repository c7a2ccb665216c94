import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { FapiaoFields } from './fapiao-fields.tsx';
import styles from './fapiao-fields.module.css';

const PREFIX = 'fapiao_';

/**
 * The guest step's optional fapiao (collapsed): ticking the box asks for one with the order; the
 * history page takes it later too. Opens by itself when a refused post had asked for one.
 */
export function FapiaoOptional({ errors, values }: { errors?: FieldErrors | undefined; values?: FormValues | undefined }) {
  const wanted = values?.fapiaoWanted === 'on';
  return (
    <details className={styles.optional} open={wanted || undefined}>
      <summary className={styles.summary}>发票（領収書とは別）を希望する</summary>
      <p className={styles.note}>中国の税務用の发票（电子发票）をご希望の場合に入力してください。発行後、会員ページの予約履歴からダウンロードできます。</p>
      <label className={styles.option}>
        <input type="checkbox" name="fapiaoWanted" defaultChecked={wanted} />
        このご予約の发票を依頼する
      </label>
      <FapiaoFields idPrefix="fapiao" namePrefix={PREFIX} errors={errors} values={values} />
    </details>
  );
}
