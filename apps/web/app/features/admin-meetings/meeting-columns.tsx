import { Link } from 'react-router';
import type { MeetingSummary } from '@hotel/shared/schemas/admin/meetings';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { MeetingStatusBadge } from './meeting-status-badge.tsx';
import { scopedLink } from '../../lib/admin-scope.ts';

const col = adminColumnHelper<MeetingSummary>();

/** 2026/12/01 09:00 〜 17:30, or the end's date too when it is another day. */
export function formatMeetingPeriod(begin: string, end: string): string {
  const from = formatHotelDateTime(begin);
  const to = formatHotelDateTime(end);
  return `${from} 〜 ${to.slice(0, 10) === from.slice(0, 10) ? to.slice(11) : to}`;
}

/** The inbox's columns: the applicant first (a phone shows it before scrolling), linking to the request. */
export const meetingColumns = (hotel: string, groupScope: boolean) =>
  col.columns([
  col.accessor('applyName', {
    header: 'お名前',
    cell: (c) => (
      <Link className="text-link" to={scopedLink(`/admin/meetings/${c.row.original.id}`, hotel, groupScope)}>
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('status', { header: '状態', cell: (c) => <MeetingStatusBadge status={c.getValue()} />, meta: { nowrap: true, width: '6rem' } }),
  col.accessor('beginTime', { header: 'ご希望日時', cell: (c) => formatMeetingPeriod(c.getValue(), c.row.original.endTime), meta: { nowrap: true } }),
  col.accessor('meetingType', { header: '種類', meta: { nowrap: true } }),
  col.accessor('peopleNums', { header: '人数', cell: (c) => `${c.getValue()}名`, meta: { nowrap: true } }),
  col.accessor('contactPhone', { header: '電話番号', meta: { nowrap: true } }),
  col.accessor('createdAt', { header: '受付日時', cell: (c) => formatHotelDateTime(c.getValue()), meta: { nowrap: true } }),
]);
