import { hotelToday } from '@hotel/shared/hotel-date';
import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import styles from './member-coupons.module.css';

const STATE_LABEL: Record<MemberCoupon['state'], string> = { available: 'ご利用可能', used: '使用済み', void: '無効', expired: '期限切れ' };

/**
 * The member's coupons in the member centre (decision 0042), usable ones first: what each takes
 * off, the minimum stay price and the expiry. They are chosen on the guest information step.
 */
export function MemberCoupons({ coupons }: { coupons: MemberCoupon[] }) {
  const sorted = [...coupons].sort((a, b) => Number(b.usable) - Number(a.usable));
  return (
    <section aria-labelledby="member-coupons-title" className={styles.panel}>
      <header className={styles.head}>
        <span className="eyebrow">Coupons</span>
        <h2 id="member-coupons-title" className={styles.title}>
          クーポン
        </h2>
      </header>
      {sorted.length === 0 ? (
        <p className={styles.empty}>お持ちのクーポンはありません。</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((c) => (
            <li key={c.couponId} className={styles.coupon} data-state={c.usable ? 'usable' : c.state}>
              <div className={styles.value}>{c.label}</div>
              <div className={styles.body}>
                <p className={styles.name}>{c.title}</p>
                <p className={styles.meta}>有効期限 {formatJaDate(hotelToday(new Date(c.expiresAt)))}</p>
                {c.minSpend > 0 ? <p className={styles.meta}>ご宿泊料金{formatCny(c.minSpend)}以上でご利用いただけます</p> : null}
                <p className={styles.code}>
                  クーポンコード <span className={styles.mono}>{c.couponCode}</span>
                </p>
              </div>
              <span className={styles.state}>{c.usable ? STATE_LABEL.available : STATE_LABEL[c.state === 'available' ? 'expired' : c.state]}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>クーポンはご予約の「ご宿泊者情報の入力」でお選びいただけます。ご予約をキャンセルされた場合、有効期限内のクーポンは再びご利用いただけます。</p>
    </section>
  );
}
