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

/** StaffAccess.can (modules/staff), for the one permission content needs. */
export interface ContentAccess {
  can(staff: ContentActor, permission: 'content.edit', hotelCode?: string): boolean;
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
}
