import { randomBytes } from 'node:crypto';
import { WEBHOOK_LOG_SIZE, WEBHOOK_MESSAGES, type WebhookCreateInput, type WebhookEndpoint, type WebhookLog, type WebhookUpdateInput, type WebhookWithSecret } from '@hotel/shared/schemas/admin/webhooks';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { ReservationOf, WebhookDeliveryService } from './webhook-delivery.service.ts';
import type { EndpointRow, WebhookRepository } from './webhook.repository.ts';

/** The hotels the endpoints may name, and their names. */
export interface WebhookHotels {
  hotelCodesAmong(codes: Iterable<string>): Promise<string[]>;
  namesByCode(codes: Iterable<string>): Promise<Map<string, string>>;
}

export interface WebhookAdminDeps {
  inTransaction: RunInTransaction;
  repository: WebhookRepository;
  hotels: WebhookHotels;
  delivery: Pick<WebhookDeliveryService, 'kick'>;
  reservationOf: ReservationOf;
  box: SecretBox;
  endpointProblem: (url: string) => Promise<string | null>;
  audit: AuditTrail;
  clock: Clock;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** 256 random bits; the prefix tells a leaked one apart in a scan of logs or repositories. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
/** What the audit line keeps of an endpoint: never the secret. */
const audited = (row: Pick<EndpointRow, 'hotelCode' | 'url' | 'description' | 'enabled'>) => ({ hotelCode: row.hotelCode, url: row.url, description: row.description, enabled: row.enabled });

/**
 * The back office's webhook endpoints (issue 27, decision 0064): the group administrator adds a
 * hotel's PMS address (the address rule of channel connections), sees the signing secret once,
 * switches it on and off, rotates the secret, retries what is owed and reads the delivery log.
 * Every change is audited without the secret.
 */
export class WebhookAdminService {
  constructor(private readonly deps: WebhookAdminDeps) {}

  async list(): Promise<{ items: WebhookEndpoint[] }> {
    const [rows, pending] = await Promise.all([this.deps.repository.list(), this.deps.repository.pendingCounts()]);
    const names = await this.deps.hotels.namesByCode(rows.map((r) => r.hotelCode));
    return { items: rows.map((row) => this.summary(row, names, pending.get(row.id) ?? 0)) };
  }

  async create(actor: AuditActor, input: WebhookCreateInput): Promise<WebhookWithSecret> {
    if ((await this.deps.hotels.hotelCodesAmong([input.hotelCode])).length !== 1) throw badRequest(WEBHOOK_MESSAGES.hotelInvalid);
    await this.refuseAddress(input.url);
    const secret = newSecret();
    const now = this.deps.clock();
    const row = await this.deps.inTransaction(async (tx) => {
      const inserted = await this.deps.repository.insert(tx, { hotelCode: input.hotelCode, url: input.url, description: input.description, enabled: input.enabled, secretSealed: this.deps.box.seal(secret), createdAt: now, updatedAt: now });
      await this.deps.audit.record(tx, actor, { hotelCode: inserted.hotelCode, entity: 'webhook_endpoint', entityId: inserted.id, action: 'create', after: audited(inserted) });
      return inserted;
    });
    return { endpoint: await this.one(row), secret };
  }

  async update(actor: AuditActor, input: WebhookUpdateInput): Promise<WebhookEndpoint> {
    const existing = await this.require(input.id);
    if (input.url !== existing.url) await this.refuseAddress(input.url);
    const now = this.deps.clock();
    const row = await this.deps.inTransaction(async (tx) => {
      // Pointed elsewhere or switched back on: what failed before is tried at once, not after the old back-off.
      const fresh = input.url !== existing.url || (input.enabled && !existing.enabled) ? { nextTryAt: null, failingSince: null } : {};
      const updated = await this.deps.repository.update(tx, existing.id, { url: input.url, description: input.description, enabled: input.enabled, updatedAt: now, ...fresh });
      if (!updated) throw notFound(WEBHOOK_MESSAGES.notFound);
      await this.deps.audit.record(tx, actor, { hotelCode: updated.hotelCode, entity: 'webhook_endpoint', entityId: updated.id, action: 'update', before: audited(existing), after: audited(updated) });
      return updated;
    });
    this.deps.delivery.kick();
    return this.one(row);
  }

  /** The endpoint, its events and its log are gone; a PMS that still needs them is given a new endpoint. */
  async remove(actor: AuditActor, id: number): Promise<void> {
    const existing = await this.require(id);
    await this.deps.inTransaction(async (tx) => {
      if (!(await this.deps.repository.remove(tx, id))) throw notFound(WEBHOOK_MESSAGES.notFound);
      await this.deps.audit.record(tx, actor, { hotelCode: existing.hotelCode, entity: 'webhook_endpoint', entityId: id, action: 'delete', before: audited(existing) });
    });
  }

  /** A new secret (the old one stops signing at once); shown once. */
  async rotateSecret(actor: AuditActor, id: number): Promise<WebhookWithSecret> {
    const existing = await this.require(id);
    const secret = newSecret();
    const row = await this.deps.inTransaction(async (tx) => {
      const updated = await this.deps.repository.rotateSecret(tx, id, this.deps.box.seal(secret), this.deps.clock());
      if (!updated) throw notFound(WEBHOOK_MESSAGES.notFound);
      await this.deps.audit.record(tx, actor, { hotelCode: existing.hotelCode, entity: 'webhook_endpoint', entityId: id, action: 'rotate_secret' });
      return updated;
    });
    return { endpoint: await this.one(row), secret };
  }

  /** What is owed is tried now, past the back-off (the receiver was fixed). */
  async retry(actor: AuditActor, id: number): Promise<void> {
    const existing = await this.require(id);
    if (!existing.enabled) throw new ApiError(409, WEBHOOK_MESSAGES.disabled);
    await this.deps.inTransaction(async (tx) => {
      await this.deps.repository.update(tx, id, { nextTryAt: null });
      await this.deps.audit.record(tx, actor, { hotelCode: existing.hotelCode, entity: 'webhook_endpoint', entityId: id, action: 'retry' });
    });
    this.deps.delivery.kick();
  }

  async log(id: number): Promise<WebhookLog> {
    const endpoint = await this.require(id);
    const events = await this.deps.repository.recentEvents(id, WEBHOOK_LOG_SIZE);
    const attempts = await this.deps.repository.attemptsOf(events.map((e) => e.id));
    // An event not yet sent has no body: its order is looked up (a page holds at most 50).
    const orderNos = new Map<number, string | null>();
    for (const event of events) {
      const fixed = event.payload?.data as { reservation?: { orderNo?: string } | null } | undefined;
      if (fixed?.reservation?.orderNo) orderNos.set(event.id, fixed.reservation.orderNo);
      else orderNos.set(event.id, ((await this.deps.reservationOf(event.orderId))?.reservation.orderNo as string | undefined) ?? null);
    }
    return {
      endpoint: await this.one(endpoint),
      items: events.map((event) => ({
        eventId: event.eventId,
        type: event.type,
        orderNo: orderNos.get(event.id) ?? null,
        occurredAt: event.occurredAt.toISOString(),
        delivered: event.state === 'delivered',
        deliveredAt: iso(event.deliveredAt),
        attempts: attempts.filter((a) => a.eventRowId === event.id).map((a) => ({ at: a.at.toISOString(), ok: a.ok, httpStatus: a.httpStatus, error: a.error, durationMs: a.durationMs })),
      })),
    };
  }

  private async refuseAddress(url: string): Promise<void> {
    const problem = await this.deps.endpointProblem(url);
    if (problem) throw badRequest(problem);
  }

  private async require(id: number): Promise<EndpointRow> {
    const row = await this.deps.repository.find(id);
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  private async one(row: EndpointRow): Promise<WebhookEndpoint> {
    const [names, pending] = await Promise.all([this.deps.hotels.namesByCode([row.hotelCode]), this.deps.repository.pendingCounts()]);
    return this.summary(row, names, pending.get(row.id) ?? 0);
  }

  private summary(row: EndpointRow, names: Map<string, string>, pending: number): WebhookEndpoint {
    return {
      id: row.id,
      hotelCode: row.hotelCode,
      hotelName: names.get(row.hotelCode) ?? row.hotelCode,
      url: row.url,
      description: row.description,
      enabled: row.enabled,
      pending,
      lastSuccessAt: iso(row.lastSuccessAt),
      failingSince: iso(row.failingSince),
      nextTryAt: iso(row.nextTryAt),
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
