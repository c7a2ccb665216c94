import { AsyncLocalStorage } from 'node:async_hooks';
import type { CachedTable } from './change-feed/index.ts';

/**
 * What one page render read (decision 0035): the tables behind its cached reads, and whether
 * everything it read was such a read. A page may be kept only when `cacheable` stays true; it is
 * then dropped when one of `tables` changes.
 */
export interface ReadScope {
  tables: Set<CachedTable>;
  cacheable: boolean;
}

const scopes = new AsyncLocalStorage<ReadScope>();

/** Runs `work` recording its reads in a fresh scope. */
export function withReadScope<T>(work: () => Promise<T>): { scope: ReadScope; result: Promise<T> } {
  const scope: ReadScope = { tables: new Set(), cacheable: true };
  return { scope, result: scopes.run(scope, work) };
}

/** Records a cached read's tables in the current scope, if any. */
export function noteTables(tables: readonly CachedTable[]): void {
  const scope = scopes.getStore();
  if (scope) for (const table of tables) scope.tables.add(table);
}

/** The current scope read something no cache tracks (a session, an order): its page must not be kept. */
export function noteUncacheable(): void {
  const scope = scopes.getStore();
  if (scope) scope.cacheable = false;
}
