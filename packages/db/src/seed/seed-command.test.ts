import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '../client.ts';
import { hotels } from '../schema/hotel.ts';
import { members } from '../schema/user.ts';
import { orders } from '../schema/orders.ts';
import { staff } from '../schema/staff.ts';
import { parseSeedArgs, runSeed, type SeedArgs } from './seed-command.ts';
import { DEMO_GUEST_COUNT } from './data/guests.ts';
import { DEMO_MEMBER } from './seed-demo-member.ts';
import { DEMO_STAFF } from './seed-demo-staff.ts';
import { STAFF_ROLES } from '@hotel/shared/schemas/admin/auth';

const SEED = { today: '2026-11-21', days: 3 };
const DEMO = { demoMode: true };
const PRODUCTION = { demoMode: false };
const args = (over: Partial<SeedArgs> = {}): SeedArgs => ({ reset: false, deleteEverything: false, catalogOnly: false, ...over });
const OTHER_GUEST = '13900139000';
/** The demo member and the guests behind the demo hotels' bookings. */
const DEMO_MEMBERS = 1 + DEMO_GUEST_COUNT;

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({ dataDir: 'memory://' });
  await handle.migrate();
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

async function rowCount(table: typeof hotels | typeof members | typeof orders | typeof staff): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row!.n;
}

async function addGuest(): Promise<void> {
  await handle.db.insert(members).values({ mobile: OTHER_GUEST, name: '佐藤 一郎', sex: 1, passwordHash: 'x', cardNo: 'FT-GUEST-1' });
}

describe('parseSeedArgs', () => {
  it('reads the flags, help and mistakes', () => {
    expect(parseSeedArgs([])).toEqual({ kind: 'run', args: args() });
    expect(parseSeedArgs(['--reset'])).toEqual({ kind: 'run', args: args({ reset: true }) });
    expect(parseSeedArgs(['--reset', '--yes-delete-everything'])).toEqual({ kind: 'run', args: args({ reset: true, deleteEverything: true }) });
    expect(parseSeedArgs(['--catalog-only'])).toEqual({ kind: 'run', args: args({ catalogOnly: true }) });
    expect(parseSeedArgs(['--catalog-only', '--reset'])).toEqual({ kind: 'run', args: args({ catalogOnly: true, reset: true }) });
    expect(parseSeedArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseSeedArgs(['--rest'])).toEqual({ kind: 'error', message: 'unknown argument: --rest' });
    expect(parseSeedArgs(['--yes-delete-everything'])).toMatchObject({ kind: 'error' });
  });
});

// The steps share one database and run in order.
describe('runSeed', () => {
  it('outside demo mode refuses to seed the demo member, in one line naming --catalog-only and DEMO_MODE, and changes nothing', async () => {
    for (const a of [args(), args({ reset: true, deleteEverything: true })]) {
      const outcome = await runSeed(handle.db, a, SEED, PRODUCTION);
      expect(outcome.result).toBe('refused');
      expect(outcome.message).not.toContain('\n');
      expect(outcome.message).toContain('--catalog-only');
      expect(outcome.message).toContain('DEMO_MODE=1');
    }
    expect(await rowCount(hotels)).toBe(0);
    expect(await rowCount(members)).toBe(0);
  });

  it('seeds an empty database in demo mode, the demo member and one demo staff account per role included', async () => {
    const outcome = await runSeed(handle.db, args(), SEED, DEMO);
    expect(outcome.result).toBe('seeded');
    expect(await rowCount(hotels)).toBe(7);
    expect(await rowCount(members)).toBe(DEMO_MEMBERS);
    const people = await handle.db.select({ email: staff.email, role: staff.role }).from(staff).orderBy(staff.id);
    expect(people).toEqual(DEMO_STAFF.map(({ email, role }) => ({ email, role })));
    expect(new Set(people.map((p) => p.role)).size).toBe(STAFF_ROLES.length);
  }, 60_000);

  it('leaves a database that has data alone without --reset', async () => {
    await addGuest();
    const ordersBefore = await rowCount(orders);
    const outcome = await runSeed(handle.db, args(), SEED, DEMO);
    expect(outcome.result).toBe('kept');
    expect(await rowCount(members)).toBe(DEMO_MEMBERS + 1);
    expect(await rowCount(orders)).toBe(ordersBefore);
  });

  it('refuses --reset while members or orders exist, in one line naming the flag, and deletes nothing', async () => {
    const ordersBefore = await rowCount(orders);
    expect(ordersBefore).toBeGreaterThan(0);
    const outcome = await runSeed(handle.db, args({ reset: true }), SEED, DEMO);
    expect(outcome.result).toBe('refused');
    expect(outcome.message).not.toContain('\n');
    expect(outcome.message).toContain(`${DEMO_MEMBERS + 1} member(s)`);
    expect(outcome.message).toContain(`${ordersBefore} order(s)`);
    expect(outcome.message).toContain('--yes-delete-everything');
    expect(await rowCount(members)).toBe(DEMO_MEMBERS + 1);
    expect(await rowCount(orders)).toBe(ordersBefore);
    expect(await rowCount(hotels)).toBe(7);
  });

  it('resets and reseeds with --yes-delete-everything: the other guest is gone, the demo member is back', async () => {
    const ordersBefore = await rowCount(orders);
    const outcome = await runSeed(handle.db, args({ reset: true, deleteEverything: true }), SEED, DEMO);
    expect(outcome.result).toBe('seeded');
    expect(outcome.message).toMatch(/^emptied \d+ tables; seeded demo data$/);
    const rows = await handle.db.select({ mobile: members.mobile }).from(members);
    expect(rows.map((r) => r.mobile)).not.toContain(OTHER_GUEST);
    expect(rows.map((r) => r.mobile)).toContain(DEMO_MEMBER.mobile);
    expect(rows).toHaveLength(DEMO_MEMBERS);
    expect(await rowCount(orders)).toBe(ordersBefore);
    expect(await rowCount(hotels)).toBe(7);
  }, 60_000);

  it('refuses --reset while only staff accounts are left', async () => {
    // Members and orders go with everything that refers to them (points, payments, notes).
    await handle.db.execute(sql`truncate members, orders cascade`);
    const outcome = await runSeed(handle.db, args({ reset: true }), SEED, DEMO);
    expect(outcome.result).toBe('refused');
    expect(outcome.message).toContain(`${DEMO_STAFF.length} staff account(s)`);
    expect(await rowCount(staff)).toBe(DEMO_STAFF.length);
  });

  it('resets without the extra flag once no member, order or staff account is left', async () => {
    // The audit log refuses DELETE (append-only); its lines go with the accounts they name.
    await handle.db.execute(sql`truncate staff cascade`);
    const outcome = await runSeed(handle.db, args({ reset: true }), SEED, DEMO);
    expect(outcome.result).toBe('seeded');
    expect(await rowCount(members)).toBe(DEMO_MEMBERS);
    expect(await rowCount(orders)).toBeGreaterThan(0);
  }, 60_000);
});

describe('runSeed --catalog-only', () => {
  let own: DbHandle;
  beforeAll(async () => {
    own = await createDb({ dataDir: 'memory://' });
    await own.migrate();
  }, 60_000);
  afterAll(async () => {
    await own?.close();
  });

  it('seeds the catalogue without any member or order, outside demo mode too', async () => {
    const outcome = await runSeed(own.db, args({ catalogOnly: true }), SEED, PRODUCTION);
    expect(outcome).toEqual({ result: 'seeded', message: 'seeded the catalogue (no members, no orders)' });
    const [hotelCount] = await own.db.select({ n: count() }).from(hotels);
    const [memberCount] = await own.db.select({ n: count() }).from(members);
    const [orderCount] = await own.db.select({ n: count() }).from(orders);
    const [staffCount] = await own.db.select({ n: count() }).from(staff);
    expect({ hotels: hotelCount?.n, members: memberCount?.n, orders: orderCount?.n, staff: staffCount?.n }).toEqual({ hotels: 7, members: 0, orders: 0, staff: 0 });
  }, 60_000);

  it('in demo mode too: --catalog-only never adds the demo member', async () => {
    const outcome = await runSeed(own.db, args({ catalogOnly: true, reset: true }), SEED, DEMO);
    expect(outcome.result).toBe('seeded');
    const [memberCount] = await own.db.select({ n: count() }).from(members);
    const [staffCount] = await own.db.select({ n: count() }).from(staff);
    expect({ members: memberCount?.n, staff: staffCount?.n }).toEqual({ members: 0, staff: 0 });
  }, 60_000);
});
