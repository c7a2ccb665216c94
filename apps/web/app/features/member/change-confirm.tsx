import { Form, Link, useNavigation } from 'react-router';
import type { FormValues } from '@hotel/shared/forms/parse-form';
import type { OrderChangeQuote } from '@hotel/shared/schemas/order-change';
import { useT } from '../../lib/i18n/i18n.tsx';
import { ChangeCompareCard } from './change-compare.tsx';
import styles from './order-change.module.css';

/** The stay's fields the confirmation posts again (the action checks them as it checked the quote). */
const STAY_FIELDS = ['checkIn', 'checkOut', 'roomQty', 'adultNum', 'childrenNum', 'room'] as const;

interface ChangeConfirmProps {
  quote: OrderChangeQuote;
  /** The stay as the quote's post gave it. */
  values: FormValues;
  paidAtHotel: boolean;
  /** The page again with these values in its fields. */
  editHref: string;
  /** How long a change waiting for its difference holds its rooms (HOLD_MINUTES, from the loader). */
  holdMinutes: number;
}

/**
 * What the change would do, before the guest confirms (decision 0059): 変更前 / 変更後 and the
 * money; この内容で変更する posts the same stay to changeOrder. A difference to pay holds the new
 * rooms for `holdMinutes` while it is paid.
 */
export function ChangeConfirm({ quote, values, paidAtHotel, editHref, holdMinutes }: ChangeConfirmProps) {
  const navigation = useNavigation();
  const t = useT();
  const changing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'change';
  return (
    <ChangeCompareCard title={t('orderChange.confirmTitle')} quote={quote} paidAtHotel={paidAtHotel}>
      <p className={styles.lead}>
        {quote.toPay > 0 ? t('orderChange.confirmLeadHold', { minutes: holdMinutes }) : t('orderChange.confirmLead')}
      </p>
      <Form method="post" preventScrollReset className={styles.actions}>
        {STAY_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
        ))}
        <Link to={editHref} className="text-link" preventScrollReset>
          {t('orderChange.edit')}
        </Link>
        <button type="submit" name="intent" value="change" className="btn" disabled={changing} aria-busy={changing}>
          {changing ? t('orderChange.processing') : t('orderChange.confirm')}
        </button>
      </Form>
    </ChangeCompareCard>
  );
}

/** The change page with the stay's values in its fields: 内容を修正する, and a search for them. */
export function changeFormHref(orderId: number, values: FormValues): string {
  const query = new URLSearchParams(STAY_FIELDS.filter((f) => values[f]).map((f) => [f, values[f]!]));
  return `/courtesy/change/${orderId}?${query}`;
}
