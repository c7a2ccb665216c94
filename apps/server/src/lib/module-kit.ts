import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@hotel/db/client';
import type { Clock } from './clock.ts';
import type { EventPublisher } from './domain-events.ts';
import type { ReadCache } from './read-cache.ts';
import type { RunInTransaction } from './transaction.ts';

/**
 * What the composition root (services.ts) hands every module's factory (`createXModule`,
 * decision 0058): the database for the module's own repositories, time, the log, one
 * transaction runner, the read cache and the business events. Anything else a factory takes is
 * another module's service or a named port: never a repository or a table (lint refuses the import).
 */
export interface ModuleKit {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** With the read cache on, a commit waits until the cache has heard of it (decision 0035). */
  inTransaction: RunInTransaction;
  cache: ReadCache;
  /** Today's hotel date by the same clock. */
  today: () => string;
  events: EventPublisher;
}

/**
 * A port whose implementation is built later: two modules that call each other (holds and
 * orders, orders and pay) cannot both be built first, so one is handed this stand-in, which
 * asks `get` for the real one at each call. Calling it before the root has built the other
 * module throws, as it should: nothing runs while the root is still wiring.
 */
export function late<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
