import { useCallback, useEffect, useState } from 'react';
import { QR_WINDOW_SECONDS } from '@hotel/shared/constants';
import { usePollUntil } from './use-poll-until.ts';

interface PayPollingOptions {
  /**
   * Asks once whether the order is paid (checkpayret, or a payment link's checklinkpay); null
   * while there is nothing to ask about. A cancelled request (RequestCancelled) is a "not yet".
   */
  check: (() => Promise<boolean>) | null;
  onPaid: () => void;
}

/**
 * The QR page's timers (spec §4): asks every 2 s whether the order is paid and counts the
 * 120 s window down. Both stop when paid and on unmount; `restart` starts a new window.
 */
export function usePayPolling({ check, onPaid }: PayPollingOptions) {
  const [seconds, setSeconds] = useState(QR_WINDOW_SECONDS);
  const paid = usePollUntil(check, onPaid);

  useEffect(() => {
    if (paid || seconds <= 0) return;
    const tick = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [seconds, paid]);

  const restart = useCallback(() => setSeconds(QR_WINDOW_SECONDS), []);
  return { seconds, paid, restart, expired: seconds <= 0 && !paid };
}
