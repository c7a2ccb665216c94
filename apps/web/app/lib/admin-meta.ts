import { ADMIN_STYLESHEET } from 'virtual:admin-stylesheet';
/** Title and robots tags of a back-office page: 「予約｜管理画面」, never indexed. */
export function adminMeta(title?: string) {
  return [{ title: title ? `${title}｜管理画面` : '管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * The back office's own stylesheet (apps/web/admin-stylesheet-plugin.ts): every top-level staff
 * route links it, so no staff style reaches the guest site's one stylesheet.
 */
export const adminLinks = () => [{ rel: 'stylesheet', href: ADMIN_STYLESHEET }];
