import { useId } from 'react';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
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
  const shown = coupons.filter((c) => c.state === 'available' || c.state === 'expired' || c.usable);
  if (shown.length === 0) return null;
  return (
    <fieldset className={styles.picker} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>クーポン</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        ご利用になるクーポンを1枚お選びください。割引額はお支払い金額に反映されます。
      </p>
      <label className={styles.option}>
        <input type="radio" name="couponId" value="" checked={value === ''} onChange={() => onChange('')} />
        <span className={styles.text}>
          <span className={styles.name}>クーポンを使用しない</span>
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
              <span className={styles.meta}>有効期限 {formatJaDate(hotelToday(new Date(c.expiresAt)))}</span>
              {c.minSpend > 0 ? <span className={styles.meta}>{formatCny(c.minSpend)}以上のご予約で利用可</span> : null}
              {c.usable ? null : (
                <span id={reasonId} className={styles.reason}>
                  {c.reason}
                </span>
              )}
            </span>
            {c.usable ? <span className={styles.amount}>−{formatCny(c.couponUseMoney)}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
