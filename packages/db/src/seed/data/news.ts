import { DEFAULT_NEWS_SID } from '@hotel/shared/constants';
import type { news } from '../../schema/cms.ts';
import { addDays } from '@hotel/shared/hotel-date';
import { ARTICLES_FELTON } from './articles-felton.ts';
import { ARTICLES_JIANGNAN } from './articles-jiangnan.ts';
import { NEWS_EARLY } from './news-early.ts';
import { NEWS_MIDDLE } from './news-middle.ts';
import { NEWS_RECENT } from './news-recent.ts';

type NewsRow = typeof news.$inferInsert;

/** A group news item; its id and publish date follow from its place in the list. */
export interface NewsText {
  title: string;
  summary: string;
  content: string;
}

/** A built-in feature article of the second news-detail screen (sid 0, fixed id). */
export interface ArticleText extends NewsText {
  id: number;
  /** Publish date as days before the seed's "today". */
  daysAgo: number;
}

/** Built-in articles are not part of a news category. */
export const BUILT_IN_ARTICLE_SID = 0;
const NEWS_IMAGE_COUNT = 16;
/** Group news is spread evenly from about ten months ago to last week. */
const OLDEST_NEWS_DAYS_AGO = 300;
const NEWEST_NEWS_DAYS_AGO = 6;

function newsDaysAgo(index: number, count: number): number {
  if (count < 2) return NEWEST_NEWS_DAYS_AGO;
  const step = (OLDEST_NEWS_DAYS_AGO - NEWEST_NEWS_DAYS_AGO) / (count - 1);
  return Math.round(OLDEST_NEWS_DAYS_AGO - index * step);
}

/** Group news (ids 1..n, oldest first) followed by the four built-in articles. */
export function demoNews(today: string): NewsRow[] {
  const groupNews = [...NEWS_EARLY, ...NEWS_MIDDLE, ...NEWS_RECENT];
  const items: NewsRow[] = groupNews.map((n, i) => ({
    id: i + 1,
    sid: DEFAULT_NEWS_SID,
    title: n.title,
    image: `/img/news/${(i % NEWS_IMAGE_COUNT) + 1}.webp`,
    summary: n.summary,
    content: n.content,
    publishedOn: addDays(today, -newsDaysAgo(i, groupNews.length)),
  }));
  const articles: NewsRow[] = [...ARTICLES_JIANGNAN, ...ARTICLES_FELTON].map((a) => ({
    id: a.id,
    sid: BUILT_IN_ARTICLE_SID,
    title: a.title,
    image: `/img/articles/${a.id}.webp`,
    summary: a.summary,
    content: a.content,
    publishedOn: addDays(today, -a.daysAgo),
  }));
  return [...items, ...articles];
}
