import type { NewsArticle, WithContext } from 'schema-dts';
import type { News } from '@hotel/shared/schemas/content';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, SITE_NAME } from '../../lib/meta.ts';
import { cutText } from '../../lib/text.ts';

/** Google shows a headline of at most 110 characters (cutText adds the ellipsis). */
const HEADLINE_CUT = 109;

/** schema.org NewsArticle for a news item or story: its title, publish date, picture and the group as publisher. */
export function newsArticleJsonLd(news: News, origin: string, path: string): WithContext<NewsArticle> {
  const url = absoluteUrl(origin, path);
  const group = { '@type': 'Organization' as const, name: SITE_NAME, url: absoluteUrl(origin, '/home') };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: cutText(news.newtitle, HEADLINE_CUT),
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(origin, news.newimg || DEFAULT_SHARE_IMAGE)],
    // The API's YYYY/MM/DD: an ISO 8601 date.
    datePublished: news.newdatetime.replaceAll('/', '-'),
    author: group,
    publisher: group,
  };
}
