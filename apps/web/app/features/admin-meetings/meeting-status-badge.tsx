import { MEETING_STATUS_LABELS, type MeetingStatus } from '@hotel/shared/schemas/admin/meetings';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge.tsx';

const TONES: Record<MeetingStatus, StatusTone> = { new: 'warning', contacted: 'info', confirmed: 'success', declined: 'neutral' };

/** 新規 / 連絡済み / 確定 / お断り, as a word with its tone. */
export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  return <StatusBadge tone={TONES[status]}>{MEETING_STATUS_LABELS[status]}</StatusBadge>;
}
