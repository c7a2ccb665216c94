import type { Database } from '@hotel/db/client';

/**
 * Runs work in one database transaction; throwing rolls it back. Services receive this instead
 * of the database, and pass the transaction handle on to repository methods, or to another
 * module's service when one change spans modules (pay: the order is marked paid and the member
 * card debited in the same transaction).
 */
export type RunInTransaction = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

export const transactionRunner =
  (db: Database): RunInTransaction =>
  (work) =>
    db.transaction((tx) => work(tx as unknown as Database));
