import type { ReactNode } from 'react';
import { ORDER_STATE_LABELS, type DeskOrder } from '@hotel/shared/schemas/admin/orders';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge.tsx';
import styles from './admin-orders.module.css';

const TONES: Record<number, StatusTone> = { 0: 'info', 1: 'success', 2: 'danger', 9: 'neutral', 10: 'warning' };

/** The spec's state in words, plus チェックイン済 while a guest is in house. */
export function OrderStateBadge({ order }: { order: Pick<DeskOrder, 'state' | 'checkedInAt' | 'checkedOutAt'> }) {
  return (
    <span className="order-state">
      <StatusBadge tone={TONES[order.state] ?? 'neutral'}>{ORDER_STATE_LABELS[order.state] ?? String(order.state)}</StatusBadge>
      {order.checkedInAt && !order.checkedOutAt ? <StatusBadge tone="success">チェックイン済</StatusBadge> : null}
    </span>
  );
}

const yen = new Intl.NumberFormat('ja-JP');
/** Whole CNY as the site writes it (decision 0016): 1,280元. */
export const formatYuan = (amount: number) => `${yen.format(amount)}元`;

/** 2026-11-24 → 11/24. */
export const shortDate = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

const hotelDay = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
const hotelTime = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit' });

/** An ISO instant in hotel time, 2026/11/24 15:02: a narrow column breaks between day and time, never inside either. */
export function hotelDateTime(iso: string | null): ReactNode {
  if (!iso) return '—';
  const at = new Date(iso);
  return (
    <>
      <span className={styles.nobreak}>{hotelDay.format(at)}</span> <span className={styles.nobreak}>{hotelTime.format(at)}</span>
    </>
  );
}
