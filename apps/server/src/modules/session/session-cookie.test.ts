import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from './session-cookie.ts';

describe('session cookie', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['theme=dark', undefined],
    ['ft_session=abc', 'abc'],
    ['theme=dark; ft_session=abc_-9; lang=ja', 'abc_-9'],
    ['xft_session=nope; ft_session=yes', 'yes'],
    ['ft_session=', undefined],
    ['ft_session', undefined],
  ])('reads %j as %j', (header, value) => {
    expect(readSessionCookie(header)).toBe(value);
  });

  it('writes the flags the site relies on', () => {
    expect(sessionCookie('tok', { secure: false, maxAgeSeconds: 60 })).toBe('ft_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Lax');
    expect(sessionCookie('tok', { secure: true, maxAgeSeconds: 60 })).toBe('ft_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure');
    expect(clearedSessionCookie({ secure: true })).toBe('ft_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});
