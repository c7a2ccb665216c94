import { describe, expect, it, vi } from 'vitest';
import type { CachedTable, ChangeFeed, FeedTable, TableChange } from './change-feed/index.ts';
import { ReadCache, withReadCache } from './read-cache.ts';

/** A feed the test drives: `change` reports a committed change, `listening` turns the connection on and off. */
function fakeFeed() {
  const listeners: { tables: readonly FeedTable[]; listener: (c: TableChange<FeedTable>) => void }[] = [];
  const state = { listening: true };
  const feed: ChangeFeed = {
    subscribe: (tables, listener) => {
      listeners.push({ tables, listener: listener as (c: TableChange<FeedTable>) => void });
      return () => undefined;
    },
    ready: () => Promise.resolve(),
    isListening: () => state.listening,
    sync: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  const change = (table: CachedTable | null) => {
    for (const l of listeners) if (table === null || l.tables.includes(table)) l.listener(table ? { table } : { table: null, reason: 'reconnected' });
  };
  return { feed, change, state };
}

function counter(value = 'v') {
  let n = 0;
  return { load: vi.fn(() => Promise.resolve(`${value}${++n}`)), calls: () => n };
}

describe('ReadCache', () => {
  it('reads once per key and serves the same value until a change to one of its tables', async () => {
    const { feed, change } = fakeFeed();
    const cache = new ReadCache(feed, () => '2026-11-23');
    const { load } = counter();
    expect(await cache.read('a', ['hotels'], load)).toBe('v1');
    expect(await cache.read('a', ['hotels'], load)).toBe('v1');
    change('news');
    expect(await cache.read('a', ['hotels'], load)).toBe('v1');
    change('hotels');
    expect(await cache.read('a', ['hotels'], load)).toBe('v2');
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 2 });
  });

  it('a change reported while the read is still running drops it: the next read reads again', async () => {
    const { feed, change } = fakeFeed();
    const cache = new ReadCache(feed, () => '2026-11-23');
    let finish!: (v: string) => void;
    const slow = cache.read('a', ['room_nights'], () => new Promise<string>((r) => (finish = r)));
    change('room_nights');
    finish('old');
    expect(await slow).toBe('old');
    expect(await cache.read('a', ['room_nights'], () => Promise.resolve('new'))).toBe('new');
  });

  it('concurrent misses share one read; a failed read is not kept', async () => {
    const { feed } = fakeFeed();
    const cache = new ReadCache(feed, () => '2026-11-23');
    const { load, calls } = counter();
    const [a, b] = await Promise.all([cache.read('k', ['sales'], load), cache.read('k', ['sales'], load)]);
    expect([a, b, calls()]).toEqual(['v1', 'v1', 1]);
    await expect(cache.read('bad', ['sales'], () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.read('bad', ['sales'], () => Promise.resolve('found'))).toBe('found');
  });

  it('lapses at the hotels’ midnight, bypasses itself while the feed is not listening, and drops everything on a reconnect', async () => {
    const { feed, change, state } = fakeFeed();
    let day = '2026-11-23';
    const cache = new ReadCache(feed, () => day);
    const { load } = counter();
    await cache.read('k', ['news'], load);
    day = '2026-11-24';
    expect(await cache.read('k', ['news'], load)).toBe('v2');
    state.listening = false;
    expect(await cache.read('k', ['news'], load)).toBe('v3');
    state.listening = true;
    expect(await cache.read('k', ['news'], load)).toBe('v2');
    change(null);
    expect(await cache.read('k', ['news'], load)).toBe('v4');
  });

  it('keeps at most maxEntries, the least recently used going first', async () => {
    const { feed } = fakeFeed();
    const cache = new ReadCache(feed, () => '2026-11-23', { maxEntries: 2 });
    const { load } = counter();
    await cache.read('a', ['hotels'], load); // v1
    await cache.read('b', ['hotels'], load); // v2
    await cache.read('a', ['hotels'], load); // hit: b is now the oldest
    await cache.read('c', ['hotels'], load); // v3, b goes
    expect(await cache.read('a', ['hotels'], load)).toBe('v1');
    expect(await cache.read('b', ['hotels'], load)).toBe('v4');
  });

  it('off: every read goes to the source', async () => {
    const { feed } = fakeFeed();
    const cache = new ReadCache(feed, () => '2026-11-23', { enabled: false });
    const { load } = counter();
    await cache.read('a', ['hotels'], load);
    expect(await cache.read('a', ['hotels'], load)).toBe('v2');
  });

  it('freezes what it keeps when asked, so a caller cannot change a shared value', async () => {
    const { feed } = fakeFeed();
    const cache = new ReadCache(feed, () => '2026-11-23', { freeze: true });
    const value = await cache.read('a', ['hotels'], () => Promise.resolve({ list: [{ name: 'x' }] }));
    expect(() => {
      (value.list[0] as { name: string }).name = 'y';
    }).toThrow(TypeError);
  });
});

describe('withReadCache', () => {
  class Catalog {
    calls = 0;
    async hotel(code: string): Promise<string> {
      this.calls += 1;
      return `${code}:${this.calls}`;
    }
    async uncached(): Promise<number> {
      this.calls += 1;
      return this.calls;
    }
    async block(code: string, schema: { parse(v: unknown): unknown }): Promise<string> {
      this.calls += 1;
      return `${code}:${String(schema.parse(1))}`;
    }
  }

  it('caches the named methods by their arguments (or the key given), leaves the others alone', async () => {
    const { feed, change } = fakeFeed();
    const cache = new ReadCache(feed, () => '2026-11-23');
    const catalog = withReadCache(cache, 'catalog', new Catalog(), {
      hotel: ['hotels'],
      block: { tables: ['hotel_content'], key: (code: string) => [code] },
    });
    expect([await catalog.hotel('a'), await catalog.hotel('a'), await catalog.hotel('b')]).toEqual(['a:1', 'a:1', 'b:2']);
    expect(await catalog.uncached()).toBe(3);
    expect(await catalog.uncached()).toBe(4);
    expect(await catalog.block('x', { parse: () => 'p' })).toBe('x:p');
    expect(await catalog.block('x', { parse: () => 'other' })).toBe('x:p');
    change('hotels');
    expect(await catalog.hotel('a')).toBe('a:6');
  });
});
