import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@hotel/shared/messages';
import styles from './flash-notice.module.css';

/** Reasons a page can be opened with (?reason=…), shown once as a toast. */
const REASONS: Record<string, string> = {
  'login-required': MESSAGES.routeGuard,
};

export function FlashNotice() {
  const [params, setParams] = useSearchParams();
  const reason = params.get('reason');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!reason || !REASONS[reason]) return;
    setMessage(REASONS[reason]);
    const next = new URLSearchParams(params);
    next.delete('reason');
    setParams(next, { replace: true, preventScrollReset: true });
    const timer = setTimeout(() => setMessage(null), 4000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reason]);

  if (!message) return null;
  return (
    <div className={styles.toast} role="alert">
      {message}
    </div>
  );
}
