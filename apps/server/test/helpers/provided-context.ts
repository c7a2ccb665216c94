/** What the api project's globalSetup hands to every test file (through vitest's provide/inject). */
export type TestDatabaseSetup =
  | { kind: 'pglite'; /** A dump of a migrated, seeded PGlite database; each file loads its own copy. */ templatePath: string }
  | {
      kind: 'postgres';
      /** The server's database the run was given (pg-boss's own tests make their schemas there). */
      databaseUrl: string;
      /** A migrated, seeded database; each file gets its own copy (CREATE DATABASE … TEMPLATE). */
      templateDatabase: string;
      /** Every database of this run is named with it, so the run's end drops what a file left. */
      databasePrefix: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSetup;
  }
}
