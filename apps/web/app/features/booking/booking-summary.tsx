import type { ChargeParts } from '@hotel/shared/taxes';
import { ChargeBreakdown } from '../../components/ui/charge-breakdown.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './booking-summary.module.css';
import { PAYMENT_TYPE_WORDS } from '../../lib/payment-type-words.ts';

/** What the summary panel shows: booking info (fill-in step) or the order (pay step). */
export interface BookingSummaryData {
  hotelName: string;
  roomTypeName: string;
  rateName: string;
  image?: string;
  checkInDate: string;
  checkOutDate: string;
  days: number;
  roomQty: number;
  /** The party, when known (the guest step's hold). */
  adultNum?: number;
  childrenNum?: number;
  breakfast: string;
  paymentType: 'hotel' | 'prepaid';
  totalAmount: number;
  discountAmount: number;
  actualAmount: number;
  /** The parts of discountAmount, when known (decision 0042): shown on their own lines. */
  promotionName?: string | null;
  promotionAmount?: number;
  couponAmount?: number;
  orderNo?: string;
  note?: string;
  /** What actualAmount is made of (decision 0068), shown under it. */
  charges?: ChargeParts;
}

/** The booking summary panel of the fill-in and pay steps. */
export function BookingSummary({ data }: { data: BookingSummaryData }) {
  const t = useT();
  const f = useFormat();
  return (
    <aside className={styles.panel} aria-labelledby="booking-summary-title">
      {data.image ? <img src={data.image} alt="" width={640} height={400} className={styles.image} decoding="async" /> : null}
      <div className={styles.body}>
        <span className="eyebrow">Your Stay</span>
        <h2 id="booking-summary-title" className={styles.hotel}>
          {data.hotelName}
        </h2>
        <p className={styles.room}>{data.roomTypeName}</p>
        <p className={styles.rate}>{data.rateName}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('booking.checkIn')}</dt>
            <dd>{f.date(data.checkInDate)}</dd>
          </div>
          <div>
            <dt>{t('booking.checkOut')}</dt>
            <dd>{f.date(data.checkOutDate)}</dd>
          </div>
          <div>
            <dt>{t('booking.nightsRooms')}</dt>
            <dd>{t('booking.nightsRoomsValue', { nights: data.days, rooms: data.roomQty })}</dd>
          </div>
          {data.adultNum ? (
            <div>
              <dt>{t('booking.guests')}</dt>
              <dd>{t('booking.partyValue', { adults: data.adultNum, children: data.childrenNum ?? 0 })}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('booking.breakfast')}</dt>
            <dd>{data.breakfast}</dd>
          </div>
          <div>
            <dt>{t('booking.payment')}</dt>
            <dd>{t(PAYMENT_TYPE_WORDS[data.paymentType])}</dd>
          </div>
          {data.orderNo ? (
            <div>
              <dt>{t('booking.orderNo')}</dt>
              <dd className={styles.mono}>{data.orderNo}</dd>
            </div>
          ) : null}
        </dl>
        <dl className={styles.amounts}>
          <div>
            <dt>{t('booking.roomCharge')}</dt>
            <dd>{f.money(data.totalAmount)}</dd>
          </div>
          {data.promotionAmount !== undefined && data.couponAmount !== undefined ? (
            <>
              {data.promotionAmount > 0 ? (
                <div>
                  <dt>{data.promotionName ? t('booking.promotionNamed', { name: data.promotionName }) : t('booking.promotion')}</dt>
                  <dd>−{f.money(data.promotionAmount)}</dd>
                </div>
              ) : null}
              {data.couponAmount > 0 ? (
                <div>
                  <dt>{t('booking.coupon')}</dt>
                  <dd>−{f.money(data.couponAmount)}</dd>
                </div>
              ) : null}
            </>
          ) : data.discountAmount > 0 ? (
            <div>
              <dt>{t('booking.discount')}</dt>
              <dd>−{f.money(data.discountAmount)}</dd>
            </div>
          ) : null}
          <div className={styles.total}>
            <dt>{t('booking.toPayTaxed', { taxIncluded: t('ui.taxIncluded') })}</dt>
            <dd>{f.money(data.actualAmount)}</dd>
          </div>
        </dl>
        {data.charges ? <ChargeBreakdown charges={data.charges} /> : null}
        {data.note ? <p className={styles.note}>{data.note}</p> : null}
      </div>
    </aside>
  );
}
