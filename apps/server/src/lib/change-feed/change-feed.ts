/**
 * Cross-process cache invalidation (decision 0028). Every statement that changes one of
 * CACHED_TABLES fires a trigger (migration 0016) that notifies the channel `hotel_changes`;
 * PostgreSQL delivers it to every listening process when the transaction commits, never for a
 * rolled-back one. Each process keeps one ChangeFeed: subscribers learn which table changed, or
 * that anything may have changed (the listening connection was lost and notifications missed).
 */

/** The channel the triggers notify; the payload is `<schema>.<table>`. */
export const CHANGE_CHANNEL = 'hotel_changes';

/** Tables whose reads may be cached: catalogue, inventory and restrictions, content, media. */
export const CACHED_TABLES = [
  'city_groups',
  'cities',
  'brands',
  'hotels',
  'banners',
  'room_types',
  'rate_plans',
  'room_nights',
  'sales',
  'news',
  'content_pages',
  'hotel_content',
  'media',
  'media_files',
  'promotions',
  'hotel_tax_rules',
] as const;
export type CachedTable = (typeof CACHED_TABLES)[number];

/** Tables whose commits wake a sender rather than drop a cache: webhook events (decision 0064). Caches never hear them. */
export const WAKING_TABLES = ['webhook_events'] as const;
export type FeedTable = CachedTable | (typeof WAKING_TABLES)[number];
const FEED_TABLES: readonly string[] = [...CACHED_TABLES, ...WAKING_TABLES];

/** One table changed, or (`table: null`) anything may have: drop everything cached. */
export type TableChange<T extends FeedTable = CachedTable> = { table: T } | { table: null; reason: 'reconnected' };
export type ChangeListener<T extends FeedTable = CachedTable> = (change: TableChange<T>) => void;

export interface ChangeFeed {
  /** Calls `listener` after a committed change to one of `tables` (and on every "drop everything"); returns the unsubscribe. */
  subscribe<T extends FeedTable>(tables: readonly T[], listener: ChangeListener<T>): () => void;
  /** Resolves once this process is listening: changes committed afterwards reach the subscribers. */
  ready(): Promise<void>;
  /** Whether changes reach the subscribers now; while not (the connection is down), nothing may be served from a cache. */
  isListening(): boolean;
  /**
   * Resolves once every change this process committed before the call has reached its subscribers:
   * a write reads back at once from this process's caches. A marker notification goes round the
   * channel, and PostgreSQL delivers notifications in commit order.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Payload prefix of sync()'s marker notifications; never a table name. */
export const SYNC_MARKER = '~sync:';
/** How long sync() waits for its marker before giving up (a dead connection is noticed separately). */
export const SYNC_TIMEOUT_MS = 2_000;

type Log = { error(obj: object, msg: string): void };

/** The subscribers of one process; the listeners (PostgreSQL, PGlite) feed it. */
export class ChangeSubscribers {
  private readonly subscribers = new Set<{ tables: ReadonlySet<string>; listener: ChangeListener<FeedTable> }>();
  private readonly syncs = new Map<string, () => void>();
  private nextSync = 0;
  /** Tells this process's markers apart from other processes' on the same channel. */
  private readonly syncPrefix = `${SYNC_MARKER}${process.pid}.${Math.random().toString(36).slice(2, 8)}.`;

  constructor(private readonly log: Log) {}

  /** A marker to notify, and a promise that resolves when it comes back (or after SYNC_TIMEOUT_MS). */
  syncMarker(): { marker: string; arrived: Promise<void> } {
    const marker = `${this.syncPrefix}${this.nextSync++}`;
    const arrived = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.syncs.delete(marker);
        resolve();
      }, SYNC_TIMEOUT_MS);
      timer.unref();
      this.syncs.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return { marker, arrived };
  }

  /** A marker that will never come back (the send failed). */
  forgetMarker(marker: string): void {
    this.syncs.get(marker)?.();
    this.syncs.delete(marker);
  }

  subscribe<T extends FeedTable>(tables: readonly T[], listener: ChangeListener<T>): () => void {
    // A subscriber only ever hears its own tables (and "everything"), so its listener's narrower type holds.
    const entry = { tables: new Set<string>(tables), listener: listener as ChangeListener<FeedTable> };
    this.subscribers.add(entry);
    return () => void this.subscribers.delete(entry);
  }

  /** A notification's payload (`schema.table`): only this process's schema counts (tests share one database). */
  deliver(payload: string, schema: string): void {
    if (payload.startsWith(SYNC_MARKER)) {
      const arrived = this.syncs.get(payload);
      this.syncs.delete(payload);
      arrived?.();
      return;
    }
    const dot = payload.indexOf('.');
    if (dot < 0 || payload.slice(0, dot) !== schema) return;
    const table = payload.slice(dot + 1);
    if (!FEED_TABLES.includes(table)) return;
    this.emit({ table: table as FeedTable }, (s) => s.tables.has(table));
  }

  everything(): void {
    this.emit({ table: null, reason: 'reconnected' }, () => true);
  }

  private emit(change: TableChange<FeedTable>, wants: (s: { tables: ReadonlySet<string> }) => boolean): void {
    for (const subscriber of this.subscribers) {
      if (!wants(subscriber)) continue;
      try {
        subscriber.listener(change);
      } catch (error) {
        // One subscriber's bug must not keep the others from dropping stale data.
        this.log.error({ err: error, change }, 'a change feed subscriber failed');
      }
    }
  }
}
