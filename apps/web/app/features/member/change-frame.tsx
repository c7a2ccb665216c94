import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, NavigationType, useNavigationType } from 'react-router';
import type { Order } from '@hotel/shared/schemas/order';
import { useT } from '../../lib/i18n/i18n.tsx';
import { MemberCentre } from './member-centre.tsx';
import styles from './change-frame.module.css';

/** The booking history's tab that lists the order: paid ones under 予約照会, unpaid under お支払い待ち. */
export const historyHref = (order: Pick<Order, 'payResult'>) => `/courtesy?tab=orders&state=${order.payResult === 1 ? 0 : 100}`;

/**
 * The change pages' frame (decision 0059): the member centre with its booking-history tab, the way
 * back to the history, and which booking is being changed. Each step (`view`: the form, the quote,
 * the payment, how it ended) opens at the frame's head, below the member centre's hero: the forms
 * post with preventScrollReset (a refused field stays where the guest is), so a new step would
 * otherwise open as far down as its button had been. The page as loaded starts at its top.
 */
export function ChangeFrame({ userName, order, view, children }: { userName: string; order: Order; view: string; children: ReactNode }) {
  const head = useRef<HTMLElement>(null);
  const t = useT();
  // A page loaded or restored (back, forward, reload: a POP) is where ScrollRestoration puts it, its
  // top for a new load; the location's key cannot tell, as ScrollRestoration keys the first entry too.
  const navigationType = useNavigationType();
  const loadedView = useRef<string | null>(navigationType === NavigationType.Pop ? view : null);
  useLayoutEffect(() => {
    if (loadedView.current === view) return;
    loadedView.current = null;
    head.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    // Only a new step moves the page; a refusal of the same step keeps it.
  }, [view]);
  return (
    <MemberCentre userName={userName} tab="orders">
      <div className={styles.page}>
        <header ref={head} className={styles.head}>
          <Link to={historyHref(order)} className={styles.back}>
            {t('member.backToHistory')}
          </Link>
          <h2 className={styles.title}>{t('orderChange.title')}</h2>
          <p className={styles.subtitle}>
            {order.hotelName}
            <span className={styles.orderNo}>{t('orderChange.orderNo', { orderNo: order.orderNo })}</span>
          </p>
        </header>
        {children}
      </div>
    </MemberCentre>
  );
}
