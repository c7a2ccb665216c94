import type { ReactNode } from 'react';
import { MEETING_STATUS_LABELS, type MeetingDetail } from '@hotel/shared/schemas/admin/meetings';
import { DetailNote, Facts } from '../../components/admin/detail.tsx';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { formatMeetingPeriod } from './meeting-columns.tsx';
import { MeetingStatusBadge } from './meeting-status-badge.tsx';
import styles from './meetings.module.css';

/** What the guest asked for, as sent. */
export function MeetingFacts({ meeting }: { meeting: MeetingDetail }) {
  const rows: [string, ReactNode][] = [
    ['状態', <MeetingStatusBadge key="s" status={meeting.status} />],
    ['受付日時', formatHotelDateTime(meeting.createdAt)],
    ['ホテル', meeting.hotelName],
    ['お名前', meeting.applyName],
    ['電話番号', <a key="t" className="text-link" href={`tel:${meeting.contactPhone}`}>{meeting.contactPhone}</a>],
    ['種類', meeting.meetingType],
    ['人数', `${meeting.peopleNums}名`],
    ['ご希望日時', formatMeetingPeriod(meeting.beginTime, meeting.endTime)],
    ['ご要望', meeting.guestNote || '（なし）'],
  ];
  return <Facts facts={rows} />;
}

/** Who changed what, oldest first (from the audit log). */
export function MeetingHistory({ history }: { history: MeetingDetail['history'] }) {
  if (history.length === 0) return <DetailNote>まだ対応の記録はありません。</DetailNote>;
  return (
    <ol className={styles.history}>
      {history.map((line, i) => (
        <li key={`${line.at}-${i}`}>
          <span className={styles.when}>{formatHotelDateTime(line.at)}</span> <span>{line.staffEmail}</span>{' '}
          <span>
            {line.fromStatus && line.toStatus && line.fromStatus !== line.toStatus
              ? `${MEETING_STATUS_LABELS[line.fromStatus]} → ${MEETING_STATUS_LABELS[line.toStatus]}`
              : 'メモを更新'}
            {line.fromStatus !== line.toStatus && line.noteChanged ? '（メモも更新）' : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
