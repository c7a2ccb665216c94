import type { Database } from '@hotel/db/client';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import { CONTENT_MESSAGES } from '@hotel/shared/schemas/admin/content';
import { notFound } from './api-error.ts';
import { publishState } from './publish-window.ts';
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

/** The days a row is shown to guests, and whether it is a draft (publish-window.ts). */
type RowWindow = Parameters<typeof publishState>[0];

/** An editor repository of one dated kind of content: its rows of a hotel, and find, insert and update. */
export interface ListedStore<Row extends EditableRow, Fields> extends EditableStore<Row, Fields> {
  listOf(hotelCode: string): Promise<Row[]>;
}

/**
 * What a dated kind of content tells its editor: its audit entity, how its form's input becomes
 * the row's fields, where a row keeps its window, and (news) what an audit line keeps of a row.
 */
export interface DatedKind<Row, Fields, Input> {
  entity: string;
  fieldsOf: (input: Input) => Fields;
  windowOf: (row: Row) => RowWindow;
  auditBefore?: (row: Row) => unknown;
}

/**
 * The back office's editor of one dated kind of content (news, offers, banners: decision 0022):
 * list a hotel's, open, save (create or edit), unpublish, each change audited through
 * ContentEditing. The kind (DatedKind) says how a row is made and read; the editor says what it
 * answers for a row (recordOf).
 */
export abstract class DatedContentEditor<Row extends EditableRow & { title: string }, Fields extends Partial<Omit<Row, 'id'>>, Input extends { id?: number | undefined; hotel: string }, Rec> {
  constructor(
    protected readonly editing: ContentEditing,
    private readonly store: ListedStore<Row, Fields>,
    private readonly kind: DatedKind<Row, Fields, Input>,
  ) {}

  protected abstract recordOf(row: Row): Rec;

  /** A hotel's items with their window and state today. */
  async list(hotelCode: string) {
    const today = this.editing.today();
    return (await this.store.listOf(hotelCode)).map((row) => {
      const window = this.kind.windowOf(row);
      return { id: row.id, hotel: row.hotelCode, title: row.title, publishFrom: window.publishFrom, publishTo: window.publishTo, state: publishState(window, today) };
    });
  }

  async get(staff: ContentActor, id: number): Promise<Rec> {
    return this.recordOf(this.editing.own(staff, await this.store.find(id)));
  }

  /** Creates (no id) or edits; the item stays its hotel's (an edit cannot move it to another). */
  async save(staff: ContentActor, input: Input): Promise<Rec> {
    return this.recordOf(await this.editing.save(staff, this.kind.entity, this.store, input, this.kind.fieldsOf(input), this.kind.auditBefore));
  }

  async unpublish(staff: ContentActor, id: number): Promise<Rec> {
    return this.recordOf(await this.editing.unpublish(staff, this.kind.entity, this.store, id));
  }
}
