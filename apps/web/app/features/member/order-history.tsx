import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ORDER_TABS } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import type { Order } from '@hotel/shared/schemas/order';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { OrderCancelDialog } from './order-cancel-dialog.tsx';
import { OrderRow } from './order-row.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './order-history.module.css';

export type OrderTabState = (typeof ORDER_TABS)[number]['value'];

/** The tabs' words (ORDER_TABS' labels in Japanese). */
const TAB_LABELS = { 0: 'member.orderTabAll', 100: 'member.orderTabToPay', 9: 'member.orderTabCompleted', 2: 'member.orderTabCancelled' } as const satisfies Record<OrderTabState, string>;

/** ?state= as one of the four booking-history tabs; anything else is the first (query, 0). */
export function orderTabState(param: string | null): OrderTabState {
  return ORDER_TABS.find((t) => String(t.value) === param)?.value ?? ORDER_TABS[0].value;
}

/**
 * Booking history: the sub-tabs query (0) / to pay (100) / completed (9) / cancelled (2) and
 * the tab's orders (loaded by the Courtesy loader and filtered per spec §4), one accordion row
 * each. Cancelling confirms first and reloads the list on success.
 */
export function OrderHistory({ state, orders }: { state: OrderTabState; orders: Order[] }) {
  const current = ORDER_TABS.find((t) => t.value === state) ?? ORDER_TABS[0];
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const revalidator = useRevalidator();
  const t = useT();
  return (
    <section aria-labelledby="order-history-title" className={styles.history}>
      <h2 id="order-history-title" className="visually-hidden">
        {t('member.tabOrders')}
      </h2>
      <nav aria-label={t('member.orderStates')} className={styles.states}>
        <ul>
          {ORDER_TABS.map((tab) => (
            <li key={tab.value}>
              <Link
                to={`/courtesy?tab=orders&state=${tab.value}`}
                className={styles.state}
                aria-current={tab.value === state ? 'page' : undefined}
                preventScrollReset
              >
                {t(TAB_LABELS[tab.value])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel} aria-label={t(TAB_LABELS[current.value])} role="region">
        {orders.length === 0 ? (
          <NoRecord text={MESSAGES.noOrders} />
        ) : (
          <ul className={styles.list}>
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} onCancel={setCancelling} />
            ))}
          </ul>
        )}
      </div>
      <OrderCancelDialog order={cancelling} onClose={() => setCancelling(null)} onCancelled={() => void revalidator.revalidate()} />
    </section>
  );
}
