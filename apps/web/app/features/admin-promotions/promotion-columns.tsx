import { Link } from 'react-router';
import { discountLabel, type AdminPromotion } from '@hotel/shared/schemas/admin/promotions';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { withHotel } from '../../lib/admin-hotel.ts';
import { dateRange, hotelNames } from './promotion-format.ts';
import styles from './promotions.module.css';

/** used / cap: "12 / 100", "3 / 上限なし". */
export const usage = (p: Pick<AdminPromotion, 'usedCount' | 'totalCap'>) => `${p.usedCount.toLocaleString('en-US')} / ${p.totalCap === null ? '上限なし' : p.totalCap.toLocaleString('en-US')}`;

export function PromotionState({ active }: { active: boolean }) {
  return active ? <StatusBadge tone="success">実施中</StatusBadge> : <StatusBadge tone="neutral">停止中</StatusBadge>;
}

/** The list: the name links to the promotion (the page's hotel kept in the URL). */
export function promotionColumns(hotel: string, names: ReadonlyMap<string, string>) {
  const col = adminColumnHelper<AdminPromotion>();
  return col.columns([
    col.accessor('name', {
      header: 'プロモーション名',
      cell: (c) => (
        <Link className="text-link" to={withHotel('/admin/promotions/edit', hotel, { id: c.row.original.id })}>
          {c.getValue()}
        </Link>
      ),
      meta: { width: '14rem' },
    }),
    col.display({ id: 'discount', header: '割引', cell: ({ row: { original: p } }) => discountLabel(p.kind, p.value), meta: { nowrap: true } }),
    col.accessor('hotels', { header: '対象ホテル', cell: (c) => hotelNames(c.getValue(), names) }),
    col.display({
      id: 'period',
      header: '期間',
      cell: ({ row: { original: p } }) => (
        <>
          <span className={styles.nowrap}>宿泊 {dateRange(p.stayFrom, p.stayTo)}</span>
          <small className={styles.note}>予約 {dateRange(p.bookFrom, p.bookTo)}</small>
        </>
      ),
    }),
    col.accessor('code', { header: 'コード', cell: (c) => c.getValue() ?? '—', meta: { nowrap: true } }),
    col.display({ id: 'usage', header: '利用', cell: ({ row: { original: p } }) => usage(p), meta: { align: 'right', nowrap: true } }),
    col.accessor('active', { header: '状態', cell: (c) => <PromotionState active={c.getValue()} />, meta: { nowrap: true } }),
  ]);
}
