import { useNavigate, useRevalidator } from 'react-router';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';

/**
 * Logs out (spec §4: clears the session and returns to /). The server revokes the session and
 * drops the cookie; leaving the page first means a members-only page's guard does not fire.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return async () => {
    try {
      const { envelope } = await api('logout', {});
      if (envelope.success) showToast(envelope.message || SERVER_MESSAGES.loggedOut, 'success');
      else if (envelope.message) showToast(envelope.message, 'error');
    } catch (error) {
      if (!(error instanceof RequestCancelled)) throw error;
      return;
    }
    await navigate('/');
    await revalidate();
  };
}
