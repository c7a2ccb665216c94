import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, safeAdminNext } from './admin-next.ts';

describe('safeAdminNext (the sign-in page’s ?next=)', () => {
  it('keeps a back-office path with its query', () => {
    expect(safeAdminNext('/admin')).toBe('/admin');
    expect(safeAdminNext('/admin/orders?hotel=pro001&q=%E5%B1%B1')).toBe('/admin/orders?hotel=pro001&q=%E5%B1%B1');
    expect(safeAdminNext('/admin/rates#today')).toBe('/admin/rates#today');
  });

  it('is /admin when nothing was asked for', () => {
    expect(safeAdminNext(null)).toBe(ADMIN_HOME);
    expect(safeAdminNext(undefined)).toBe(ADMIN_HOME);
    expect(safeAdminNext('')).toBe(ADMIN_HOME);
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '///evil.example/admin',
    '/\\evil.example/admin',
    '\\\\evil.example/admin',
    'javascript:alert(1)',
    'admin/orders',
    '/admin\t/x',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
  ])('refuses an open redirect: %s', (raw) => {
    const next = safeAdminNext(raw);
    expect(next).toBe(ADMIN_HOME);
  });

  it('stays in the back office: guest pages and the sign-in page itself are /admin', () => {
    expect(safeAdminNext('/home')).toBe(ADMIN_HOME);
    expect(safeAdminNext('/administrator')).toBe(ADMIN_HOME);
    expect(safeAdminNext('/admin/../home')).toBe(ADMIN_HOME);
    expect(safeAdminNext('/admin/login')).toBe(ADMIN_HOME);
    expect(safeAdminNext('/admin/login?next=/admin/orders')).toBe(ADMIN_HOME);
  });

  it('refuses an absurdly long value', () => {
    expect(safeAdminNext(`/admin/${'x'.repeat(3000)}`)).toBe(ADMIN_HOME);
  });
});
