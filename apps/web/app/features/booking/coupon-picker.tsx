import { useId } from 'react';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import { useFormat } from '../../lib/i18n/format.ts';
import { useMessageText, useT } from '../../lib/i18n/i18n.tsx';
import styles from './coupon-picker.module.css';

interface CouponPickerProps {
  coupons: MemberCoupon[];
  /** The chosen couponId ('' for none). */
  value: string;
  onChange: (couponId: string) => void;
}

/**
 * The member's coupons on the guest information step (decision 0042): radio buttons named
 * couponId inside the guest form, so the choice posts without JavaScript. What each takes off is
 * the server's answer for this held stay; the order's transaction decides it again.
 */
export function CouponPicker({ coupons, value, onChange }: CouponPickerProps) {
  const id = useId();
  const t = useT();
  // Why a coupon does not apply is an API message (DISCOUNT_MESSAGES): read in the page's language like a refusal.
  const message = useMessageText();
  const f = useFormat();
  const shown = coupons.filter((c) => c.state === 'available' || c.state === 'expired' || c.usable);
  if (shown.length === 0) return null;
  return (
    <fieldset className={styles.picker} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>{t('booking.couponLegend')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('booking.couponHint')}
      </p>
      <label className={styles.option}>
        <input type="radio" name="couponId" value="" checked={value === ''} onChange={() => onChange('')} />
        <span className={styles.text}>
          <span className={styles.name}>{t('booking.noCoupon')}</span>
        </span>
      </label>
      {shown.map((c) => {
        const reasonId = `${id}-${c.couponId}-reason`;
        return (
          <label key={c.couponId} className={styles.option} data-disabled={c.usable ? undefined : ''}>
            <input
              type="radio"
              name="couponId"
              value={String(c.couponId)}
              checked={value === String(c.couponId)}
              disabled={!c.usable}
              aria-describedby={c.usable ? undefined : reasonId}
              onChange={() => onChange(String(c.couponId))}
            />
            <span className={styles.text}>
              <span className={styles.name}>
                {c.title}
                <span className={styles.badge}>{c.label}</span>
              </span>
              <span className={styles.meta}>{t('booking.couponExpires', { date: f.date(hotelToday(new Date(c.expiresAt))) })}</span>
              {c.minSpend > 0 ? <span className={styles.meta}>{t('booking.couponMinSpend', { amount: f.money(c.minSpend) })}</span> : null}
              {c.usable ? null : (
                <span id={reasonId} className={styles.reason}>
                  {c.reason ? message(c.reason) : null}
                </span>
              )}
            </span>
            {c.usable ? <span className={styles.amount}>−{f.money(c.couponUseMoney)}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
