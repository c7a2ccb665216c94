import type { MetaDescriptor } from 'react-router';
import type { Thing, WithContext } from 'schema-dts';
import { DEFAULT_LANGUAGE, isSiteLanguage, LANGUAGE_TAGS, localizedPath, SITE_LANGUAGES, SITE_NAMES, withoutLanguage, type SiteLanguage } from '@hotel/shared/site-language';

export const SITE_NAME = SITE_NAMES.ja;
const OG_LOCALES: Record<SiteLanguage, string> = { ja: 'ja_JP', zh: 'zh_CN', en: 'en_US' };
export const DEFAULT_SHARE_IMAGE = '/img/og-default.webp';

/** What every meta function receives that the tags need: where the page is and the root's data. */
export interface MetaArgs {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageSeo {
  title: string;
  description?: string | undefined;
  /** The page's own picture (a hotel's, an offer's, a news item's); absent: the site's. */
  image?: string | undefined;
  /** article for a news item or story; website otherwise. */
  type?: 'website' | 'article';
  /**
   * Query parameters that name what the page shows (the room detail's index) and so stay in its
   * canonical address; every other one (the stay, tracking, paging) is left out.
   */
  keep?: readonly string[];
  /** The page's one address when it is reachable at several (an offer on the group site and its hotel's). */
  canonicalPath?: string | undefined;
  /** schema.org objects, written as <script type="application/ld+json"> (React Router escapes `<`). */
  jsonLd?: ReadonlyArray<WithContext<Thing>>;
  /** Member and form pages: not to be indexed. */
  noindex?: boolean;
}

/** The origin the root loader was given (PUBLIC_URL, else the request's): absolute addresses start with it. */
export function originFrom(matches: MetaArgs['matches']): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** The page's language, as the root loader read it from the address (Japanese when it is absent). */
export function languageFrom(matches: MetaArgs['matches']): SiteLanguage {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { lang?: unknown } | undefined;
  return isSiteLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE;
}

/** `path` as an absolute address under `origin`; an address that is already absolute stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return origin ? new URL(path, origin).href : path;
}

/** The page's canonical address: the origin, the path, and only the parameters that name the page. */
export function canonicalUrl(origin: string, location: MetaArgs['location'], keep: readonly string[] = []): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return absoluteUrl(origin, `${location.pathname}${query ? `?${query}` : ''}`);
}

/**
 * Every page's head in one place (decision 0036): title and description, the canonical address,
 * Open Graph and Twitter card tags with the page's own picture, and its structured data.
 */
export function pageMeta(args: MetaArgs, seo: PageSeo): MetaDescriptor[] {
  const origin = originFrom(args.matches);
  const lang = languageFrom(args.matches);
  const siteName = SITE_NAMES[lang];
  const title = seo.title || siteName;
  // The page's address in any language: its path within the language, with that language's prefix.
  const within = { pathname: withoutLanguage(args.location.pathname), search: args.location.search };
  const urlIn = (l: SiteLanguage) =>
    seo.canonicalPath ? absoluteUrl(origin, localizedPath(seo.canonicalPath, l)) : canonicalUrl(origin, { ...within, pathname: localizedPath(within.pathname, l) }, seo.keep);
  const url = urlIn(lang);
  const image = absoluteUrl(origin, seo.image || DEFAULT_SHARE_IMAGE);
  const description = seo.description || undefined;
  return [
    { title: seo.title ? `${seo.title}｜${siteName}` : siteName },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    // The same page in every language, and Japanese (the specification's site) for any other (decision 0072).
    ...SITE_LANGUAGES.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: LANGUAGE_TAGS[l], href: urlIn(l) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlIn(DEFAULT_LANGUAGE) },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    { name: 'twitter:image', content: image },
    ...(seo.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}
