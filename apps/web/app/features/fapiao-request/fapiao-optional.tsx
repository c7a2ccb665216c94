import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { useT } from '../../lib/i18n/i18n.tsx';
import { FapiaoFields } from './fapiao-fields.tsx';
import styles from './fapiao-fields.module.css';

const PREFIX = 'fapiao_';

/**
 * The guest step's optional fapiao (collapsed): ticking the box asks for one with the order; the
 * history page takes it later too. Opens by itself when a refused post had asked for one.
 */
export function FapiaoOptional({ errors, values }: { errors?: FieldErrors | undefined; values?: FormValues | undefined }) {
  const wanted = values?.fapiaoWanted === 'on';
  const t = useT();
  return (
    <details className={styles.optional} open={wanted || undefined}>
      <summary className={styles.summary}>{t('fapiao.optionalSummary')}</summary>
      <p className={styles.note}>{t('fapiao.optionalNote')}</p>
      <label className={styles.option}>
        <input type="checkbox" name="fapiaoWanted" defaultChecked={wanted} />
        {t('fapiao.optionalCheck')}
      </label>
      <FapiaoFields idPrefix="fapiao" namePrefix={PREFIX} errors={errors} values={values} />
    </details>
  );
}
