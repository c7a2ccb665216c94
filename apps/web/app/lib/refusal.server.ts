import { data, type AppLoadContext } from 'react-router';

/**
 * The server's refusal made before any page could answer (a 16 KB+ address, a method a
 * redirect-only path has no action for; WebLoadContext.refusal): thrown by the root loader, so the
 * root ErrorBoundary draws the site's error page with its status, and by the index route's, whose
 * redirect would otherwise win over it.
 */
export function throwRefusal(context: AppLoadContext): void {
  if (context.refusal) throw data(context.refusal.data, { status: context.refusal.status });
}
