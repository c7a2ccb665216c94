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
 * requireStaff; services that act on a hotel's record ask it again with that record's hotel.
 */
export class StaffAccess {
  /**
   * With a hotel: the role allows it and the hotel is one of theirs (a group administrator's
   * hotels are all of them). Without: the role allows it at all (group-wide screens, menus).
   */
  can(staff: StaffScope, permission: StaffPermission, hotelCode?: string): boolean {
    if (!ROLE_PERMISSIONS[staff.role].includes(permission)) return false;
    if (staff.role === 'group_admin' || hotelCode === undefined) return true;
    return staff.hotels.includes(hotelCode);
  }

  /** The hotels a permission reaches: 'all' for a group administrator, else their own (none when the role lacks it). */
  hotelsFor(staff: StaffScope, permission: StaffPermission): 'all' | readonly string[] {
    if (!ROLE_PERMISSIONS[staff.role].includes(permission)) return [];
    return staff.role === 'group_admin' ? 'all' : staff.hotels;
  }
}
