import { Form } from 'react-router';
import { addDays, hotelToday, slashDate } from '@hotel/shared/hotel-date';
import { COUPON_STATE_LABELS, discountLabel, type AdminCoupon } from '@hotel/shared/schemas/admin/promotions';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { Button } from '../../components/admin/button.tsx';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge.tsx';
import { COUPON_FORM_FIELD, COUPON_FORMS } from './coupon-forms.ts';
import { hotelNames, yuan } from './promotion-format.ts';
import styles from './promotions.module.css';

/** The last hotel date a coupon can be used on: it lapses at the next midnight. */
export const lastDayOf = (expiresAt: string) => slashDate(addDays(hotelToday(new Date(expiresAt)), -1));

function couponState(c: AdminCoupon): { label: string; tone: StatusTone } {
  if (c.state === 'available' && c.expired) return { label: '期限切れ', tone: 'neutral' };
  return { label: COUPON_STATE_LABELS[c.state], tone: c.state === 'available' ? 'success' : c.state === 'used' ? 'info' : 'neutral' };
}

/** A member's coupons; an available one has its 無効にする button (a small form of its own). */
export function couponColumns(names: ReadonlyMap<string, string>, busy: boolean) {
  const col = adminColumnHelper<AdminCoupon>();
  return col.columns([
    col.accessor('code', { header: 'コード', meta: { nowrap: true } }),
    col.accessor('title', { header: 'クーポン名', cell: (c) => (c.row.original.source === 'welcome' ? `${c.getValue()}（登録特典）` : c.getValue()) }),
    col.display({
      id: 'value',
      header: '割引',
      cell: ({ row: { original: c } }) => (
        <>
          {discountLabel(c.kind, c.value)}
          {c.minSpend > 0 ? <small className={styles.note}>（{yuan(c.minSpend)}以上）</small> : null}
        </>
      ),
      meta: { nowrap: true },
    }),
    col.accessor('hotels', { header: '対象ホテル', cell: (c) => hotelNames(c.getValue(), names) }),
    col.accessor('expiresAt', { header: '有効期限', cell: (c) => `${lastDayOf(c.getValue())}まで`, meta: { nowrap: true } }),
    col.display({
      id: 'state',
      header: '状態',
      cell: ({ row: { original: c } }) => {
        const { label, tone } = couponState(c);
        return <StatusBadge tone={tone}>{label}</StatusBadge>;
      },
      meta: { nowrap: true },
    }),
    col.display({
      id: 'actions',
      header: '操作',
      cell: ({ row: { original: c } }) =>
        c.state === 'available' ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name={COUPON_FORM_FIELD} value={COUPON_FORMS.void} />
            <input type="hidden" name="id" value={c.id} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`クーポン ${c.code} を無効にする`}>
              無効にする
            </Button>
          </Form>
        ) : (
          '—'
        ),
      meta: { nowrap: true },
    }),
  ]);
}
