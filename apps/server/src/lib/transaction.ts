import type { Database } from '@hotel/db/client';

/**
 * Runs work in one database transaction; throwing rolls it back. Services receive this instead
 * of the database, and pass the transaction handle on to repository methods, or to another
 * module's service when one change spans modules (pay: the order is marked paid and the member
 * card debited in the same transaction).
 */
export type RunInTransaction = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

/**
 * `afterCommit` runs once the transaction has committed, before its result is handed back: the
 * change feed's sync, so this process's caches have dropped what the transaction changed.
 */
export const transactionRunner =
  (db: Database, afterCommit?: () => Promise<void>): RunInTransaction =>
  async (work) => {
    const result = await db.transaction((tx) => work(tx as unknown as Database));
    if (afterCommit) await afterCommit();
    return result;
  };
