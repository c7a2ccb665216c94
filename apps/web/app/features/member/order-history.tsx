import { Link } from 'react-router';
import { ORDER_TABS } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import { NoRecord } from '../../components/ui/no-record.tsx';
import styles from './order-history.module.css';

export type OrderTabState = (typeof ORDER_TABS)[number]['value'];

/** ?state= as one of the four booking-history tabs; anything else is the first (query, 0). */
export function orderTabState(param: string | null): OrderTabState {
  return ORDER_TABS.find((t) => String(t.value) === param)?.value ?? ORDER_TABS[0].value;
}

/**
 * Booking history: the sub-tabs query (0) / to pay (100) / completed (9) / cancelled (2) and
 * the list. The list (POST /order/getAllOrder, one accordion row per order) arrives with the
 * booking issue; until then every tab shows the 'no orders' empty state.
 */
export function OrderHistory({ state }: { state: OrderTabState }) {
  const current = ORDER_TABS.find((t) => t.value === state) ?? ORDER_TABS[0];
  return (
    <section aria-labelledby="order-history-title" className={styles.history}>
      <h2 id="order-history-title" className="visually-hidden">
        予約履歴
      </h2>
      <nav aria-label="予約の状態" className={styles.states}>
        <ul>
          {ORDER_TABS.map((t) => (
            <li key={t.value}>
              <Link
                to={`/courtesy?tab=orders&state=${t.value}`}
                className={styles.state}
                aria-current={t.value === state ? 'page' : undefined}
                preventScrollReset
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel} aria-label={current.label} role="region">
        <NoRecord text={MESSAGES.noOrders} />
      </div>
    </section>
  );
}
