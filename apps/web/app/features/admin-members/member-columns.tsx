import { Link } from 'react-router';
import { MEMBER_LEVELS } from '@hotel/shared/member-levels';
import { ORDER_STATE_LABELS } from '@hotel/shared/schemas/admin/orders';
import { grouped, type MemberDetail, type MemberOrderSummary, type MemberSummary } from '@hotel/shared/schemas/admin/members';
import { withHotel } from '../../lib/admin-hotel.ts';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { formatCny } from '../../lib/money.ts';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';

/** Search results: the name links to the member (the page's hotel kept in the URL). */
export function memberResultColumns(hotel: string) {
  const col = adminColumnHelper<MemberSummary>();
  return col.columns([
    col.accessor('name', {
      header: 'お名前',
      cell: (c) => (
        <Link className="text-link" to={withHotel(`/admin/members/${c.row.original.id}`, hotel)}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('mobile', { header: '携帯電話', meta: { nowrap: true } }),
    col.accessor('cardNo', { header: '会員カード番号', meta: { nowrap: true } }),
    col.accessor('level', { header: 'ランク', cell: (c) => MEMBER_LEVELS[c.getValue()].name, meta: { nowrap: true } }),
    col.accessor('points', { header: 'ポイント', cell: (c) => grouped(c.getValue()), meta: { align: 'right', nowrap: true } }),
  ]);
}

const orderCol = adminColumnHelper<MemberOrderSummary>();

export const memberOrderColumns = orderCol.columns([
  orderCol.accessor('orderNo', { header: '予約番号', meta: { nowrap: true } }),
  orderCol.accessor('hotelName', { header: 'ホテル' }),
  orderCol.accessor('checkIn', { header: '宿泊日', cell: (c) => `${c.getValue().replaceAll('-', '/')} 〜 ${c.row.original.checkOut.replaceAll('-', '/')}`, meta: { nowrap: true } }),
  orderCol.accessor('state', { header: '状態', cell: (c) => ORDER_STATE_LABELS[c.getValue()] ?? String(c.getValue()), meta: { nowrap: true } }),
  orderCol.accessor('amount', { header: '金額', cell: (c) => formatCny(c.getValue()), meta: { align: 'right', nowrap: true } }),
]);

type PointsLine = MemberDetail['pointsHistory'][number];
const pointsCol = adminColumnHelper<PointsLine>();

export const pointsColumns = pointsCol.columns([
  pointsCol.accessor('at', { header: '日時', cell: (c) => formatHotelDateTime(c.getValue()), meta: { nowrap: true } }),
  pointsCol.accessor('kind', { header: '種類', cell: (c) => (c.getValue() === 'stay' ? 'ご宿泊' : '調整'), meta: { nowrap: true } }),
  pointsCol.accessor('delta', { header: '増減', cell: (c) => (c.getValue() > 0 ? `+${grouped(c.getValue())}` : grouped(c.getValue())), meta: { align: 'right', nowrap: true } }),
  pointsCol.accessor('balanceAfter', { header: '残高', cell: (c) => grouped(c.getValue()), meta: { align: 'right', nowrap: true } }),
  pointsCol.accessor('reason', { header: '理由' }),
]);
