/** What the api project's globalSetup hands to every test file (through vitest's provide/inject). */
export type TestDatabaseSetup =
  | { kind: 'pglite'; /** A dump of a migrated, seeded PGlite database; each file loads its own copy. */ templatePath: string }
  | {
      kind: 'postgres';
      databaseUrl: string;
      /** The migrations to apply inside each file's own schema (see global-setup.ts). */
      migrationsFolder: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSetup;
  }
}
