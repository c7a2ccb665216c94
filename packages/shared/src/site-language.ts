/**
 * The site's languages (issue 29, decision 0072): Japanese at the specification's own addresses,
 * simplified Chinese under /zh and English under /en, one application over one inventory. A
 * language's pages are the same routes under a path prefix (React Router's basename), so `zh` and
 * `en` are reserved first segments: never a hotel code or a content page's name.
 */

export const SITE_LANGUAGES = ['ja', 'zh', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The specification's language: the default of every page, message and API answer. */
export const DEFAULT_LANGUAGE: SiteLanguage = 'ja';

/** The languages that live under a prefix: the words no hotel code or content page may be. */
export const PREFIXED_LANGUAGES = ['zh', 'en'] as const satisfies readonly SiteLanguage[];

/** What `<html lang>`, hreflang and Content-Language say for each. */
export const LANGUAGE_TAGS: Record<SiteLanguage, string> = { ja: 'ja', zh: 'zh-Hans', en: 'en' };

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { ja: '日本語', zh: '中文', en: 'English' };

/** The group's name as each language's pages title themselves (Japanese: the specification's). */
export const SITE_NAMES: Record<SiteLanguage, string> = { ja: 'フェルトン・ホテルズ&リゾーツ', zh: '费尔顿酒店及度假村', en: 'Felton Hotels & Resorts' };

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** A path's first segment is reserved for a language (`zh`, `en`): never a hotel code or page name. */
export function isReservedPathWord(word: string): boolean {
  return (PREFIXED_LANGUAGES as readonly string[]).includes(word.toLowerCase());
}

/** The path prefix of a language's pages: '' for Japanese, '/zh', '/en'. */
export function languagePrefix(lang: SiteLanguage): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** The language a path is in: /zh and /zh/… Chinese, /en and /en/… English, everything else Japanese. */
export function languageOfPath(pathname: string): SiteLanguage {
  const first = pathname.split('/')[1] ?? '';
  return (PREFIXED_LANGUAGES as readonly string[]).includes(first) ? (first as SiteLanguage) : DEFAULT_LANGUAGE;
}

/** A path without its language prefix: /zh/home → /home, /zh → /. */
export function withoutLanguage(pathname: string): string {
  const prefix = languagePrefix(languageOfPath(pathname));
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/** A site path (query and hash kept) in `lang`: /home → /zh/home, / → /zh. Absolute URLs are left alone. */
export function localizedPath(path: string, lang: SiteLanguage): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = languagePrefix(lang);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') || path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The language an API caller asks for: the first of Accept-Language's tags we have, by weight
 * (zh, zh-CN, zh-Hans → zh; en-GB → en); Japanese when none is ours or the header is absent.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): SiteLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((t) => t.base).find(isSiteLanguage) ?? DEFAULT_LANGUAGE;
}
