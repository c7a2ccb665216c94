/** Where the back office goes after sign-in when nothing (or nothing safe) was asked for. */
export const ADMIN_HOME = '/admin';

const BASE = 'http://admin.invalid';

/**
 * The `next` parameter of the sign-in page, made safe: only a path of the back office on this
 * site (/admin…), never another origin (//evil.example, /\evil.example, https://…), never the
 * sign-in page itself. Anything else is /admin.
 */
export function safeAdminNext(raw: string | null | undefined): string {
  if (!raw || raw.length > 2000) return ADMIN_HOME;
  // A path, not a scheme-relative or backslash URL; no control characters (browsers drop tabs and newlines).
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== BASE) return ADMIN_HOME;
  const { pathname } = url;
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return ADMIN_HOME;
  if (pathname === '/admin/login' || pathname.startsWith('/admin/login/')) return ADMIN_HOME;
  return `${pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
