import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { channelConnections, channelSyncLog } from '@hotel/db/schema/channels';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { CHANNEL_MESSAGES, type ChannelConnection, type ChannelLog, type ChannelMapping } from '@hotel/shared/schemas/admin/channels';
import { SecretBox } from '../src/lib/secret-box.ts';
import { DEMO_CHANNEL_KEY } from '../src/modules/channels/index.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { SECOND, useMemberApp } from './helpers/member-app.ts';
import { startPmsxchangeStandIn, type PmsxchangeStandIn } from './helpers/pmsxchange-stand-in.ts';
import { adminCall, signIn, staffCookieHeader } from './helpers/staff-app.ts';

/**
 * The back office's channel manager connections (issue 26, decision 0062): the group administrator
 * saves a connection (the password sealed and never shown back, the endpoint checked) and a hotel's
 * mapping; the hotel's manager reads its sync log and starts its full sync. Who may do what, for
 * every role and a foreign hotel, is staff-route-access.test.ts's (derived from the route table).
 */
const t = useMemberApp({ appOptions: { channels: { allowedHosts: '127.0.0.1' } } });
let admin: string;
let manager: string;
let standIn: PmsxchangeStandIn;

beforeAll(async () => {
  admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
  manager = await signIn(t.app, 'manager@demo.felton', DEMO_STAFF_PASSWORD);
  standIn = await startPmsxchangeStandIn({ requestorId: 'FELTON', username: 'felton', password: 'secret-1', hotels: { 'FEL-HZ1': { rooms: ['SUP-K'], rates: ['BAR-RO'] } }, today: () => t.app.today() });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(async () => {
  await t.db.delete(channelConnections);
});

const as = (token: string) => ({ headers: staffCookieHeader(token) });
const save = (body: Record<string, unknown>, token = admin) => adminCall<ChannelConnection>(t.app, 'POST', '/channels', { body, ...as(token) });
const list = () => adminCall<{ items: ChannelConnection[] }>(t.app, 'GET', '/channels', as(admin));
const mapping = (id: number, hotel: string) => adminCall<ChannelMapping>(t.app, 'GET', '/channels/mapping', { query: { id: String(id), hotel }, ...as(admin) });
const saveMapping = (body: Record<string, unknown>) => adminCall<ChannelMapping>(t.app, 'POST', '/channels/mapping', { body, ...as(admin) });
const log = (hotel: string, token = manager) => adminCall<ChannelLog>(t.app, 'GET', '/channels/log', { query: { hotel }, ...as(token) });
const fullSync = (body: Record<string, unknown>, token = manager) => adminCall<null>(t.app, 'POST', '/channels/full-sync', { body, ...as(token) });

const logLines = async (id: number) => (await t.db.select().from(channelSyncLog).where(eq(channelSyncLog.connectionId, id))).length;
const valid = () => ({ name: 'SiteMinder', endpointUrl: standIn.url, requestorId: 'FELTON', username: 'felton', password: 'secret-1', hotelCodes: ['pro001'], enabled: true });

describe('connections', () => {
  it('saves a connection with its password sealed, never shown back, and audited without it', async () => {
    const saved = expectSuccess(await save(valid()));
    expect(saved).toMatchObject({ name: 'SiteMinder', hotelCodes: ['pro001'], enabled: true, owed: 0 });
    expect(JSON.stringify(saved)).not.toContain('secret-1');
    expect(JSON.stringify(expectSuccess(await list()))).not.toContain('secret-1');
    const [row] = await t.db.select().from(channelConnections).where(eq(channelConnections.id, saved.id));
    expect(row!.passwordSealed).not.toContain('secret-1');
    expect(new SecretBox(DEMO_CHANNEL_KEY).open(row!.passwordSealed)).toBe('secret-1');
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'channel_connection'), eq(auditLog.entityId, String(saved.id))));
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('secret-1');

    // A blank password keeps the stored one.
    expectSuccess(await save({ ...valid(), id: saved.id, name: 'SiteMinder 本番', password: '' }));
    const [after] = await t.db.select().from(channelConnections).where(eq(channelConnections.id, saved.id));
    expect(after!.name).toBe('SiteMinder 本番');
    expect(new SecretBox(DEMO_CHANNEL_KEY).open(after!.passwordSealed)).toBe('secret-1');
  });

  it('refuses bad input with the Japanese message of the field, saving nothing', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ name: '' }, CHANNEL_MESSAGES.nameRequired],
      [{ endpointUrl: 'http://pmsx.example.com/ws' }, /https:\/\//],
      [{ endpointUrl: 'https://10.0.0.5/ws' }, /社内ネットワーク/],
      [{ requestorId: 'FEL TON' }, CHANNEL_MESSAGES.requestorIdInvalid],
      [{ username: ' ' }, CHANNEL_MESSAGES.usernameRequired],
      [{ password: '' }, CHANNEL_MESSAGES.passwordRequired],
      [{ hotelCodes: [] }, CHANNEL_MESSAGES.hotelsRequired],
      [{ hotelCodes: ['pro777'] }, CHANNEL_MESSAGES.hotelInvalid],
      [{ id: 999999 }, CHANNEL_MESSAGES.notFound],
    ];
    for (const [change, message] of cases) {
      const response = await save({ ...valid(), ...change });
      expectFailure(response, 'id' in change ? 404 : 400);
      expect(response.body.message, JSON.stringify(change)).toMatch(message);
    }
    expect(await t.db.select().from(channelConnections)).toEqual([]);
  });
});

describe('mapping', () => {
  it("lists every room type and plan of the hotel, mapped or not; a saved mapping is what the sender sends", async () => {
    const { id } = expectSuccess(await save(valid()));
    const before = expectSuccess(await mapping(id, 'pro001'));
    expect(before.hotel).toMatchObject({ code: 'pro001', channelCode: null });
    expect(before.rooms.map((r) => r.code)).toEqual(expect.arrayContaining(['SK', 'ST']));
    expect(before.rooms.every((r) => r.channelCode === null)).toBe(true);
    expect(expectSuccess(await list()).items[0]!.unmapped).toBe(before.rooms.length + before.rates.length);

    const saved = expectSuccess(await saveMapping({ id, hotel: 'pro001', hotelChannelCode: 'FEL-HZ1', rooms: { SK: 'SUP-K', ST: '' }, rates: { BAR: 'BAR-RO' } }));
    // The connection is on: the newly mapped hotel's year goes to the channel at once.
    await expect.poll(() => logLines(id), { timeout: 10 * SECOND }).toBe(3);
    expect(standIn.availability('FEL-HZ1', 'SUP-K', t.app.today())).toBeTypeOf('number');
    expect(saved.hotel.channelCode).toBe('FEL-HZ1');
    expect(saved.rooms.find((r) => r.code === 'SK')!.channelCode).toBe('SUP-K');
    expect(saved.rooms.find((r) => r.code === 'ST')!.channelCode).toBeNull();
    expect(expectSuccess(await list()).items[0]!.unmapped).toBe(before.rooms.length + before.rates.length - 2);

    const refused = await saveMapping({ id, hotel: 'pro001', hotelChannelCode: 'FEL-HZ1', rooms: { XX: 'SUP-X' }, rates: {} });
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(CHANNEL_MESSAGES.unknownCode);
    const badCode = await saveMapping({ id, hotel: 'pro001', hotelChannelCode: 'FEL HZ1', rooms: {}, rates: {} });
    expectFailure(badCode, 400);
    expect(badCode.body.message).toBe(CHANNEL_MESSAGES.codeInvalid);
    const notSold = await mapping(id, 'pro003');
    expectFailure(notSold, 400);
    expect(notSold.body.message).toBe(CHANNEL_MESSAGES.hotelNotSold);
  });
});

describe("a hotel's sync log and full sync", () => {
  it('the manager starts a full sync of their hotel and reads what was sent and what the channel answered', async () => {
    const { id } = expectSuccess(await save(valid()));
    expectSuccess(await saveMapping({ id, hotel: 'pro001', hotelChannelCode: 'FEL-HZ1', rooms: { SK: 'SUP-K' }, rates: { BAR: 'BAR-RO' } }));
    await expect.poll(() => logLines(id), { timeout: 10 * SECOND }).toBe(3);
    // The sync logs its last answer before it lets go of the connection: wait for that too.
    await expect.poll(async () => (await t.db.select({ lease: channelConnections.leaseUntil }).from(channelConnections).where(eq(channelConnections.id, id)))[0]?.lease, { timeout: 10 * SECOND }).toBeNull();
    standIn.reset();

    // While a send holds the connection, the button says so instead of starting a second one.
    await t.db.update(channelConnections).set({ leaseUntil: new Date(t.clock.now().getTime() + 60 * SECOND) }).where(eq(channelConnections.id, id));
    const busy = await fullSync({ id, hotel: 'pro001' });
    expectFailure(busy, 409);
    expect(busy.body.message).toBe(CHANNEL_MESSAGES.syncRunning);
    await t.db.update(channelConnections).set({ leaseUntil: null }).where(eq(channelConnections.id, id));

    const started = await fullSync({ id, hotel: 'pro001' });
    expect(expectSuccess(started)).toBeNull();
    expect(started.body.message).toBe(CHANNEL_MESSAGES.fullSyncStarted);
    await expect.poll(() => logLines(id), { timeout: 10 * SECOND }).toBe(6);

    const page = expectSuccess(await log('pro001'));
    expect(page.connections).toEqual([expect.objectContaining({ id, name: 'SiteMinder', enabled: true, failingSince: null, owed: 0 })]);
    // The mapping's sync and the button's: availability, restrictions and rates each time.
    expect(page.items.map((i) => [i.run, i.message, i.ok]).sort()).toEqual(
      [
        ['full', 'OTA_HotelAvailNotifRQ', true],
        ['full', 'OTA_HotelAvailNotifRQ', true],
        ['full', 'OTA_HotelRateAmountNotifRQ', true],
      ]
        .flatMap((line) => [line, line])
        .sort(),
    );
    expect(standIn.availability('FEL-HZ1', 'SUP-K', t.app.today())).toBeTypeOf('number');

    // A hotel the connection does not sell, and a disabled connection.
    expectFailure(await fullSync({ id, hotel: 'pro003' }, admin), 400);
    expectSuccess(await save({ ...valid(), id, password: '', enabled: false }));
    expectFailure(await fullSync({ id, hotel: 'pro001' }), 409);
  });
});
