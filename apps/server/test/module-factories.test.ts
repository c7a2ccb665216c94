import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServices } from '../src/services.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

// Decision 0058: the modules' factories hand each other services and named ports, never a
// repository. Lint keeps repositories out of the composition root; this looks at what the root
// actually assembled, one level into each port, so a factory that returned a repository (or a
// port that is one) fails here.
describe('what the module factories hand out', () => {
  let testDb: TestDb;
  let services: Record<string, unknown>;
  beforeAll(async () => {
    testDb = await createTestDb();
    services = buildServices({ db: testDb.db, clock: () => new Date(), log: pino({ level: 'silent' }), providers: { payment: {} } });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  const classNameOf = (value: unknown) => (value && typeof value === 'object' ? (value.constructor?.name ?? '') : '');

  it('holds no repository, in a service or in a port', () => {
    const offered = Object.entries(services).flatMap(([name, value]) => [
      [name, classNameOf(value)],
      ...(value && typeof value === 'object' && classNameOf(value) === 'Object' ? Object.entries(value).map(([key, inner]) => [`${name}.${key}`, classNameOf(inner)]) : []),
    ]);
    expect(offered.length).toBeGreaterThan(40);
    expect(offered.filter(([, className]) => className!.endsWith('Repository'))).toEqual([]);
  });

  it('builds the guest API once per endpoint and the back office per module', () => {
    const guestApi = services.guestApi as { name: string }[];
    expect(new Set(guestApi.map((route) => route.name)).size).toBe(guestApi.length);
    expect((services.adminApis as unknown[]).every((api) => typeof api === 'function')).toBe(true);
  });
});
