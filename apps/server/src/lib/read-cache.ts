import { CACHED_TABLES, type CachedTable, type ChangeFeed } from './change-feed/index.ts';
import { noteTables, noteUncacheable } from './read-scope.ts';

/** Every object a cache entry has resolved to: what cameFromReadCache() asks. */
const handedOut = new WeakSet<object>();

/**
 * Whether `value` is an object a read cache resolved to: such a value is as fresh as the cached
 * reads it came from, so what is made of it alone may be kept until one of their tables changes
 * (plugins/front-answers.ts). A value built anew from one (a copy, a page of it) is not.
 */
export function cameFromReadCache(value: unknown): boolean {
  return typeof value === 'object' && value !== null && handedOut.has(value);
}

interface Entry {
  value: Promise<unknown>;
  tables: readonly CachedTable[];
  /** The hotel date it was read on: publish windows and bookable dates move at the hotels' midnight. */
  day: string;
}

export interface ReadCacheOptions {
  /** Least recently used entries go beyond this many. */
  maxEntries?: number;
  /** Off (`READ_CACHE=off`): every read goes to the database, for measuring what the cache is worth. */
  enabled?: boolean;
  /** Freeze what is cached, so a caller that changes a shared value fails loudly (tests, development). */
  freeze?: boolean;
}

/**
 * In-process cache of database reads, never stale (decision 0035). An entry names the tables its
 * value was read from and is dropped when the change feed reports a committed change to one of
 * them, from any process; it lapses at the hotels' midnight; and while the feed is not listening
 * nothing is served from it. The entry is stored before its read finishes, so a change reported
 * while the read is still running drops it too, and concurrent misses of one key share one read.
 * A failed read is not kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTable = new Map<CachedTable, Set<string>>();
  private readonly maxEntries: number;
  private readonly enabled: boolean;
  private readonly freeze: boolean;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly today: () => string,
    options: ReadCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.enabled = options.enabled ?? true;
    this.freeze = options.freeze ?? false;
    if (this.enabled) {
      feed.subscribe(CACHED_TABLES, (change) => (change.table ? this.drop(change.table) : this.clear()));
      // Listening starts on the first subscribe; until it is, reads bypass the cache.
      void feed.ready();
    }
  }

  /** The value of `load`, read once per key until a change to one of `tables` (or the day) ends it. */
  read<T>(key: string, tables: readonly CachedTable[], load: () => Promise<T>): Promise<T> {
    // A page rendered from this read is as fresh as the read: its page cache entry follows the same tables.
    noteTables(tables);
    if (!this.feed.isListening()) noteUncacheable();
    if (!this.enabled || !this.feed.isListening()) return load();
    const day = this.today();
    const entry = this.entries.get(key);
    if (entry && entry.day === day) {
      // Most recently used goes last, so the oldest is first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits += 1;
      return entry.value as Promise<T>;
    }
    this.misses += 1;
    const value = load().then((result) => {
      if (typeof result === 'object' && result !== null) handedOut.add(result);
      return this.freeze ? deepFreeze(result) : result;
    });
    const fresh: Entry = { value, tables, day };
    this.remove(key);
    this.entries.set(key, fresh);
    for (const table of tables) {
      let keys = this.byTable.get(table);
      if (!keys) this.byTable.set(table, (keys = new Set()));
      keys.add(key);
    }
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.remove(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    return value;
  }

  stats(): { entries: number; hits: number; misses: number } {
    return { entries: this.entries.size, hits: this.hits, misses: this.misses };
  }

  private drop(table: CachedTable): void {
    const keys = this.byTable.get(table);
    if (!keys) return;
    this.byTable.delete(table);
    for (const key of keys) this.remove(key);
  }

  private clear(): void {
    this.entries.clear();
    this.byTable.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const table of entry.tables) this.byTable.get(table)?.delete(key);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

type AsyncMethodNames<S> = { [K in keyof S]: S[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof S];

/** For one cached method: the tables its result is read from, and (optionally) the arguments that make its key. */
type MethodCache = readonly CachedTable[] | { tables: readonly CachedTable[]; key: (...args: never[]) => unknown };
export type CachedMethods<S> = Partial<Record<AsyncMethodNames<S>, MethodCache>>;

function tablesAndKey(spec: MethodCache): { tables: readonly CachedTable[]; keyOf: (...args: unknown[]) => unknown } {
  if ('tables' in spec) return { tables: spec.tables, keyOf: spec.key as (...args: unknown[]) => unknown };
  return { tables: spec, keyOf: (...args) => args };
}

/**
 * The service with the named methods' results cached: the composition root decides what is cached,
 * the services stay plain. The key is the method's name and its arguments (or what `key` picks).
 */
export function withReadCache<S extends object>(cache: ReadCache, name: string, service: S, methods: CachedMethods<S>): S {
  // Each cached method's wrapper made once, not on every call: a hit is a content read's whole work (decision 0081).
  const wrappers = new Map<PropertyKey, { method: unknown; wrapper: (...args: unknown[]) => Promise<unknown> }>();
  return new Proxy(service, {
    get(target, property, receiver) {
      const original: unknown = Reflect.get(target, property, receiver);
      if (typeof original !== 'function') return original;
      const method = original as (...args: unknown[]) => Promise<unknown>;
      const spec = (methods as Record<PropertyKey, MethodCache | undefined>)[property];
      if (!spec) return method.bind(target);
      const kept = wrappers.get(property);
      if (kept?.method === method) return kept.wrapper;
      const { tables, keyOf } = tablesAndKey(spec);
      const prefix = `${name}.${String(property)}:`;
      const wrapper = (...args: unknown[]) => cache.read(prefix + JSON.stringify(keyOf(...args)), tables, () => method.apply(target, args));
      wrappers.set(property, { method, wrapper });
      return wrapper;
    },
  });
}
