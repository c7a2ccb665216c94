import { NOTICE_KIND_LABELS, NOTICE_STATE_LABELS, type NoticeKind, type NoticeState } from '@hotel/shared/schemas/admin/notices';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge.tsx';

const STATE_TONES: Record<NoticeState, StatusTone> = { sent: 'success', pending: 'info', failed: 'danger', skipped: 'neutral' };
const KIND_TONES: Record<NoticeKind, StatusTone> = { booked: 'info', changed: 'info', cancelled: 'warning', meeting: 'info', 'job-failed': 'danger', reconciliation: 'danger', 'channel-failing': 'danger', 'webhook-failing': 'danger', overbooked: 'danger' };

/** 送信済み / 送信待ち / 失敗 / 宛先未設定. */
export function NoticeStateBadge({ state }: { state: NoticeState }) {
  return <StatusBadge tone={STATE_TONES[state]}>{NOTICE_STATE_LABELS[state]}</StatusBadge>;
}

/** 新規予約 / 予約変更 / 予約キャンセル / 会議・宴会のお問い合わせ / alerts. */
export function NoticeKindBadge({ kind }: { kind: NoticeKind }) {
  return <StatusBadge tone={KIND_TONES[kind]}>{NOTICE_KIND_LABELS[kind]}</StatusBadge>;
}
