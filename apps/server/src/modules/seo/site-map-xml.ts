import { DEMO_ONLY_PREFIXES } from '../../lib/demo-only-paths.ts';
import type { SitePage } from './site-map.service.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemaps.org document: each page's absolute address under `origin` and its lastmod where known. */
export function siteMapXml(origin: string, pages: readonly SitePage[]): string {
  const urls = pages.map((page) => {
    const loc = `<loc>${escapeXml(new URL(page.path, origin).href)}</loc>`;
    return `  <url>${loc}${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * robots.txt: the public pages open; the back office, the member centre, the booking steps and
 * the APIs closed. Dev routes exist only in demo mode, and only then are they named here.
 */
export function robotsTxt(origin: string, { demoMode }: { demoMode: boolean }): string {
  const closed = [
    '/admin',
    '/courtesy',
    '/paylink/',
    '/*/child-hotel/',
    '/crsapi/',
    '/adminapi/',
    '/cms/',
    ...(demoMode ? Object.values(DEMO_ONLY_PREFIXES).map((prefix) => `${prefix}/`) : []),
  ];
  return ['User-agent: *', 'Allow: /', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}
