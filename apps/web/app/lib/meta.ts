const SITE = 'フェルトン・ホテルズ&リゾーツ';

/** Page title and description tags in one place. */
export function pageMeta(title: string, description?: string) {
  return [
    { title: title ? `${title}｜${SITE}` : SITE },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: title || SITE },
    { property: 'og:site_name', content: SITE },
    { property: 'og:image', content: '/img/og-default.webp' },
  ];
}
