import { hotelToday } from '@hotel/shared/hotel-date';
import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import { T, useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import type { MessageId } from '../../lib/i18n/messages.ts';
import styles from './member-coupons.module.css';

const STATE_LABEL: Record<MemberCoupon['state'], MessageId> = { available: 'member.couponAvailable', used: 'member.couponUsed', void: 'member.couponVoid', expired: 'member.couponExpired' };

/**
 * The member's coupons in the member centre (decision 0042), usable ones first: what each takes
 * off, the minimum stay price and the expiry. They are chosen on the guest information step.
 */
export function MemberCoupons({ coupons }: { coupons: MemberCoupon[] }) {
  const t = useT();
  const f = useFormat();
  const sorted = [...coupons].sort((a, b) => Number(b.usable) - Number(a.usable));
  return (
    <section aria-labelledby="member-coupons-title" className={styles.panel}>
      <header className={styles.head}>
        <span className="eyebrow">Coupons</span>
        <h2 id="member-coupons-title" className={styles.title}>
          {t('member.coupons')}
        </h2>
      </header>
      {sorted.length === 0 ? (
        <p className={styles.empty}>{t('member.noCoupons')}</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((c) => (
            <li key={c.couponId} className={styles.coupon} data-state={c.usable ? 'usable' : c.state}>
              <div className={styles.value}>{c.label}</div>
              <div className={styles.body}>
                <p className={styles.name}>{c.title}</p>
                <p className={styles.meta}>{t('member.couponExpires', { date: f.date(hotelToday(new Date(c.expiresAt))) })}</p>
                {c.minSpend > 0 ? <p className={styles.meta}>{t('member.couponMinSpend', { amount: f.money(c.minSpend) })}</p> : null}
                <p className={styles.code}>
                  <T id="member.couponCode" values={{ code: c.couponCode }} components={{ 0: <span className={styles.mono} /> }} />
                </p>
              </div>
              <span className={styles.state}>{t(c.usable ? STATE_LABEL.available : STATE_LABEL[c.state === 'available' ? 'expired' : c.state])}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('member.couponNote')}</p>
    </section>
  );
}
