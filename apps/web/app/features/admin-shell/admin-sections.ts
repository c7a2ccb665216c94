import { roleHas, type StaffPermission } from '@hotel/shared/schemas/admin/permissions';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';

export interface AdminSection {
  path: string;
  label: string;
  /** The permission the section needs; the server enforces it, the menu only hides what would be refused. */
  permission: StaffPermission;
}

/** The back office's sections, in menu order. A new section adds itself here. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/admin', label: 'ダッシュボード', permission: 'dashboard.view' },
  { path: '/admin/rates', label: '料金・在庫カレンダー', permission: 'rates.edit' },
  { path: '/admin/catalog', label: '料金プラン・客室タイプ', permission: 'rates.edit' },
  // Member coupons are issued from the member's page (会員).
  { path: '/admin/promotions', label: 'プロモーション', permission: 'rates.edit' },
  { path: '/admin/taxes', label: '税・サービス料', permission: 'taxes.edit' },
  // Connections and mapping need channels.manage (the administrator, who has both); a manager's
  // チャネル連携 opens their hotel's sync log (routes/admin/channels.tsx sends them there).
  { path: '/admin/channels', label: 'チャネル連携', permission: 'channels.sync' },
  { path: '/admin/webhooks', label: 'PMS連携（Webhook）', permission: 'integrations.manage' },
  // A hotel's PMS: the integration API's keys (decision 0065).
  { path: '/admin/integration-keys', label: '連携APIキー', permission: 'integrations.manage' },
  { path: '/admin/orders', label: '予約', permission: 'orders.view' },
  { path: '/admin/orders/book', label: '電話・来館予約', permission: 'orders.book' },
  // Statements of a hotel's bookings (decision 0069): 経理 reach them here, the desk also from the order.
  { path: '/admin/orders/statement', label: 'ご利用明細', permission: 'finance.receipts' },
  { path: '/admin/meetings', label: '会議・宴会のお問い合わせ', permission: 'meetings.handle' },
  { path: '/admin/notices', label: 'お知らせ', permission: 'notices.view' },
  { path: '/admin/members', label: '会員', permission: 'members.view' },
  // The hotel's finance queue (issue 28, decision 0071): 経理, the hotel's manager and the group administrator.
  { path: '/admin/fapiao', label: '发票（経理）', permission: 'finance.fapiao' },
  { path: '/admin/content', label: 'コンテンツ', permission: 'content.edit' },
  // Chinese and English of the content and the catalogue (decision 0076); the catalogue's lists need rates.edit too.
  { path: '/admin/translations', label: '翻訳状況', permission: 'content.edit' },
  { path: '/admin/audit', label: '監査ログ', permission: 'audit.view' },
  { path: '/admin/staff', label: 'スタッフ', permission: 'staff.manage' },
];

/** The sections a role has. */
export function sectionsFor(role: StaffRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => roleHas(role, s.permission));
}

/** Whether `pathname` is inside the section (the dashboard only on /admin itself; a section inside it only on its own pages). */
export function isCurrentSection(section: AdminSection, pathname: string): boolean {
  if (section.path === '/admin') return pathname === '/admin' || pathname === '/admin/';
  const inside = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  // A section inside another (電話・来館予約 in 予約) is the current one on its own pages, not both.
  return inside(section.path) && !ADMIN_SECTIONS.some((other) => other.path.startsWith(`${section.path}/`) && inside(other.path));
}
