import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { isSameOriginPost, requireSameOrigin } from './same-origin.server.ts';

const post = (headers: Record<string, string>, url = 'http://hotel.test/meetings') => new Request(url, { method: 'POST', headers });

describe('isSameOriginPost', () => {
  it.each([
    ['our own page (both headers)', { origin: 'http://hotel.test', 'sec-fetch-site': 'same-origin' }],
    ['our own page, Origin only (an older browser)', { origin: 'http://hotel.test' }],
    ['our own page, Sec-Fetch-Site only', { 'sec-fetch-site': 'same-origin' }],
    ['a post the user typed or bookmarked', { 'sec-fetch-site': 'none' }],
  ])('accepts %s', (_label, headers) => {
    expect(isSameOriginPost(post(headers))).toBe(true);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { origin: 'http://shop.hotel.test', 'sec-fetch-site': 'same-site' }],
    ['a matching Origin with a cross-site fetch', { origin: 'http://hotel.test', 'sec-fetch-site': 'cross-site' }],
    ['another port', { origin: 'http://hotel.test:8080' }],
    ['another scheme', { origin: 'https://hotel.test' }],
    ['an opaque origin', { origin: 'null' }],
    ['no header at all', {}],
  ])('refuses %s', (_label, headers) => {
    expect(isSameOriginPost(post(headers))).toBe(false);
  });
});

describe('requireSameOrigin', () => {
  it('throws 403 with the site message for a cross-site post', () => {
    let thrown: unknown;
    try {
      requireSameOrigin(post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { message: SERVER_MESSAGES.csrfRejected } });
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });

  it('lets a same-origin post through', () => {
    expect(() => requireSameOrigin(post({ origin: 'http://hotel.test', 'sec-fetch-site': 'same-origin' }))).not.toThrow();
  });
});
