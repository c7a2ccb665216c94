import { describe, expect, it } from 'vitest';
import { robotsTxt, siteMapXml } from './site-map-xml.ts';

describe('siteMapXml', () => {
  it('writes absolute, escaped addresses and lastmod only where known', () => {
    const xml = siteMapXml('https://hotel.example', [{ path: '/pro001/room-detail/room-detail?index=1&x=<y>' }, { path: '/newsdetail/5', lastmod: '2026-11-01' }]);
    expect(xml).toContain('<url><loc>https://hotel.example/pro001/room-detail/room-detail?index=1&amp;x=%3Cy%3E</loc></url>');
    expect(xml).toContain('<url><loc>https://hotel.example/newsdetail/5</loc><lastmod>2026-11-01</lastmod></url>');
  });
});

describe('robotsTxt', () => {
  it('names the dev routes only in demo mode: outside it they do not exist', () => {
    const production = robotsTxt('https://hotel.example', { demoMode: false });
    expect(production).not.toMatch(/__dev|simulator/);
    expect(production).toContain('Disallow: /admin\n');
    expect(production).toContain('Sitemap: https://hotel.example/sitemap.xml');
    expect(robotsTxt('https://hotel.example', { demoMode: true })).toContain('Disallow: /__dev/\n');
  });
});
