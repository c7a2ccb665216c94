import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { INTEGRATION_KEY_MESSAGES as M, type IntegrationKey, type IntegrationKeyCreated, type IntegrationKeyCreateInput } from '@hotel/shared/schemas/admin/integration-keys';
import { badRequest, notFound } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { IntegrationKeyRepository, IntegrationKeyRow } from './integration-key.repository.ts';

/** The audit trail's name for a key (its lifecycle and every use of it). */
export const INTEGRATION_KEY_ENTITY = 'integration_key';

/**
 * `fk_<keyId>_<secret>`: 96 bits of hex that find the row (hex has no `_`, so the key splits
 * unambiguously) and 256 bits of secret in base64url (43 characters).
 */
const KEY_PATTERN = /^fk_([0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;

/** A key that authenticated: what the guard and the routes need, never its hash. */
export interface AuthenticatedKey {
  id: number;
  keyId: string;
  name: string;
  hotelCodes: readonly string[];
  scope: 'read' | 'write';
}

export interface IntegrationKeysDeps {
  inTransaction: RunInTransaction;
  keys: IntegrationKeyRepository;
  audit: AuditTrail;
  /** Which of these codes are hotels (hotel's HotelService). */
  hotelCodesAmong(codes: Iterable<string>): Promise<string[]>;
  clock: Clock;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/** Compared against when the key id is unknown, so an unknown key costs what a wrong secret costs. */
const NO_HASH = sha256('no such key').toString('hex');

/**
 * The integration API's keys (decision 0065): the group administrator lists, makes and revokes
 * them (audited as staff changes, never with the secret); the integration API's guard
 * authenticates a request's bearer key with them.
 */
export class IntegrationKeysService {
  constructor(private readonly deps: IntegrationKeysDeps) {}

  async list(): Promise<{ items: IntegrationKey[] }> {
    return { items: (await this.deps.keys.list()).map(toIntegrationKey) };
  }

  /** Makes a key and answers it whole, the only time: only the SHA-256 of its secret is stored. */
  async create(actor: AuditActor, input: IntegrationKeyCreateInput): Promise<IntegrationKeyCreated> {
    const hotels = [...new Set(input.hotelCodes)].sort();
    if ((await this.deps.hotelCodesAmong(hotels)).length !== hotels.length) throw badRequest(M.hotelUnknown);
    const keyId = randomBytes(12).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    const row = await this.deps.inTransaction(async (tx) => {
      const created = await this.deps.keys.insert(tx, {
        name: input.name,
        keyId,
        secretHash: sha256(secret).toString('hex'),
        hotelCodes: hotels,
        scope: input.scope,
        createdBy: actor.staffId,
        createdAt: this.deps.clock(),
      });
      await this.deps.audit.record(tx, actor, { hotelCode: null, entity: INTEGRATION_KEY_ENTITY, entityId: created.id, action: 'create', after: audited(created) });
      return created;
    });
    return { key: toIntegrationKey(row), secret: `fk_${keyId}_${secret}` };
  }

  /** Revokes a key: its next request is refused (nothing caches a key). */
  async revoke(actor: AuditActor, id: number): Promise<IntegrationKey> {
    const row = await this.deps.inTransaction(async (tx) => {
      const revoked = await this.deps.keys.revoke(tx, id, actor.staffId, this.deps.clock());
      if (!revoked) throw (await this.deps.keys.find(tx, id)) ? badRequest(M.alreadyRevoked) : notFound(M.notFound);
      await this.deps.audit.record(tx, actor, { hotelCode: null, entity: INTEGRATION_KEY_ENTITY, entityId: id, action: 'revoke', before: { revoked: false, name: revoked.name }, after: { revoked: true, name: revoked.name } });
      return revoked;
    });
    return toIntegrationKey(row);
  }

  /**
   * The live key an `Authorization` header carries, or null: missing, malformed, unknown or
   * revoked. The secret's hash is compared in constant time.
   */
  async authenticate(header: string | undefined): Promise<AuthenticatedKey | null> {
    const match = /^Bearer +(\S+)$/i.exec(header?.trim() ?? '');
    const parts = match ? KEY_PATTERN.exec(match[1]!) : null;
    if (!parts) return null;
    const row = await this.deps.keys.findByKeyId(parts[1]!);
    const same = timingSafeEqual(sha256(parts[2]!), Buffer.from(row?.secretHash ?? NO_HASH, 'hex'));
    if (!row || !same || row.revokedAt !== null) return null;
    return { id: row.id, keyId: row.keyId, name: row.name, hotelCodes: row.hotelCodes, scope: row.scope };
  }

  /**
   * A use of the API by a key, success or refusal: one audit line (entity integration_key, the
   * key's id) and last_used_at, in one short transaction of their own.
   */
  async recordUse(key: AuthenticatedKey, use: { hotelCode: string | null; action: string; detail: Record<string, unknown> }): Promise<void> {
    const now = this.deps.clock();
    await this.deps.inTransaction(async (tx) => {
      await this.deps.keys.touch(tx, key.id, now);
      await this.deps.audit.recordIntegration(tx, key.name, { hotelCode: use.hotelCode, entity: INTEGRATION_KEY_ENTITY, entityId: key.id, action: use.action, after: use.detail });
    });
  }
}

/** What an audit line keeps of a key: never its hash. */
const audited = (row: IntegrationKeyRow) => ({ name: row.name, keyId: row.keyId, hotelCodes: row.hotelCodes.join(','), scope: row.scope });

function toIntegrationKey(row: IntegrationKeyRow): IntegrationKey {
  return {
    id: row.id,
    name: row.name,
    keyId: row.keyId,
    hotelCodes: row.hotelCodes,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
