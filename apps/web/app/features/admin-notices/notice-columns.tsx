import { Link } from 'react-router';
import type { NoticeSummary } from '@hotel/shared/schemas/admin/notices';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { withHotel } from '../../lib/admin-hotel.ts';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { NoticeKindBadge, NoticeStateBadge } from './notice-badges.tsx';
import { scopedLink } from '../../lib/admin-scope.ts';

const col = adminColumnHelper<NoticeSummary>();

/** What the notice is about: the order or the meeting request, linked in the notice's own hotel. */
export function NoticeSubject({ notice }: { notice: NoticeSummary }) {
  if (notice.orderNo && notice.hotelCode) {
    return (
      <Link className="text-link" to={withHotel('/admin/orders/detail', notice.hotelCode, { orderNo: notice.orderNo })}>
        予約 {notice.orderNo}
      </Link>
    );
  }
  if (notice.meetingId !== null && notice.hotelCode) {
    return (
      <Link className="text-link" to={withHotel(`/admin/meetings/${notice.meetingId}`, notice.hotelCode)}>
        お問い合わせ {notice.meetingId}
      </Link>
    );
  }
  return <span>グループ管理者宛て</span>;
}

/** The list's columns: what happened and when first (a phone shows them before scrolling), then where it went. */
export const noticeColumns = (hotel: string, groupScope: boolean) =>
  col.columns([
    col.accessor('createdAt', {
      header: '日時',
      cell: (c) => (
        <Link className="text-link" to={scopedLink(`/admin/notices/${c.row.original.id}`, hotel, groupScope)}>
          {formatHotelDateTime(c.getValue())}
        </Link>
      ),
      meta: { nowrap: true },
    }),
    col.accessor('kind', { header: '種類', cell: (c) => <NoticeKindBadge kind={c.getValue()} />, meta: { nowrap: true } }),
    col.display({ id: 'subject', header: '対象', cell: (c) => <NoticeSubject notice={c.row.original} />, meta: { nowrap: true } }),
    col.accessor('state', { header: '送信状態', cell: (c) => <NoticeStateBadge state={c.getValue()} />, meta: { nowrap: true } }),
    ...(groupScope ? [col.accessor('hotelName', { header: 'ホテル', cell: (c) => c.getValue() ?? 'グループ', meta: { nowrap: true } })] : []),
  ]);
