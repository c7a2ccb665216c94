import { useCallback, useEffect, useRef, useState } from 'react';
import { PAY_POLL_MS, QR_WINDOW_SECONDS } from '@hotel/shared/constants';
import { RequestCancelled } from '../../lib/api-client.ts';

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
  const [paid, setPaid] = useState(false);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  const checkRef = useRef(check);
  checkRef.current = check;
  const active = check !== null;

  useEffect(() => {
    if (!active || paid) return;
    let stopped = false;
    const poll = setInterval(() => void (async () => {
      try {
        const done = await checkRef.current?.();
        if (!stopped && done) {
          stopped = true;
          setPaid(true);
          onPaidRef.current();
        }
      } catch (error) {
        if (!(error instanceof RequestCancelled)) throw error;
      }
    })(), PAY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(poll);
    };
  }, [active, paid]);

  useEffect(() => {
    if (paid || seconds <= 0) return;
    const tick = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [seconds, paid]);

  const restart = useCallback(() => setSeconds(QR_WINDOW_SECONDS), []);
  return { seconds, paid, restart, expired: seconds <= 0 && !paid };
}
