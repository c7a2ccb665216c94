import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import { ROLE_PERMISSIONS, type StaffPermission } from './staff-permissions.ts';

/** What StaffAccess needs to know about a person. */
export interface StaffScope {
  role: StaffRole;
  /** The hotels of staff_hotels; ignored for a group administrator. */
  hotels: readonly string[];
}

/**
 * The one place that answers "may this person do this, for this hotel?". Routes ask it through
 * the staff guard; services that act on a hotel's record ask it again with that record's hotel.
 */
export class StaffAccess {
  /**
   * The role has the permission at all: for group-wide screens (members, staff accounts) and the
   * menu. Never the answer for one hotel's data: that is can().
   */
  allows(staff: StaffScope, permission: StaffPermission): boolean {
    return ROLE_PERMISSIONS[staff.role].includes(permission);
  }

  /**
   * The role allows it and the hotel is one of theirs (a group administrator's hotels are all of
   * them). A hotel that could not be determined (undefined) is nobody's but a group
   * administrator's: a hotel-bound person is refused rather than let through (fail closed).
   */
  can(staff: StaffScope, permission: StaffPermission, hotelCode: string | undefined): boolean {
    if (!this.allows(staff, permission)) return false;
    if (staff.role === 'group_admin') return true;
    return hotelCode !== undefined && staff.hotels.includes(hotelCode);
  }

  /** The hotels a permission reaches: 'all' for a group administrator, else their own (none when the role lacks it). */
  hotelsFor(staff: StaffScope, permission: StaffPermission): 'all' | readonly string[] {
    if (!this.allows(staff, permission)) return [];
    return staff.role === 'group_admin' ? 'all' : staff.hotels;
  }
}
