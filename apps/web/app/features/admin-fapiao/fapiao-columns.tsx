import { Link } from 'react-router';
import { FAPIAO_BUYER_KIND_LABELS, FAPIAO_INVOICE_TYPE_LABELS, FAPIAO_STATE_LABELS } from '@hotel/shared/forms/fapiao';
import type { FapiaoQueueItem } from '@hotel/shared/schemas/admin/fapiao';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { Facts } from '../../components/admin/detail.tsx';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { fapiaoDetailHref } from './fapiao-links.ts';
import styles from './fapiao.module.css';

const kindOf = (i: FapiaoQueueItem) => (i.buyerKind === 'company' ? `${FAPIAO_BUYER_KIND_LABELS.company}・${FAPIAO_INVOICE_TYPE_LABELS[i.invoiceType]}` : FAPIAO_BUYER_KIND_LABELS.personal);
const yuan = (n: number) => `${n.toLocaleString('ja-JP')}元`;

export function FapiaoStateBadge({ state }: { state: FapiaoQueueItem['state'] }) {
  return <span className={`${styles.badge} ${styles[state]}`}>{FAPIAO_STATE_LABELS[state]}</span>;
}

/** The queue on a desktop: state, when asked, buyer, order, stay, amount. */
export function fapiaoColumns(hotel: string) {
  const col = adminColumnHelper<FapiaoQueueItem>();
  return col.columns([
    col.accessor('state', { header: '状態', cell: (c) => <FapiaoStateBadge state={c.getValue()} />, meta: { width: '6rem' } }),
    col.accessor('createdAt', { header: '依頼日時', cell: (c) => formatHotelDateTime(c.getValue()), meta: { nowrap: true } }),
    col.accessor('title', {
      header: '抬头・種類',
      cell: ({ row: { original: i } }) => (
        <span className={styles.lines}>
          <Link className="text-link" to={fapiaoDetailHref(hotel, i.id)}>
            {i.title}
          </Link>
          <span className={styles.note}>{kindOf(i)}</span>
        </span>
      ),
    }),
    col.accessor('orderNo', { header: '予約番号', meta: { nowrap: true } }),
    col.accessor('checkIn', { header: '宿泊日', cell: (c) => `${c.getValue()} 〜 ${c.row.original.checkOut}`, meta: { nowrap: true } }),
    col.accessor('amount', { header: '金額', cell: (c) => yuan(c.getValue()), meta: { align: 'right', nowrap: true } }),
  ]);
}

/** The queue on a phone: one card each. */
export function FapiaoCards({ items, hotel }: { items: FapiaoQueueItem[]; hotel: string }) {
  if (items.length === 0) return <p className={styles.muted}>該当する依頼はありません</p>;
  return (
    <ul className={styles.cards} aria-label="发票の依頼">
      {items.map((i) => (
        <li key={i.id} className={styles.card}>
          <div className={styles.cardTop}>
            <Link className={`text-link ${styles.cardTitle}`} to={fapiaoDetailHref(hotel, i.id)}>
              {i.title}
            </Link>
            <FapiaoStateBadge state={i.state} />
          </div>
          <Facts
            compact
            facts={[
              ['種類', kindOf(i)],
              ['予約番号', i.orderNo],
              ['宿泊日', `${i.checkIn} 〜 ${i.checkOut}`],
              ['金額', yuan(i.amount)],
              ['依頼日時', formatHotelDateTime(i.createdAt)],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
