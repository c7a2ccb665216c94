import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, localizedPath, SITE_LANGUAGES, type SiteLanguage } from '@hotel/shared/site-language';
import { DEMO_ONLY_PREFIXES } from '../../lib/demo-only-paths.ts';
import type { SitePage } from './site-map.service.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * The sitemaps.org document: each page in each language (decision 0072) at its absolute address
 * under `origin`, with its lastmod where known and every language's address of the same page as
 * an alternate (itself included, Japanese as x-default), as Google reads hreflang in sitemaps.
 */
export function siteMapXml(origin: string, pages: readonly SitePage[]): string {
  const href = (path: string, lang: SiteLanguage) => escapeXml(new URL(localizedPath(path, lang), origin).href);
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...SITE_LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[lang]}" href="${href(page.path, lang)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(page.path, DEFAULT_LANGUAGE)}"/>`,
    ].join('');
    return SITE_LANGUAGES.map((lang) => `  <url><loc>${href(page.path, lang)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the public pages open; the back office, the member centre, the booking steps and
 * the APIs closed. Dev routes exist only in demo mode, and only then are they named here.
 */
export function robotsTxt(origin: string, { demoMode }: { demoMode: boolean }): string {
  const closed = [
    '/admin',
    // The member centre and payment links in every language (/zh/courtesy…).
    ...SITE_LANGUAGES.flatMap((lang) => [localizedPath('/courtesy', lang), localizedPath('/paylink/', lang)]),
    '/*/child-hotel/',
    '/crsapi/',
    '/adminapi/',
    '/cms/',
    ...(demoMode ? Object.values(DEMO_ONLY_PREFIXES).map((prefix) => `${prefix}/`) : []),
  ];
  return ['User-agent: *', 'Allow: /', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}
