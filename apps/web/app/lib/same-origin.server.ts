import { data } from 'react-router';
import { SERVER_MESSAGES } from '@hotel/shared/messages';

/**
 * CSRF for route actions (docs/decisions/0011). An action calls the API in-process, and that
 * transport adds the site headers which protect cookie-authenticated API writes (decision 0008),
 * so an action must first make sure the post came from one of our own pages. Browsers send
 * `Sec-Fetch-Site` and `Origin` on every form post; a cross-site page can forge neither.
 */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  // No Origin: only a browser that says where the post came from (Sec-Fetch-Site) passes.
  return site !== null;
}

/** Refuses a cross-site post with 403 and the site's message; call it first in every action. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOriginPost(request)) throw data({ message: SERVER_MESSAGES.csrfRejected }, { status: 403 });
}
