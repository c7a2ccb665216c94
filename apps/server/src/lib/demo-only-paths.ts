/**
 * Every address only demo mode serves (decision 0013) lies under one of these prefixes: the
 * caught SMS codes and e-mail, and the payment simulator's gateways and scan pages. app.ts
 * refuses to register a demo-only route elsewhere, the web handler never hands these paths to
 * the pages (outside demo mode each is a plain 404, never a redirect or a 405), robots.txt
 * names them in demo mode, and the test of demo-only addresses reads them from here.
 */
export const DEMO_ONLY_PREFIXES = { dev: '/__dev', simulator: '/simulator' } as const;

const PREFIXES = Object.values(DEMO_ONLY_PREFIXES);

/** Whether a path (a route pattern or a request URL, query included or not) is under a demo-only prefix. */
export function isDemoOnlyPath(url: string): boolean {
  return PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}
