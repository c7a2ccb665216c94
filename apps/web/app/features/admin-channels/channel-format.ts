import type { ChannelConnection, ChannelLog } from '@hotel/shared/schemas/admin/channels';
import { formatHotelDateTime, formatHotelDateTimeSeconds } from '../../lib/hotel-date-time.ts';

export type SyncLogItem = ChannelLog['items'][number];

/** What started a send: the change feed (変更), a full sync (全件同期) or reservations coming in (予約). */
export const RUN_LABELS: Record<SyncLogItem['run'], string> = { changes: '変更', full: '全件同期', reservations: '予約' };

/** The endpoint's host (and port), what staff recognise in a list; the whole URL stays in the form. */
export function endpointHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The message a sync-log line names: an OTA message, Google's property data (Transaction), or `connection` (a setting stopped the send before any request). */
export function messageLabel(message: string): string {
  if (message === 'connection') return '接続設定（送信前に停止）';
  return message === 'Transaction' ? 'Transaction（客室・プランの情報）' : message;
}

const slashDate = (date: string) => date.replaceAll('-', '/');

/** The nights a line sent: 2026/11/24, 2026/11/24〜2027/11/23, or — (a line about the connection). */
export function nightsRange(first: string | null, last: string | null): string {
  if (!first) return '—';
  return !last || last === first ? slashDate(first) : `${slashDate(first)}〜${slashDate(last)}`;
}

/** An instant in hotel time, or the words for never. */
export function hotelTimeOr(iso: string | null, never: string): string {
  return iso ? formatHotelDateTime(iso) : never;
}

/** When a failing connection tries again, to the second (the first retries are seconds apart); 未定 when unknown. */
export function nextTryLabel(iso: string | null): string {
  return iso ? formatHotelDateTimeSeconds(iso) : '未定';
}

export type ConnectionState = 'disabled' | 'failing' | 'ok' | 'waiting';

/** Off, failing (since failingSince), sent at least once, or on and not sent yet. */
export function connectionState(c: Pick<ChannelConnection, 'enabled' | 'failingSince' | 'lastSuccessAt'>): ConnectionState {
  if (!c.enabled) return 'disabled';
  if (c.failingSince) return 'failing';
  return c.lastSuccessAt ? 'ok' : 'waiting';
}

/** Nights owed: 120泊分, or なし. */
export function owedLabel(owed: number): string {
  return owed === 0 ? 'なし' : `${owed.toLocaleString('ja-JP')}泊分`;
}
