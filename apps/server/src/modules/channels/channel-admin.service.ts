import type { FastifyBaseLogger } from 'fastify';
import { CHANNEL_LOG_PAGE_SIZE, CHANNEL_MESSAGES, type ChannelConnection, type ChannelLog, type ChannelMapping, type ChannelMappingSave, type ChannelSaveInput } from '@hotel/shared/schemas/admin/channels';
import type { Clock } from '../../lib/clock.ts';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import { PROTOCOLS } from './channel-protocols.ts';
import type { ChannelSyncService } from './channel-sync.service.ts';
import type { ChannelConnectionRepository, ConnectionRow } from './connection.repository.ts';

/** What the back office needs of the catalogue: hotels, room types and rate plans by hotel. */
export interface ChannelCatalog {
  hotelCodesAmong(codes: Iterable<string>): Promise<string[]>;
  namesByCode(codes: Iterable<string>): Promise<Map<string, string>>;
  roomTypesOf(hotelCode: string): Promise<{ code: string; name: string; nameEn: string; maxOccupancy: number }[]>;
  ratePlansOf(hotelCode: string): Promise<{ code: string; name: string; isActive: boolean; memberOnly: boolean; discountCode: string | null }[]>;
}

export interface ChannelAdminDeps {
  inTransaction: RunInTransaction;
  repository: ChannelConnectionRepository;
  catalog: ChannelCatalog;
  sync: Pick<ChannelSyncService, 'fullSync' | 'pullReservations'>;
  box: SecretBox;
  /** Why the connection may not call this endpoint (endpoint-guard.ts), or null. */
  endpointProblem: (url: string) => Promise<string | null>;
  audit: AuditTrail;
  clock: Clock;
  log: FastifyBaseLogger;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A full sync asked for while another send holds the connection tries again this often, this many times. */
const FULL_SYNC_RETRY_MS = 5_000;
const FULL_SYNC_ATTEMPTS = 12;

/**
 * The back office's channel manager connections (issue 26, decision 0062): the group administrator
 * saves connections (the password sealed, never read back; the endpoint checked) and each hotel's
 * mapping; managers read their hotel's sync log and start its full sync. Every change is audited.
 */
export class ChannelAdminService {
  constructor(private readonly deps: ChannelAdminDeps) {}

  async list(): Promise<{ items: ChannelConnection[] }> {
    const rows = await this.deps.repository.listWithOwed();
    return { items: await Promise.all(rows.map(async (row) => this.summary(row, row.owed))) };
  }

  async save(actor: AuditActor, input: ChannelSaveInput): Promise<ChannelConnection> {
    const { repository, clock } = this.deps;
    const hotels = [...new Set(input.hotelCodes)].sort();
    if ((await this.deps.catalog.hotelCodesAmong(hotels)).length !== hotels.length) throw badRequest(CHANNEL_MESSAGES.hotelInvalid);
    const { endpointUrl } = input;
    const problem = await this.deps.endpointProblem(endpointUrl);
    if (problem) throw badRequest(problem);
    const existing = input.id === undefined ? undefined : await repository.find(input.id);
    if (input.id !== undefined && !existing) throw notFound(CHANNEL_MESSAGES.notFound);
    if (existing && existing.type !== input.type) throw badRequest(CHANNEL_MESSAGES.typeUnchangeable);
    // Google knows us by our servers' addresses: no account, an empty password sealed like any other.
    const google = input.type === 'google';
    if (!google && !existing && input.password === '') throw badRequest(CHANNEL_MESSAGES.passwordRequired);
    const now = clock();
    const fields = { name: input.name, endpointUrl, requestorId: input.requestorId, username: google ? '' : input.username, hotelCodes: hotels, enabled: input.enabled, updatedAt: now };
    const password = google ? '' : input.password;
    const sealed = password === '' && !(google && !existing) ? {} : { passwordSealed: this.deps.box.seal(password) };
    const saved = await this.deps.inTransaction(async (tx) => {
      const row = existing
        ? await repository.update(tx, existing.id, { ...fields, ...sealed })
        : await repository.insert(tx, { ...fields, type: input.type, passwordSealed: sealed.passwordSealed!, createdAt: now });
      if (!row) throw notFound(CHANNEL_MESSAGES.notFound);
      // The line says the password changed, never what it is.
      const audited = (r: Pick<ConnectionRow, 'name' | 'endpointUrl' | 'requestorId' | 'username' | 'hotelCodes' | 'enabled'>) => ({
        name: r.name,
        endpointUrl: r.endpointUrl,
        requestorId: r.requestorId,
        username: r.username,
        hotelCodes: r.hotelCodes.join(','),
        enabled: r.enabled,
      });
      await this.deps.audit.record(tx, actor, {
        hotelCode: null,
        entity: 'channel_connection',
        entityId: row.id,
        action: existing ? 'update' : 'create',
        before: existing ? audited(existing) : undefined,
        after: { ...audited(row), ...(password !== '' ? { password: '（変更）' } : {}) },
      });
      return row;
    });
    // Switched on, or pointed elsewhere: the channel gets the whole year now, not at tonight's run.
    const changedTarget = !existing || !existing.enabled || existing.endpointUrl !== saved.endpointUrl || existing.requestorId !== saved.requestorId || existing.username !== saved.username || password !== '';
    if (saved.enabled && changedTarget) this.fullSyncSoon(saved.id);
    return this.summary(saved, 0);
  }

  async mapping(id: number, hotelCode: string): Promise<ChannelMapping> {
    const connection = await this.connectionSelling(id, hotelCode);
    const [names, rooms, plans, mappings] = await Promise.all([
      this.deps.catalog.namesByCode([hotelCode]),
      this.deps.catalog.roomTypesOf(hotelCode),
      this.deps.catalog.ratePlansOf(hotelCode),
      this.deps.repository.mappings(connection.id),
    ]);
    const codeOf = (kind: 'hotel' | 'room' | 'rate', ourCode: string) => mappings.find((m) => m.hotelCode === hotelCode && m.kind === kind && m.ourCode === ourCode)?.channelCode ?? null;
    return {
      id: connection.id,
      hotel: { code: hotelCode, name: names.get(hotelCode) ?? hotelCode, channelCode: codeOf('hotel', hotelCode) },
      rooms: rooms.map((r) => ({ code: r.code, name: r.name, channelCode: codeOf('room', r.code), note: null })),
      rates: plans.map((p) => ({
        code: p.code,
        name: p.name,
        channelCode: codeOf('rate', p.code),
        // What staff should know before selling a plan on the travel sites.
        note: !p.isActive ? '販売停止中（対応付けても停止として送信）' : p.memberOnly ? '会員限定プラン' : p.discountCode ? '割引コード限定プラン' : null,
      })),
    };
  }

  async saveMapping(actor: AuditActor, input: ChannelMappingSave): Promise<ChannelMapping> {
    const connection = await this.connectionSelling(input.id, input.hotel);
    const [rooms, plans, before] = await Promise.all([this.deps.catalog.roomTypesOf(input.hotel), this.deps.catalog.ratePlansOf(input.hotel), this.mapping(connection.id, input.hotel)]);
    const known = { room: new Set(rooms.map((r) => r.code)), rate: new Set(plans.map((p) => p.code)) };
    if (Object.keys(input.rooms).some((code) => !known.room.has(code)) || Object.keys(input.rates).some((code) => !known.rate.has(code))) throw badRequest(CHANNEL_MESSAGES.unknownCode);
    const rows = [
      ...(input.hotelChannelCode ? [{ kind: 'hotel' as const, ourCode: input.hotel, channelCode: input.hotelChannelCode }] : []),
      ...Object.entries(input.rooms)
        .filter(([, code]) => code !== '')
        .map(([ourCode, channelCode]) => ({ kind: 'room' as const, ourCode, channelCode })),
      ...Object.entries(input.rates)
        .filter(([, code]) => code !== '')
        .map(([ourCode, channelCode]) => ({ kind: 'rate' as const, ourCode, channelCode })),
    ];
    const flat = (m: ChannelMapping): Record<string, string | null> =>
      Object.fromEntries<string | null>([['hotel', m.hotel.channelCode], ...m.rooms.map((r): [string, string | null] => [`room:${r.code}`, r.channelCode]), ...m.rates.map((r): [string, string | null] => [`rate:${r.code}`, r.channelCode])]);
    // Read before the transaction: on PGlite a read outside it would wait for it to end.
    const after = flat(mappingWith(before, rows));
    await this.deps.inTransaction(async (tx) => {
      await this.deps.repository.replaceMappings(tx, connection.id, input.hotel, rows);
      await this.deps.audit.record(tx, actor, { hotelCode: input.hotel, entity: 'channel_connection', entityId: connection.id, action: 'mapping', before: flat(before), after });
    });
    // A newly mapped room type or plan has sent nothing yet: the hotel's whole year goes now.
    if (connection.enabled) this.fullSyncSoon(connection.id, [input.hotel]);
    return this.mapping(connection.id, input.hotel);
  }

  async log(hotelCode: string, page: number): Promise<ChannelLog> {
    const connections = (await this.deps.repository.listWithOwed()).filter((c) => c.hotelCodes.includes(hotelCode));
    const { rows, total } = await this.deps.repository.logOfHotel(hotelCode, CHANNEL_LOG_PAGE_SIZE, (page - 1) * CHANNEL_LOG_PAGE_SIZE);
    return {
      connections: connections.map((c) => ({ id: c.id, name: c.name, type: c.type, enabled: c.enabled, lastSuccessAt: iso(c.lastSuccessAt), failingSince: iso(c.failingSince), nextTryAt: iso(c.nextTryAt), owed: c.owed })),
      items: rows.map((r) => ({
        id: r.id,
        connectionId: r.connectionId,
        connectionName: r.connectionName,
        at: r.at.toISOString(),
        run: r.run,
        message: r.message,
        firstNight: r.firstNight,
        lastNight: r.lastNight,
        items: r.items,
        ok: r.ok,
        httpStatus: r.httpStatus,
        error: r.error,
      })),
      total,
      page,
      pageSize: CHANNEL_LOG_PAGE_SIZE,
    };
  }

  /** A manager's full sync of one hotel: started now, its lines in the sync log (a year of nights takes a while). */
  async startFullSync(actor: AuditActor, id: number, hotelCode: string): Promise<void> {
    const connection = await this.connectionSelling(id, hotelCode);
    if (!connection.enabled) throw new ApiError(409, CHANNEL_MESSAGES.connectionDisabled);
    if (connection.leaseUntil && connection.leaseUntil > this.deps.clock()) throw new ApiError(409, CHANNEL_MESSAGES.syncRunning);
    await this.deps.inTransaction((tx) => this.deps.audit.record(tx, actor, { hotelCode, entity: 'channel_connection', entityId: id, action: 'full_sync' }));
    this.fullSyncSoon(id, [hotelCode]);
  }

  /** A manager's pull of one hotel's reservations (decision 0063): started now, its lines in the sync log. */
  async startPull(actor: AuditActor, id: number, hotelCode: string): Promise<void> {
    const connection = await this.connectionSelling(id, hotelCode);
    if (!PROTOCOLS[connection.type].pullsReservations) throw new ApiError(409, CHANNEL_MESSAGES.pullNotForGoogle);
    if (!connection.enabled) throw new ApiError(409, CHANNEL_MESSAGES.connectionDisabled);
    if (connection.leaseUntil && connection.leaseUntil > this.deps.clock()) throw new ApiError(409, CHANNEL_MESSAGES.syncRunning);
    await this.deps.inTransaction((tx) => this.deps.audit.record(tx, actor, { hotelCode, entity: 'channel_connection', entityId: id, action: 'pull_reservations' }));
    void this.deps.sync.pullReservations(id, [hotelCode]).catch((error: unknown) => this.deps.log.error({ err: error, connection: id }, 'channel manager: a reservation pull stopped'));
  }

  /**
   * A full sync started in the background. A send already holding the connection is waited for
   * (every FULL_SYNC_RETRY_MS, a few times): it may be a send of changes, which would not send the year.
   */
  private fullSyncSoon(id: number, hotels?: string[]): void {
    void (async () => {
      for (let attempt = 0; attempt < FULL_SYNC_ATTEMPTS; attempt++) {
        const outcome = await this.deps.sync.fullSync(id, hotels);
        if (outcome.sent || outcome.reason !== 'busy') return;
        await new Promise((resolve) => setTimeout(resolve, FULL_SYNC_RETRY_MS).unref());
      }
      this.deps.log.warn({ connection: id }, 'channel manager: a full sync found the connection busy; the nightly run sends it');
    })().catch((error: unknown) => this.deps.log.error({ err: error, connection: id }, 'channel manager: a full sync stopped'));
  }

  private async connectionSelling(id: number, hotelCode: string): Promise<ConnectionRow> {
    const connection = await this.deps.repository.find(id);
    if (!connection) throw notFound(CHANNEL_MESSAGES.notFound);
    if (!connection.hotelCodes.includes(hotelCode)) throw badRequest(CHANNEL_MESSAGES.hotelNotSold);
    return connection;
  }

  private async summary(row: ConnectionRow, owed: number): Promise<ChannelConnection> {
    const mappings = await this.deps.repository.mappings(row.id);
    let unmapped = 0;
    for (const hotelCode of row.hotelCodes) {
      const [rooms, plans] = await Promise.all([this.deps.catalog.roomTypesOf(hotelCode), this.deps.catalog.ratePlansOf(hotelCode)]);
      const mapped = (kind: string, code: string) => mappings.some((m) => m.hotelCode === hotelCode && m.kind === kind && m.ourCode === code);
      unmapped += rooms.filter((r) => !mapped('room', r.code)).length + plans.filter((p) => !mapped('rate', p.code)).length;
    }
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      endpointUrl: row.endpointUrl,
      requestorId: row.requestorId,
      username: row.username,
      hotelCodes: row.hotelCodes,
      enabled: row.enabled,
      lastSuccessAt: iso(row.lastSuccessAt),
      failingSince: iso(row.failingSince),
      nextTryAt: iso(row.nextTryAt),
      owed,
      unmapped,
    };
  }
}

/** A hotel's mapping as it reads once `rows` replace it (the audit line's after). */
function mappingWith(current: ChannelMapping, rows: { kind: 'hotel' | 'room' | 'rate'; ourCode: string; channelCode: string }[]): ChannelMapping {
  const codeOf = (kind: string, code: string) => rows.find((r) => r.kind === kind && r.ourCode === code)?.channelCode ?? null;
  return {
    ...current,
    hotel: { ...current.hotel, channelCode: codeOf('hotel', current.hotel.code) },
    rooms: current.rooms.map((r) => ({ ...r, channelCode: codeOf('room', r.code) })),
    rates: current.rates.map((r) => ({ ...r, channelCode: codeOf('rate', r.code) })),
  };
}
