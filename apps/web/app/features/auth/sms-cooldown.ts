import { useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS } from '@hotel/shared/constants';

/**
 * When each number may get its next code, kept for the life of the page so the countdown
 * survives closing the login modal or moving from Register to login. The server's rule is per
 * number (any purpose), so a guest who mistyped the number need not wait to fix it.
 * Written only by browser event handlers: on the server the map stays empty.
 */
const nextSendAt = new Map<string, number>();
const sentTo = new Set<string>();

export function startSmsCooldown(mobile: string, seconds: number = SMS_RESEND_SECONDS): void {
  nextSendAt.set(mobile, Date.now() + seconds * 1000);
  sentTo.add(mobile);
}

function secondsLeft(mobile: string): number {
  const until = nextSendAt.get(mobile);
  return until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;
}

/** Seconds until `mobile` may get a new code (ticking), and whether one was sent to it already. */
export function useSmsCooldown(mobile: string): { seconds: number; sentBefore: boolean; restart: (seconds?: number) => void } {
  const [, setTick] = useState(0);
  const seconds = secondsLeft(mobile);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setTick((t) => t + 1), 1000);
    return () => clearInterval(timer);
  }, [seconds > 0, mobile]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    seconds,
    sentBefore: sentTo.has(mobile),
    restart: (s?: number) => {
      startSmsCooldown(mobile, s);
      setTick((t) => t + 1);
    },
  };
}
