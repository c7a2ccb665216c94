import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@hotel/shared/schemas/order';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
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
  const t = useT();
  const f = useFormat();
  const actionable = isOrderActionable(order);
  const refund = orderRefundLabel(order.refund, t, f.money);
  const receipt = receiptEligible({ payment: order.paymentType, payResult: order.payResult, state: order.state });
  const details: [string, string][] = [
    [t('member.roomType'), order.roomTypeName],
    [t('member.checkIn'), f.date(order.checkinDate)],
    [t('member.checkOut'), f.date(order.checkoutDate)],
    [t('member.nights'), t('member.nightsValue', { count: order.days })],
    [t('member.booker'), order.revUser],
    [t('member.phone'), order.mobile],
    [t('member.totalAmount'), f.money(order.totalAmount)],
    [t('member.discountAmount'), f.money(order.discountAmount)],
    [t('member.paymentMethod'), orderPaymentLabel(order, t)],
    ...(refund ? ([[t('member.refund'), refund]] as [string, string][]) : []),
    [t('member.breakfast'), order.breakfast],
    [t('member.orderNo'), order.orderNo],
  ];
  return (
    <li className={styles.row} data-order-no={order.orderNo}>
      <div className={styles.head}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <span className={styles.hotel}>{order.hotelName}</span>
          <span className={styles.meta}>
            {t('member.rowMeta', { date: f.date(order.checkinDate), count: order.days, amount: f.money(order.actualAmount) })}
          </span>
          <span className={`${styles.badge} ${isPaymentDue(order) ? styles.due : ''}`}>{orderStateLabel(order, t)}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        <div className={styles.actions}>
          {actionable ? (
            <>
              <Link to={orderPayHref(order)} className="btn btn--gold" aria-label={t('member.payFor', { orderNo: order.orderNo })}>
                {t('member.pay')}
              </Link>
              <button type="button" className="btn btn--ghost" onClick={() => onCancel(order)} aria-haspopup="dialog" aria-label={t('member.cancelFor', { orderNo: order.orderNo })}>
                {t('member.cancel')}
              </button>
            </>
          ) : null}
          {/* Beside the spec's buttons (decision 0059): the change page, while the booking's rule allows it. */}
          {order.changeableNow ? (
            <Link to={`/courtesy/change/${order.id}`} className={`btn btn--ghost ${styles.change}`} aria-label={t('member.changeFor', { orderNo: order.orderNo })}>
              {t('member.change')}
            </Link>
          ) : null}
          {/* The booking's papers (issue 28): its statement (decision 0069), a receipt once paid or stayed (0070), its fapiao (0071). */}
          <span className={styles.papers}>
            <Link to={statementHref(order.id)} className="btn btn--ghost" aria-label={t('member.statementFor', { orderNo: order.orderNo })}>
              {t('member.statement')}
            </Link>
            {receipt ? (
              <Link to={`/courtesy/order/${order.id}/receipt`} className="btn btn--ghost" aria-label={t('member.receiptFor', { orderNo: order.orderNo })}>
                {t('member.receipt')}
              </Link>
            ) : null}
            <Link to={`/courtesy/order/${order.id}/fapiao`} className="btn btn--ghost" aria-label={t('member.fapiaoFor', { orderNo: order.orderNo })}>
              {t('member.fapiao')}
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
