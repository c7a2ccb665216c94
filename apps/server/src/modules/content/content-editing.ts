import { CONTENT_MESSAGES } from '@hotel/shared/schemas/admin/content';
import { notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { SignedInStaff, StaffAccess } from '../staff/index.ts';

/**
 * What every content editor needs: the transaction runner, the audit trail, "today" and the one
 * rule of who may touch a record: content.edit for the record's own hotel. A record of another
 * hotel answers the same 404 as one that does not exist, so its data and even its existence stay
 * hidden (the route's guard has already checked the hotel a request names).
 */
export class ContentEditing {
  constructor(
    readonly inTransaction: RunInTransaction,
    readonly audit: AuditTrail,
    private readonly access: StaffAccess,
    readonly today: () => string,
  ) {}

  mayEdit(staff: SignedInStaff, hotelCode: string): boolean {
    return this.access.can(staff, 'content.edit', hotelCode);
  }

  /** The record, if it exists and is this person's to edit; 404 otherwise. */
  own<T extends { hotelCode: string }>(staff: SignedInStaff, row: T | undefined): T {
    if (!row || !this.mayEdit(staff, row.hotelCode)) throw notFound(CONTENT_MESSAGES.notFound);
    return row;
  }
}
