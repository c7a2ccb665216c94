import type { PublishState } from '@hotel/shared/schemas/admin/content';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge.tsx';

const LABELS: Record<PublishState, [string, StatusTone]> = {
  draft: ['下書き・非公開', 'neutral'],
  scheduled: ['公開予定', 'info'],
  live: ['公開中', 'success'],
  ended: ['公開終了', 'warning'],
};

/** Where an item stands for guests today. */
export function PublishStateBadge({ state }: { state: PublishState }) {
  const [label, tone] = LABELS[state];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/** 2026-04-01 〜 2026-04-30, or 〜 with an open end. */
export function windowText(from: string | null, to: string | null): string {
  return `${from ?? '即時'} 〜 ${to ?? '期限なし'}`;
}
