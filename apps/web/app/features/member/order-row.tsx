import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@hotel/shared/schemas/order';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import { CancelTermsNote } from './cancel-terms-note.tsx';
import { ChangeTermsNote } from './change-terms-note.tsx';
import { receiptEligible } from '@hotel/shared/receipt-rules';
import { isOrderActionable, orderPayHref } from './order-filter.ts';
import { statementHref } from './statement-links.ts';
import { isPaymentDue, orderPaymentLabel, orderRefundLabel, orderStateLabel } from './order-status.ts';
import styles from './order-row.module.css';

interface OrderRowProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/** One order as an accordion row: the summary line opens the stay details. */
export function OrderRow({ order, onCancel }: OrderRowProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const actionable = isOrderActionable(order);
  const refund = orderRefundLabel(order.refund);
  const receipt = receiptEligible({ payment: order.paymentType, payResult: order.payResult, state: order.state });
  const details: [string, string][] = [
    ['客室タイプ', order.roomTypeName],
    ['チェックイン', formatJaDate(order.checkinDate)],
    ['チェックアウト', formatJaDate(order.checkoutDate)],
    ['泊数', `${order.days}泊`],
    ['ご予約者', order.revUser],
    ['電話番号', order.mobile],
    ['合計金額（税・サービス料込）', formatCny(order.totalAmount)],
    ['割引額', formatCny(order.discountAmount)],
    ['お支払い方法', orderPaymentLabel(order)],
    ...(refund ? ([['返金', refund]] as [string, string][]) : []),
    ['朝食', order.breakfast],
    ['予約番号', order.orderNo],
  ];
  return (
    <li className={styles.row} data-order-no={order.orderNo}>
      <div className={styles.head}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <span className={styles.hotel}>{order.hotelName}</span>
          <span className={styles.meta}>
            {formatJaDate(order.checkinDate)} 〜 {order.days}泊 ・ {formatCny(order.actualAmount)}
          </span>
          <span className={`${styles.badge} ${isPaymentDue(order) ? styles.due : ''}`}>{orderStateLabel(order)}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        <div className={styles.actions}>
          {actionable ? (
            <>
              <Link to={orderPayHref(order)} className="btn btn--gold" aria-label={`お支払い ${order.orderNo}`}>
                お支払い
              </Link>
              <button type="button" className="btn btn--ghost" onClick={() => onCancel(order)} aria-label={`キャンセル ${order.orderNo}`}>
                キャンセル
              </button>
            </>
          ) : null}
          {/* Beside the spec's buttons (decision 0059): the change page, while the booking's rule allows it. */}
          {order.changeableNow ? (
            <Link to={`/courtesy/change/${order.id}`} className={`btn btn--ghost ${styles.change}`} aria-label={`予約内容を変更 ${order.orderNo}`}>
              予約内容を変更
            </Link>
          ) : null}
          {/* The booking's papers (issue 28): its statement (decision 0069), a receipt once paid or stayed (0070), its fapiao (0071). */}
          <span className={styles.papers}>
            <Link to={statementHref(order.id)} className="btn btn--ghost" aria-label={`ご利用明細 ${order.orderNo}`}>
              明細
            </Link>
            {receipt ? (
              <Link to={`/courtesy/order/${order.id}/receipt`} className="btn btn--ghost" aria-label={`領収書 ${order.orderNo}`}>
                領収書
              </Link>
            ) : null}
            <Link to={`/courtesy/order/${order.id}/fapiao`} className="btn btn--ghost" aria-label={`发票 ${order.orderNo}`}>
              发票
            </Link>
          </span>
        </div>
      </div>
      {order.cancelTermsText || order.changeTermsText ? (
        <div className={styles.terms}>
          <CancelTermsNote terms={order} />
          <ChangeTermsNote terms={order} />
        </div>
      ) : null}
      <div id={panelId} className={styles.panel} hidden={!open}>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.item}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
