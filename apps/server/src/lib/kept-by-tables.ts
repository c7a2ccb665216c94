import { CACHED_TABLES, type CachedTable, type ChangeFeed } from './change-feed/index.ts';

/** What a kept value must say of itself: the tables it was made from. */
export interface MadeFromTables {
  tables: ReadonlySet<CachedTable>;
}

export interface KeptByTablesOptions {
  /** Least recently used values go beyond this many. */
  maxEntries: number;
  /** Off: nothing is kept (PAGE_CACHE=off, READ_CACHE=off). */
  enabled: boolean;
}

/**
 * Values made from cached reads (rendered pages, ready answers), never stale (decision 0035): a
 * value is dropped when the change feed reports a change to one of the tables it was made from,
 * at the hotels' midnight, and wholesale when the feed reconnects; while the feed is not
 * listening nothing is kept or given out. A value made while a change to its tables arrived is
 * not kept: take stamp() before making it and hand the stamp to store().
 */
export class KeptByTables<V extends MadeFromTables> {
  private readonly values = new Map<string, V & { day: string }>();
  /** Counts every change heard; the last count at which each table changed, or everything did. */
  private changesHeard = 0;
  private readonly changedAt = new Map<CachedTable, number>();
  private everythingAt = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly today: () => string,
    private readonly options: KeptByTablesOptions,
  ) {
    if (!options.enabled) return;
    feed.subscribe(CACHED_TABLES, (change) => {
      this.changesHeard += 1;
      if (change.table === null) {
        this.everythingAt = this.changesHeard;
        this.values.clear();
        return;
      }
      this.changedAt.set(change.table, this.changesHeard);
      for (const [key, value] of this.values) if (value.tables.has(change.table)) this.values.delete(key);
    });
    void feed.ready();
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** A stamp to take before making a value and hand to store(). */
  stamp(): number {
    return this.changesHeard;
  }

  get(key: string): V | undefined {
    if (!this.options.enabled || !this.feed.isListening()) return undefined;
    const value = this.values.get(key);
    if (!value) return undefined;
    if (value.day !== this.today()) {
      this.values.delete(key);
      return undefined;
    }
    // Most recently used goes last, so the oldest is first to go.
    this.values.delete(key);
    this.values.set(key, value);
    return value;
  }

  store(key: string, value: V, stamp: number): void {
    if (!this.options.enabled || !this.feed.isListening() || this.changedSince(value.tables, stamp)) return;
    this.values.delete(key);
    this.values.set(key, { ...value, day: this.today() });
    if (this.values.size > this.options.maxEntries) {
      const oldest = this.values.keys().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
  }

  /** Whether one of `tables` (or everything) changed after `stamp`: a value made meanwhile may be stale. */
  private changedSince(tables: ReadonlySet<CachedTable>, stamp: number): boolean {
    if (this.everythingAt > stamp) return true;
    for (const table of tables) if ((this.changedAt.get(table) ?? 0) > stamp) return true;
    return false;
  }
}
