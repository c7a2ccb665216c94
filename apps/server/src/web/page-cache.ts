import { createHash } from 'node:crypto';
import { CACHED_TABLES, type CachedTable, type ChangeFeed } from '../lib/change-feed/index.ts';

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
  /** The hotel date it was rendered on: default search dates and publish windows move at midnight. */
  day: string;
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
 * hotels' midnight, and wholesale when the feed reconnects. A page rendered while a change
 * arrived is not kept: it may hold what the change replaced.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly maxEntries: number;
  readonly enabled: boolean;
  /** Counts every change heard; the last count at which each table changed, or everything did. */
  private changesHeard = 0;
  private readonly changedAt = new Map<CachedTable, number>();
  private everythingAt = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly today: () => string,
    options: PageCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.enabled = options.enabled ?? true;
    if (this.enabled) {
      feed.subscribe(CACHED_TABLES, (change) => {
        this.changesHeard += 1;
        if (change.table === null) {
          this.everythingAt = this.changesHeard;
          this.pages.clear();
          return;
        }
        this.changedAt.set(change.table, this.changesHeard);
        for (const [key, page] of this.pages) if (page.tables.has(change.table)) this.pages.delete(key);
      });
      void feed.ready();
    }
  }

  /** A stamp to take before rendering and hand to store(). */
  stamp(): number {
    return this.changesHeard;
  }

  get(key: string): CachedPage | undefined {
    if (!this.enabled || !this.feed.isListening()) return undefined;
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.day !== this.today()) {
      this.pages.delete(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  store(key: string, page: Omit<CachedPage, 'day'>, stamp: number): void {
    if (!this.enabled || !this.feed.isListening() || this.changedSince(page.tables, stamp)) return;
    this.pages.delete(key);
    this.pages.set(key, { ...page, day: this.today() });
    if (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  /** Whether one of `tables` (or everything) changed after `stamp`: a page rendered meanwhile may be stale. */
  private changedSince(tables: ReadonlySet<CachedTable>, stamp: number): boolean {
    if (this.everythingAt > stamp) return true;
    for (const table of tables) if ((this.changedAt.get(table) ?? 0) > stamp) return true;
    return false;
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
