import type { StaffRole } from './auth.ts';

/**
 * Everything the back office guards. A new screen adds its permission here and to the roles below.
 * Shared so the web app can show each person only the sections their role has; the server
 * (apps/server/src/modules/staff) remains the one that enforces it.
 */
export const STAFF_PERMISSIONS = [
  'dashboard.view',
  'rates.edit',
  'orders.view',
  'orders.checkin',
  'orders.cancel',
  // Issue 25: book for a guest by phone or at the desk and change any booking; override a night's price (with a reason).
  'orders.book',
  'orders.override',
  'orders.export',
  'content.edit',
  'meetings.handle',
  'notices.view',
  'members.view',
  'members.points',
  'staff.manage',
  'audit.view',
  // Issue 26: channel manager connections and their mapping (the group's), and a hotel's sync log and full sync.
  'channels.manage',
  'channels.sync',
  // Issue 27: the hotels' PMS connections (webhook endpoints, integration API keys): the group's.
  'integrations.manage',
  // Issue 28: a hotel's service charge and VAT; statements and receipts of its orders; its fapiao requests.
  'taxes.edit',
  'finance.receipts',
  'finance.fapiao',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * What each role may do (issue 10, "Who uses it"). A group administrator may do everything
 * everywhere; the others only for their own hotels (staff_hotels). Members and staff accounts are
 * the group's, not a hotel's: only the group administrator.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  group_admin: STAFF_PERMISSIONS,
  hotel_manager: [
    'dashboard.view',
    'rates.edit',
    'orders.view',
    'orders.checkin',
    'orders.cancel',
    'orders.book',
    'orders.override',
    'orders.export',
    'content.edit',
    'meetings.handle',
    'notices.view',
    'audit.view',
    'channels.sync',
    'taxes.edit',
    'finance.receipts',
    'finance.fapiao',
  ],
  // The front desk hears of new bookings and cancellations first (decision 0043).
  // The desk hands a guest their statement and receipt at check-out.
  front_desk: ['dashboard.view', 'orders.view', 'orders.checkin', 'orders.cancel', 'orders.book', 'notices.view', 'finance.receipts'],
  content_editor: ['content.edit'],
  // 経理 (issue 28): the fapiao queue, statements and receipts of its hotels, nothing else.
  finance: ['finance.receipts', 'finance.fapiao'],
};

/** Whether a role has a permission at all (for some hotel); which hotels is the server's question. */
export function roleHas(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles as staff read them. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  group_admin: 'グループ管理者',
  hotel_manager: '支配人',
  front_desk: 'フロント',
  content_editor: 'コンテンツ編集者',
  finance: '経理',
};
