import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { usePollUntil } from './use-poll-until.ts';

/** Whole seconds until `until` (an ISO instant), counting down; null in the server's HTML (no clock to agree on). */
export function useSecondsLeft(until: string): number | null {
  const end = Date.parse(until);
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return left;
}

/**
 * The change's QR page asks every 2 s, as the booking's does (spec §4), whether its difference is
 * paid (checkchangepay); `onSettled` runs once when the change is no longer pending (applied,
 * expired, withdrawn). Nothing is asked while `amendmentId` is null.
 */
export function useChangePolling(amendmentId: number | null, onSettled: () => void): void {
  const settled = async (id: number) => {
    const { envelope } = await api('checkchangepay', { amendmentId: id }, { quietStatuses: [400, 401, 404, 409, 429] });
    return Boolean(envelope.success && envelope.data && envelope.data.state !== 'pending');
  };
  usePollUntil(amendmentId === null ? null : () => settled(amendmentId), onSettled);
}
