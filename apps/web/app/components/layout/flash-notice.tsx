import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES, PRIVACY_MESSAGES } from '@hotel/shared/messages';
import { showToast } from '../../lib/toast-store.ts';

/** Reasons a page can be opened with (?reason=…), shown once as a toast and removed from the URL. */
const REASONS: Record<string, { message: string; kind: 'warning' | 'success' }> = {
  'login-required': { message: MESSAGES.routeGuard, kind: 'warning' },
  'account-closed': { message: PRIVACY_MESSAGES.closed, kind: 'success' },
};

export function FlashNotice() {
  const [params, setParams] = useSearchParams();
  const reason = params.get('reason');

  useEffect(() => {
    if (!reason) return;
    const found = REASONS[reason];
    if (found) showToast(found.message, found.kind, 4000);
    const next = new URLSearchParams(params);
    next.delete('reason');
    setParams(next, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reason]);

  return null;
}
