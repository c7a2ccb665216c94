import { useEffect, useRef, useState } from 'react';
import { PAY_POLL_MS } from '@hotel/shared/constants';
import { RequestCancelled } from '../../lib/api-client.ts';

/**
 * Asks `check` every PAY_POLL_MS (2 s, spec §4) until it says yes, then calls `onDone` once and
 * stops; stops on unmount too. Nothing is asked while `check` is null. A cancelled request
 * (RequestCancelled) is a "not yet". The QR pages of a booking, a payment link and a change's
 * difference all wait this way.
 */
export function usePollUntil(check: (() => Promise<boolean>) | null, onDone: () => void): boolean {
  const [done, setDone] = useState(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const checkRef = useRef(check);
  checkRef.current = check;
  const active = check !== null;

  useEffect(() => {
    if (!active || done) return;
    let stopped = false;
    const poll = setInterval(() => void (async () => {
      try {
        const yes = await checkRef.current?.();
        if (!stopped && yes) {
          stopped = true;
          setDone(true);
          onDoneRef.current();
        }
      } catch (error) {
        if (!(error instanceof RequestCancelled)) throw error;
      }
    })(), PAY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(poll);
    };
  }, [active, done]);

  return done;
}
