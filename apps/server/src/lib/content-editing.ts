import type { Database } from '@hotel/db/client';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import { CONTENT_MESSAGES } from '@hotel/shared/schemas/admin/content';
import { notFound } from './api-error.ts';
import type { RunInTransaction } from './transaction.ts';

/** The signed-in person, as much of them as editing needs (the staff module's SignedInStaff fits). */
export interface ContentActor {
  staffId: number;
  email: string;
  role: StaffRole;
  hotels: readonly string[];
}

/** The audit trail's record() (modules/audit), described here because the kernel imports no module. */
export interface ContentAudit {
  record(
    tx: Database,
    actor: ContentActor,
    ...changes: { hotelCode: string | null; entity: string; entityId: string | number; action: string; before?: unknown; after?: unknown }[]
  ): Promise<void>;
}

/** The table of one dated kind of content (news, offers, banners), as its editor repository offers it. */
export interface EditableStore<Row extends EditableRow, Fields> {
  find(id: number, tx?: Database): Promise<Row | undefined>;
  insert(tx: Database, fields: Fields): Promise<Row>;
  update(tx: Database, id: number, fields: Partial<Fields>): Promise<Row>;
}
interface EditableRow {
  id: number;
  hotelCode: string;
  draft: boolean;
}

/** StaffAccess.can (modules/staff), for the one permission content needs. */
export interface ContentAccess {
  can(staff: ContentActor, permission: 'content.edit', hotelCode: string): boolean;
}

/**
 * What every content editor (cms, sales, hotel: docs/decisions/0022) needs: the transaction runner, the audit trail, "today" and the one
 * rule of who may touch a record: content.edit for the record's own hotel. A record of another
 * hotel answers the same 404 as one that does not exist, so its data and even its existence stay
 * hidden (the route's guard has already checked the hotel a request names).
 */
export class ContentEditing {
  constructor(
    readonly inTransaction: RunInTransaction,
    readonly audit: ContentAudit,
    private readonly access: ContentAccess,
    readonly today: () => string,
  ) {}

  mayEdit(staff: ContentActor, hotelCode: string): boolean {
    return this.access.can(staff, 'content.edit', hotelCode);
  }

  /** The record, if it exists and is this person's to edit; 404 otherwise. */
  own<T extends { hotelCode: string }>(staff: ContentActor, row: T | undefined): T {
    if (!row || !this.mayEdit(staff, row.hotelCode)) throw notFound(CONTENT_MESSAGES.notFound);
    return row;
  }

  /**
   * Creates (no id) or edits a record of `entity` in one transaction with its audit line. An edit
   * keeps the record its hotel's: naming another hotel answers the same 404 as a foreign record.
   * `beforeOf` picks what the audit line keeps of the old row (by default all but its id).
   */
  save<Row extends EditableRow, Fields extends Partial<Omit<Row, 'id'>>>(
    staff: ContentActor,
    entity: string,
    store: EditableStore<Row, Fields>,
    input: { id?: number | undefined; hotel: string },
    fields: Fields,
    beforeOf: (row: Row) => unknown = ({ id: _id, ...rest }) => rest,
  ): Promise<Row> {
    return this.inTransaction(async (tx) => {
      if (input.id === undefined) {
        const row = await store.insert(tx, fields);
        await this.audit.record(tx, staff, { hotelCode: row.hotelCode, entity, entityId: row.id, action: 'create', after: fields });
        return row;
      }
      const before = this.own(staff, await store.find(input.id, tx));
      if (before.hotelCode !== input.hotel) this.own(staff, undefined);
      const row = await store.update(tx, before.id, fields);
      await this.audit.record(tx, staff, { hotelCode: row.hotelCode, entity, entityId: row.id, action: 'update', before: beforeOf(before), after: fields });
      return row;
    });
  }

  /** Takes a record off the guest site (a draft again), audited. */
  unpublish<Row extends EditableRow, Fields extends { draft?: boolean }>(staff: ContentActor, entity: string, store: EditableStore<Row, Fields>, id: number): Promise<Row> {
    return this.inTransaction(async (tx) => {
      const before = this.own(staff, await store.find(id, tx));
      const row = await store.update(tx, id, { draft: true } as Partial<Fields>);
      await this.audit.record(tx, staff, { hotelCode: row.hotelCode, entity, entityId: id, action: 'unpublish', before: { draft: before.draft }, after: { draft: true } });
      return row;
    });
  }
}
