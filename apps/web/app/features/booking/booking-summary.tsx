import type { ChargeParts } from '@hotel/shared/taxes';
import { ChargeBreakdown } from '../../components/ui/charge-breakdown.tsx';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import styles from './booking-summary.module.css';

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
  payment: string;
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
            <dt>チェックイン</dt>
            <dd>{formatJaDate(data.checkInDate)}</dd>
          </div>
          <div>
            <dt>チェックアウト</dt>
            <dd>{formatJaDate(data.checkOutDate)}</dd>
          </div>
          <div>
            <dt>宿泊数・室数</dt>
            <dd>
              {data.days}泊・{data.roomQty}室
            </dd>
          </div>
          {data.adultNum ? (
            <div>
              <dt>ご利用人数</dt>
              <dd>
                大人{data.adultNum}名{data.childrenNum ? `・子供${data.childrenNum}名` : ''}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>朝食</dt>
            <dd>{data.breakfast}</dd>
          </div>
          <div>
            <dt>お支払い</dt>
            <dd>{data.payment}</dd>
          </div>
          {data.orderNo ? (
            <div>
              <dt>予約番号</dt>
              <dd className={styles.mono}>{data.orderNo}</dd>
            </div>
          ) : null}
        </dl>
        <dl className={styles.amounts}>
          <div>
            <dt>宿泊料金</dt>
            <dd>{formatCny(data.totalAmount)}</dd>
          </div>
          {data.promotionAmount !== undefined && data.couponAmount !== undefined ? (
            <>
              {data.promotionAmount > 0 ? (
                <div>
                  <dt>{data.promotionName ? `プロモーション（${data.promotionName}）` : 'プロモーション割引'}</dt>
                  <dd>−{formatCny(data.promotionAmount)}</dd>
                </div>
              ) : null}
              {data.couponAmount > 0 ? (
                <div>
                  <dt>クーポン割引</dt>
                  <dd>−{formatCny(data.couponAmount)}</dd>
                </div>
              ) : null}
            </>
          ) : data.discountAmount > 0 ? (
            <div>
              <dt>割引</dt>
              <dd>−{formatCny(data.discountAmount)}</dd>
            </div>
          ) : null}
          <div className={styles.total}>
            <dt>お支払い金額（税・サービス料込）</dt>
            <dd>{formatCny(data.actualAmount)}</dd>
          </div>
        </dl>
        {data.charges ? <ChargeBreakdown charges={data.charges} /> : null}
        {data.note ? <p className={styles.note}>{data.note}</p> : null}
      </div>
    </aside>
  );
}
