import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffHotels } from '@hotel/db/schema/staff';
import { runAdminCreate } from '../src/admin-create.ts';
import { systemClock } from '../src/lib/clock.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { buildStaffServices } from '../src/services.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const PASSWORD = 'correct horse battery';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

function terminal(tty = false) {
  const input = Object.assign(new PassThrough(), tty ? { isTTY: true, setRawMode: () => input } : {});
  let printed = '';
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      printed += chunk.toString();
      done();
    },
  });
  return { input, output, printed: () => printed };
}

const run = (argv: string[], term: ReturnType<typeof terminal>) => runAdminCreate(argv, term, buildStaffServices(testDb.db, systemClock).staffAccounts);
const rowOf = async (email: string) => (await testDb.db.select().from(staff).where(eq(staff.email, email)))[0];
const fresh = () => `Boss-${Math.random().toString(36).slice(2, 8)}@Example.JP`;

describe('npm run admin:create', () => {
  it('creates a group administrator from a piped password, never printing it', async () => {
    const email = fresh();
    const term = terminal();
    term.input.end(`${PASSWORD}\n`);
    expect(await run(['--email', email, '--name', '田中 一郎'], term)).toBe(0);
    const row = await rowOf(email.toLowerCase());
    expect(row).toMatchObject({ email: email.toLowerCase(), displayName: '田中 一郎', role: 'group_admin', disabled: false });
    expect(await verifyPassword(PASSWORD, row!.passwordHash)).toBe(true);
    expect(await testDb.db.select().from(staffHotels).where(eq(staffHotels.staffId, row!.id))).toEqual([]);
    expect(term.printed()).toContain(`created group administrator ${email.toLowerCase()}`);
    expect(term.printed()).not.toContain(PASSWORD);
  });

  it('refuses a password shorter than 12 characters', async () => {
    const email = fresh();
    const term = terminal();
    term.input.end('eleven-char\n');
    expect(await run(['--email', email], term)).toBe(1);
    expect(term.printed()).toContain('at least 12 characters');
    expect(await rowOf(email.toLowerCase())).toBeUndefined();
  });

  it('refuses an address that already has an account, whatever its case, before asking for a password', async () => {
    const term = terminal();
    term.input.end('never-read-password\n');
    expect(await run(['--email', 'ADMIN@demo.felton'], term)).toBe(1);
    expect(term.printed()).toContain('already exists');
    expect(term.printed()).not.toContain('never-read-password');
    expect((await testDb.db.select().from(staff).where(eq(staff.email, 'admin@demo.felton'))).length).toBe(1);
  });

  it('refuses a missing or bad --email and empty stdin', async () => {
    expect(await run([], terminal())).toBe(2);
    expect(await run(['--email', 'not-an-address'], terminal())).toBe(2);
    const empty = terminal();
    empty.input.end();
    expect(await run(['--email', fresh()], empty)).toBe(1);
  });

  it('on a terminal asks twice without echo and refuses two different answers', async () => {
    const ask = async (first: string, second: string) => {
      const term = terminal(true);
      const email = fresh();
      const done = run(['--email', email], term);
      for (const [prompt, answer] of [['Password: ', first], ['Password again: ', second]] as const) {
        await expect.poll(() => term.printed()).toContain(prompt);
        term.input.write(`${answer}\r`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { code: await done, printed: term.printed(), row: await rowOf(email.toLowerCase()) };
    };
    const same = await ask(PASSWORD, PASSWORD);
    expect(same.code).toBe(0);
    expect(same.row?.role).toBe('group_admin');
    expect(same.printed).not.toContain(PASSWORD);

    const different = await ask(PASSWORD, `${PASSWORD}!`);
    expect(different.code).toBe(1);
    expect(different.printed).toContain('differ');
    expect(different.row).toBeUndefined();
  });

  it('runs as an npm script with the password piped in', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-create-'));
    try {
      // PGlite in a folder of its own, whichever database the other tests use.
      const { DATABASE_URL: _url, DEMO_MODE: _demo, ...inherited } = process.env;
      const env = { ...inherited, DATA_DIR: dataDir };
      const child = promisify(execFile)('npm', ['run', '-s', 'admin:create', '--', '--email', 'first@example.jp'], { cwd: REPO_ROOT, env });
      child.child.stdin?.end(`${PASSWORD}\n`);
      const { stdout } = await child;
      expect(stdout).toContain('created group administrator first@example.jp');
      expect(stdout).not.toContain(PASSWORD);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
