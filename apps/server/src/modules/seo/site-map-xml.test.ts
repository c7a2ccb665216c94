import { describe, expect, it } from 'vitest';
import { robotsTxt, siteMapXml } from './site-map-xml.ts';

describe('siteMapXml', () => {
  it('writes absolute, escaped addresses and lastmod only where known', () => {
    const xml = siteMapXml('https://hotel.example', [{ path: '/pro001/room-detail/room-detail?index=1&x=<y>' }, { path: '/newsdetail/5', lastmod: '2026-11-01' }]);
    expect(xml).toContain('<url><loc>https://hotel.example/pro001/room-detail/room-detail?index=1&amp;x=%3Cy%3E</loc><xhtml:link');
    expect(xml).toContain('<url><loc>https://hotel.example/newsdetail/5</loc><lastmod>2026-11-01</lastmod><xhtml:link');
  });

  it('lists each page in every language, each with the same alternates (itself included, Japanese as x-default)', () => {
    const xml = siteMapXml('https://hotel.example', [{ path: '/pro001/home' }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="ja" href="https://hotel.example/pro001/home"/>' +
      '<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://hotel.example/zh/pro001/home"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://hotel.example/en/pro001/home"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://hotel.example/pro001/home"/>';
    for (const loc of ['https://hotel.example/pro001/home', 'https://hotel.example/zh/pro001/home', 'https://hotel.example/en/pro001/home']) {
      expect(xml).toContain(`<url><loc>${loc}</loc>${alternates}</url>`);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('robotsTxt', () => {
  it('names the dev routes only in demo mode: outside it they do not exist', () => {
    const production = robotsTxt('https://hotel.example', { demoMode: false });
    expect(production).not.toMatch(/__dev|simulator/);
    expect(production).toContain('Disallow: /admin\n');
    expect(production).toContain('Disallow: /zh/courtesy\n');
    expect(production).toContain('Disallow: /en/paylink/\n');
    expect(production).toContain('Sitemap: https://hotel.example/sitemap.xml');
    expect(robotsTxt('https://hotel.example', { demoMode: true })).toContain('Disallow: /__dev/\n');
  });
});
