import { describe, expect, it } from 'vitest';
import { HOTEL_CODES } from '@hotel/shared/constants';
import { useWebApp } from './helpers/web-app.ts';

/**
 * The site in Japanese, Chinese and English (issue 29, decision 0072), through the whole app:
 * /zh and /en are the same pages under their own prefix, never a hotel code or a content page;
 * every page of the sitemap names itself in each language and the others name it back.
 */
const ORIGIN = 'https://www.felton.example';
const web = useWebApp({ publicOrigin: ORIGIN });

const get = (url: string) => web.app.inject({ method: 'GET', url });
const unescape = (s: string) => s.replaceAll('&amp;', '&');

/** A page's hreflang alternates (language → address) and canonical address. */
function headOf(html: string): { alternates: Map<string, string>; canonical: string | undefined; lang: string | undefined } {
  const alternates = new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, l, href]) => [l!, unescape(href!)]));
  return { alternates, canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], lang: /<html lang="([^"]+)"/.exec(html)?.[1] };
}

describe('the language prefixes', () => {
  it('draw the same page in each language, with <html lang> and the language switch', async () => {
    for (const [url, lang, skip] of [
      ['/pro001/home', 'ja', '本文へスキップ'],
      ['/zh/pro001/home', 'zh-Hans', '跳到正文'],
      ['/en/pro001/home', 'en', 'Skip to content'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(headOf(res.body).lang).toBe(lang);
      expect(res.body).toContain(skip);
    }
  });

  it('are never read as a hotel code or a content page: /zh and /en are the languages’ own pages', async () => {
    // /zh is Chinese's top (→ /zh/home), not a content page named zh; /zh/home is not hotel zh's home.
    for (const lang of ['zh', 'en']) {
      const top = await get(`/${lang}`);
      expect(top.statusCode).toBe(302);
      expect(top.headers.location).toBe(`/${lang}/home`);
      const home = await get(`/${lang}/home`);
      expect(home.statusCode).toBe(200);
      expect(headOf(home.body).canonical).toBe(`${ORIGIN}/${lang}/home`);
      // A hotel under a language is that hotel in that language.
      const hotel = await get(`/${lang}/${HOTEL_CODES[0]}/home`);
      expect(hotel.statusCode).toBe(200);
      // The language's word doubled is no hotel: not found (or sent home), never a page of hotel "zh".
      const doubled = await get(`/${lang}/${lang}/home`);
      expect([302, 404]).toContain(doubled.statusCode);
    }
    expect(HOTEL_CODES.some((code) => ['zh', 'en'].includes(code))).toBe(false);
  });

  it('keep the back office in Japanese at its own address', async () => {
    for (const url of ['/zh/admin/login', '/en/admin', '/en/admin?hotel=pro001']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(url.slice(3));
    }
  });
});

describe('hreflang', () => {
  it('is reciprocal across the sitemap: every page names each language’s address, and that page names it back', async () => {
    const sitemap = await get('/sitemap.xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => unescape(loc!));
    expect(locs.length).toBeGreaterThan(100);
    const heads = new Map<string, ReturnType<typeof headOf>>();
    for (const loc of locs) {
      const res = await get(loc.slice(ORIGIN.length));
      expect(res.statusCode, loc).toBe(200);
      heads.set(loc, headOf(res.body));
    }
    for (const [loc, head] of heads) {
      // Itself among its alternates, under its own language; its canonical is itself.
      expect(head.canonical, loc).toBe(loc);
      expect([...head.alternates.keys()].sort(), loc).toEqual(['en', 'ja', 'x-default', 'zh-Hans']);
      expect([...head.alternates.values()], loc).toContain(loc);
      for (const [lang, other] of head.alternates) {
        if (lang === 'x-default') continue;
        // The other language's page is in the sitemap and names this one back, with the same set.
        const back = heads.get(other);
        expect(back, `${loc} → ${other}`).toBeDefined();
        expect(back!.alternates, `${other} ← ${loc}`).toEqual(head.alternates);
      }
    }
  }, 300_000);
});
