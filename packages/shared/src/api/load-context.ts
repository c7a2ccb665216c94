import type { Transport } from './transport.ts';

/**
 * What the server hands every React Router loader and action. The web app reaches data only
 * through the public API (in-process), so it never imports the database.
 */
export interface WebLoadContext {
  transport: Transport;
  /** DEMO_MODE=1: every page shows the デモサイト notice (decision 0013). Only this boolean reaches the page. */
  demoMode: boolean;
  /** This response's Content-Security-Policy nonce (fresh per response), for the inline scripts React Router writes (decision 0030). */
  cspNonce: string;
  /** The origin canonical, Open Graph and structured-data addresses are written under: PUBLIC_URL's, else the request's (decision 0036). */
  publicOrigin: string;
  /**
   * An answer decided before any page could give one: an address over Node's size limit (431), a
   * method a resource route has no action for (405). The root loader throws it, so the visitor sees
   * the site's own error page with this status; `data` is what the ErrorBoundary reads (a 403's message).
   */
  refusal?: { status: number; data: unknown };
}
