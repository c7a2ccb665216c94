import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@hotel/shared/schemas/admin/auth';
import { StaffAccess } from './staff-access.ts';
import { STAFF_PERMISSIONS, type StaffPermission } from './staff-permissions.ts';

/**
 * The expected answers, written out by hand from issue 10's "Who uses it" rather than derived
 * from ROLE_PERMISSIONS (a test that read the table would agree with any mistake in it).
 * Columns: own hotel, foreign hotel, no hotel determined (refused for hotel-bound people: fail closed).
 */
type Row = [own: boolean, foreign: boolean, anyHotel: boolean];
const Y: Row = [true, false, false];
const N: Row = [false, false, false];
const ALL: Row = [true, true, true];
const EXPECTED: Record<StaffRole, Record<StaffPermission, Row>> = {
  group_admin: {
    'dashboard.view': ALL, 'rates.edit': ALL, 'orders.view': ALL, 'orders.checkin': ALL, 'orders.cancel': ALL, 'orders.book': ALL, 'orders.override': ALL, 'orders.export': ALL,
    'content.edit': ALL, 'meetings.handle': ALL, 'notices.view': ALL, 'members.view': ALL, 'members.points': ALL, 'staff.manage': ALL, 'audit.view': ALL,
    'channels.manage': ALL, 'channels.sync': ALL, 'integrations.manage': ALL,
    'taxes.edit': ALL, 'finance.receipts': ALL, 'finance.fapiao': ALL,
  },
  hotel_manager: {
    'dashboard.view': Y, 'rates.edit': Y, 'orders.view': Y, 'orders.checkin': Y, 'orders.cancel': Y, 'orders.book': Y, 'orders.override': Y, 'orders.export': Y,
    'content.edit': Y, 'meetings.handle': Y, 'notices.view': Y, 'members.view': N, 'members.points': N, 'staff.manage': N, 'audit.view': Y,
    'channels.manage': N, 'channels.sync': Y, 'integrations.manage': N,
    'taxes.edit': Y, 'finance.receipts': Y, 'finance.fapiao': Y,
  },
  front_desk: {
    'dashboard.view': Y, 'rates.edit': N, 'orders.view': Y, 'orders.checkin': Y, 'orders.cancel': Y, 'orders.book': Y, 'orders.override': N, 'orders.export': N,
    'content.edit': N, 'meetings.handle': N, 'notices.view': Y, 'members.view': N, 'members.points': N, 'staff.manage': N, 'audit.view': N,
    'channels.manage': N, 'channels.sync': N, 'integrations.manage': N,
    'taxes.edit': N, 'finance.receipts': Y, 'finance.fapiao': N,
  },
  content_editor: {
    'dashboard.view': N, 'rates.edit': N, 'orders.view': N, 'orders.checkin': N, 'orders.cancel': N, 'orders.book': N, 'orders.override': N, 'orders.export': N,
    'content.edit': Y, 'meetings.handle': N, 'notices.view': N, 'members.view': N, 'members.points': N, 'staff.manage': N, 'audit.view': N,
    'channels.manage': N, 'channels.sync': N, 'integrations.manage': N,
    'taxes.edit': N, 'finance.receipts': N, 'finance.fapiao': N,
  },
  finance: {
    'dashboard.view': N, 'rates.edit': N, 'orders.view': N, 'orders.checkin': N, 'orders.cancel': N, 'orders.book': N, 'orders.override': N, 'orders.export': N,
    'content.edit': N, 'meetings.handle': N, 'notices.view': N, 'members.view': N, 'members.points': N, 'staff.manage': N, 'audit.view': N,
    'channels.manage': N, 'channels.sync': N, 'integrations.manage': N,
    'taxes.edit': N, 'finance.receipts': Y, 'finance.fapiao': Y,
  },
};

const OWN = 'pro001';
const FOREIGN = 'pro002';
const access = new StaffAccess();

const cases = STAFF_ROLES.flatMap((role) =>
  STAFF_PERMISSIONS.map((permission) => [role, permission, ...EXPECTED[role][permission]] as const),
);

describe('StaffAccess.can and allows', () => {
  it('covers every role and every permission', () => {
    expect(cases).toHaveLength(STAFF_ROLES.length * STAFF_PERMISSIONS.length);
    expect(Object.keys(EXPECTED).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it.each(cases)('%s / %s: own hotel %s, foreign hotel %s, no hotel %s', (role, permission, own, foreign, anyHotel) => {
    // A group administrator's staff_hotels are empty: every hotel is theirs anyway.
    const staff = { role, hotels: role === 'group_admin' ? [] : [OWN] };
    expect(access.can(staff, permission, OWN)).toBe(own);
    expect(access.can(staff, permission, FOREIGN)).toBe(foreign);
    expect(access.can(staff, permission, undefined)).toBe(anyHotel);
    // The role alone (group-wide screens, the menu): allowed wherever the role has it.
    expect(access.allows(staff, permission)).toBe(own);
  });

  it('a hotel-bound person with no hotels acts for none', () => {
    expect(access.can({ role: 'hotel_manager', hotels: [] }, 'rates.edit', OWN)).toBe(false);
  });
});
