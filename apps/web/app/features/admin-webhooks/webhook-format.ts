import type { WebhookEndpoint } from '@hotel/shared/schemas/admin/webhooks';
import { formatHotelDateTime, formatHotelDateTimeSeconds } from '../../lib/hotel-date-time.ts';

/** An instant in hotel time, or the words for never. */
export function hotelTimeOr(iso: string | null, never: string): string {
  return iso ? formatHotelDateTime(iso) : never;
}

/** When a failing endpoint tries again, to the second (the first retries are 10 s apart); 未定 when unknown. */
export function nextTryLabel(iso: string | null): string {
  return iso ? formatHotelDateTimeSeconds(iso) : '未定';
}

/** Events not yet acknowledged: 3件, or なし. */
export function pendingLabel(pending: number): string {
  return pending === 0 ? 'なし' : `${pending.toLocaleString('ja-JP')}件`;
}

/** Whether an endpoint is on and its last try failed (what the page leads with). */
export const isFailing = (e: Pick<WebhookEndpoint, 'enabled' | 'failingSince'>) => e.enabled && e.failingSince !== null;

/** Failing endpoints first, then as the API lists them. */
export const failingFirst = <T extends Pick<WebhookEndpoint, 'enabled' | 'failingSince'>>(items: readonly T[]) =>
  items.toSorted((a, b) => Number(isFailing(b)) - Number(isFailing(a)));
