import type { StaffRole } from '@hotel/shared/schemas/admin/auth';

/** Everything the back office guards. A new screen adds its permission here and to the roles below. */
export const STAFF_PERMISSIONS = [
  'dashboard.view',
  'rates.edit',
  'orders.view',
  'orders.checkin',
  'orders.cancel',
  'orders.export',
  'content.edit',
  'meetings.handle',
  'members.view',
  'members.points',
  'staff.manage',
  'audit.view',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * What each role may do (issue 10, "Who uses it"). A group administrator may do everything
 * everywhere; the others only for their own hotels (staff_hotels). Members and staff accounts are
 * the group's, not a hotel's: only the group administrator.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  group_admin: STAFF_PERMISSIONS,
  hotel_manager: ['dashboard.view', 'rates.edit', 'orders.view', 'orders.checkin', 'orders.cancel', 'orders.export', 'content.edit', 'meetings.handle', 'audit.view'],
  front_desk: ['dashboard.view', 'orders.view', 'orders.checkin', 'orders.cancel'],
  content_editor: ['content.edit'],
};
