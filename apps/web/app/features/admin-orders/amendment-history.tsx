import type { AmendmentLine } from '@hotel/shared/schemas/order-change';
import styles from './admin-orders.module.css';
import { formatYuan, hotelDateTime } from './order-state.tsx';

const STATE_LABELS: Record<AmendmentLine['state'], string> = { pending: '差額のお支払い待ち', applied: '変更済み', expired: '期限切れ（変更なし）', withdrawn: '取り消し（変更なし）' };

const stayText = (s: AmendmentLine['before']) =>
  `${s.checkIn}〜${s.checkOut}（${s.nights}泊）${s.roomTypeName}・${s.rateName}・${s.roomQty}室・大人${s.adultNum}名${s.childrenNum ? `・子供${s.childrenNum}名` : ''}・${formatYuan(s.actualAmount)}`;

/** The order's 変更履歴 (decision 0059): each change, who and when, before → after, the money and why. */
export function AmendmentHistory({ amendments }: { amendments: AmendmentLine[] }) {
  if (amendments.length === 0) return null;
  return (
    <section className={styles.panel}>
      <h2>変更履歴</h2>
      <ol className={styles.history}>
        {amendments.map((a) => (
          <li key={a.id} className={styles.amendment}>
            <span className={styles.when}>{hotelDateTime(a.at)}</span>
            {a.by}・{STATE_LABELS[a.state]}
            <div>変更前: {stayText(a.before)}</div>
            <div>変更後: {stayText(a.after)}</div>
            <div>
              差額 {a.difference === 0 ? 'なし' : `${a.difference > 0 ? '+' : '−'}${formatYuan(Math.abs(a.difference))}`}
              {a.refund > 0 ? `・返金 ${formatYuan(a.refund)}` : ''}
              {a.charge > 0 ? `・キャンセル料 ${formatYuan(a.charge)}` : ''}・{a.rule}
            </div>
            {a.overrides?.length ? <div>手入力の料金: {a.overrides.map((n) => `${n.date} ${formatYuan(n.price)}`).join('、')}</div> : null}
            {a.reason ? <div>理由: {a.reason}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
