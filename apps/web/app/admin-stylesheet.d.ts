/** The back office's own stylesheet (apps/web/admin-stylesheet-plugin.ts). */
declare module 'virtual:admin-stylesheet' {
  export const ADMIN_STYLESHEET: string;
}
