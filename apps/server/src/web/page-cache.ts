import { createHash } from 'node:crypto';
import type { CachedTable, ChangeFeed } from '../lib/change-feed/index.ts';
import { KeptByTables } from '../lib/kept-by-tables.ts';

/**
 * A rendered page as kept: without the nonce it was rendered with; its inline scripts are allowed
 * by their hashes instead (a hash-based policy, the form meant for pages served from a cache), so
 * every answer is the same bytes: compressed once, with an ETag.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  /** CSP sources ('sha256-…') of the page's inline scripts. */
  scriptHashes: string[];
  etag: string;
  tables: ReadonlySet<CachedTable>;
}

export interface PageCacheOptions {
  maxEntries?: number;
  /** Off (`PAGE_CACHE=off`): every page is rendered (benchmarks measure both). */
  enabled?: boolean;
}

/**
 * Rendered pages for visitors without cookies, never stale (decision 0035). A page is kept only
 * when every read its loaders made was a cached public read (lib/read-scope.ts); it is dropped
 * when the change feed reports a change to one of the tables those reads came from, at the
 * hotels' midnight, and wholesale when the feed reconnects (lib/kept-by-tables.ts). A page
 * rendered while a change arrived is not kept: it may hold what the change replaced.
 */
export class PageCache extends KeptByTables<CachedPage> {
  constructor(feed: ChangeFeed, today: () => string, options: PageCacheOptions = {}) {
    super(feed, today, { maxEntries: options.maxEntries ?? 1_000, enabled: options.enabled ?? true });
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** A rendered page made keepable: its nonce attributes gone, the hashes of its inline scripts, its ETag. */
export function keepablePage(html: string, nonce: string): Pick<CachedPage, 'html' | 'scriptHashes' | 'etag'> {
  const kept = html.split(` nonce="${nonce}"`).join('');
  const scriptHashes = new Set<string>();
  for (const [, attributes = '', content = ''] of kept.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes)) continue;
    scriptHashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return { html: kept, scriptHashes: [...scriptHashes], etag: `"${createHash('sha1').update(kept, 'utf8').digest('base64')}"` };
}
