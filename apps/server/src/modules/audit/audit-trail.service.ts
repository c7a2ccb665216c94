import type { Database } from '@hotel/db/client';
import type { Clock } from '../../lib/clock.ts';
import type { AuditLine, AuditRepository } from './audit.repository.ts';

/** Who made a change: the signed-in member of staff (SignedInStaff satisfies it). */
export interface AuditActor {
  staffId: number;
  email: string;
}

/** A PMS's integration API key (decision 0065): its name is what the audit log shows. */
interface IntegrationActor {
  integrationKey: string;
}

/** Who made a change a service makes for staff and for a PMS alike (the rates grid's bulk edit). */
export type ChangeAuthor = AuditActor | IntegrationActor;

/** One change to one record. `before` / `after`: the fields that matter, as plain JSON (no secrets). */
export interface AuditChange {
  /** The record's hotel; null for group records (staff accounts, group content). */
  hotelCode: string | null;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit trail (issue 10): every service that changes something for staff records it here,
 * inside the same transaction as the change, so there is never a change without its line or a
 * line without its change.
 */
export class AuditTrail {
  constructor(
    private readonly lines: AuditRepository,
    private readonly clock: Clock,
  ) {}

  record(tx: Database, actor: AuditActor, ...changes: AuditChange[]): Promise<void> {
    return this.append(tx, { actor: 'staff', staffId: actor.staffId, staffEmail: actor.email }, changes);
  }

  /** A guest's own change (a booking they changed): no member of staff; `after` names the member. */
  recordGuest(tx: Database, ...changes: AuditChange[]): Promise<void> {
    return this.append(tx, { actor: 'guest', staffId: null, staffEmail: '' }, changes);
  }

  /** A channel manager's delivery (a travel site's reservation, decision 0063): `connection` is the connection's name. */
  recordChannel(tx: Database, connection: string, ...changes: AuditChange[]): Promise<void> {
    return this.append(tx, { actor: 'channel', staffId: null, staffEmail: connection }, changes);
  }

  /** A PMS's use of the integration API (decision 0065): `keyName` is the key's name. */
  recordIntegration(tx: Database, keyName: string, ...changes: AuditChange[]): Promise<void> {
    return this.append(tx, { actor: 'integration', staffId: null, staffEmail: keyName }, changes);
  }

  /** A change by a member of staff or by an integration key, each written as its own kind of line. */
  recordBy(tx: Database, author: ChangeAuthor, ...changes: AuditChange[]): Promise<void> {
    return 'integrationKey' in author ? this.recordIntegration(tx, author.integrationKey, ...changes) : this.record(tx, author, ...changes);
  }

  /** The history of one record, oldest first (order detail, tests). */
  historyOf(entity: string, entityId: string | number): Promise<AuditLine[]> {
    return this.lines.linesOf(entity, String(entityId));
  }

  private append(tx: Database, who: Pick<AuditLine, 'actor' | 'staffId' | 'staffEmail'>, changes: AuditChange[]): Promise<void> {
    const at = this.clock();
    return this.lines.append(
      tx,
      changes.map((c) => ({
        at,
        ...who,
        hotelCode: c.hotelCode,
        entity: c.entity,
        entityId: String(c.entityId),
        action: c.action,
        before: c.before ?? null,
        after: c.after ?? null,
      })),
    );
  }
}
