import type { z } from 'zod';
import { endpoints, type EndpointOutput, type Endpoints } from '@hotel/shared/api/endpoints';
import type { SiteLanguage } from '@hotel/shared/site-language';
import type { BoundGuestRoute, PageReadNames } from '../lib/guest-endpoint.ts';
import { GUEST_API } from '../guest-api.ts';

/**
 * The public reads a page's loaders make on nearly every page: catalogue, content and search
 * (the room search and the city search), declared with `read` in their modules' tables.
 * They need no session and no cookie, so a loader calls them here, in-process, instead of
 * through an HTTP round trip (decision 0035). Each is the same call as its API route (the
 * same table entry), with the same input schema before it and the same output schema after it;
 * a contract test (public-reads.test.ts) holds every one equal to its route's answer.
 */
type GuestTable = (typeof GUEST_API)[keyof typeof GUEST_API];
export type PublicReadName = GuestTable extends infer T ? (T extends unknown ? PageReadNames<T> : never) : never;

export const PUBLIC_READS: readonly PublicReadName[] = Object.values(GUEST_API).flatMap((table) =>
  Object.entries(table as Record<string, { read?: unknown }>)
    .filter(([, route]) => route.read !== undefined)
    .map(([name]) => name as PublicReadName),
);

type Parsed<N extends PublicReadName> = z.output<Endpoints[N]['input']>;
export type PublicReads = { [N in PublicReadName]: (input: Parsed<N>, lang: SiteLanguage) => Promise<EndpointOutput<N>> };

/** The page reads of the bound guest API, each its route's own call. */
export function publicReads(guestApi: readonly BoundGuestRoute[]): PublicReads {
  const reads: Partial<Record<PublicReadName, (input: unknown, lang: SiteLanguage) => Promise<unknown>>> = {};
  for (const route of guestApi) {
    // A page read takes no call (lib/guest-endpoint.ts's PageRead): in-process there is no request, only the page's language.
    if (route.pageRead) reads[route.name as PublicReadName] = (input, lang) => route.run!(input, undefined, lang);
  }
  const missing = PUBLIC_READS.filter((name) => !reads[name]);
  if (missing.length) throw new Error(`page reads without a bound route: ${missing.join(', ')}`);
  return reads as PublicReads;
}

/** The public read at this method and path, if it is one. */
const byPath = new Map<string, PublicReadName>(PUBLIC_READS.map((name) => [`${endpoints[name].method} ${endpoints[name].path}`, name]));
export function publicReadAt(method: string, path: string): PublicReadName | undefined {
  return byPath.get(`${method} ${path}`);
}
