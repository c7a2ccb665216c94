import { data } from 'react-router';
import type { Route } from './+types/news-detail';
import { NEWS_EXCERPT_CUT } from '@hotel/shared/constants';
import { load } from '../lib/api.server.ts';
import { originFrom, pageMeta } from '../lib/meta.ts';
import { routeMessages } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { newsArticleJsonLd } from '../features/news/news-structured-data.ts';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { MoreLink } from '../components/ui/more-link.tsx';
import { cutText, plainText } from '../lib/text.ts';
import { NewsArticleBody } from '../features/news/news-article.tsx';
import styles from '../features/news/news-detail.module.css';
import { anyUntranslated, TranslationNote } from '../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData
      ? {
          title: args.loaderData.news.newtitle,
          description: cutText(plainText(args.loaderData.news.newsummary || args.loaderData.news.newscontent), NEWS_EXCERPT_CUT),
          image: args.loaderData.news.newimg || undefined,
          type: 'article',
          jsonLd: [newsArticleJsonLd(args.loaderData.news, originFrom(args.matches), args.location.pathname)],
        }
      : { title: '' },
  );

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.newsId) ? Number(params.newsId) : 0;
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: 'not found' }, { status: 404 });
  const [news] = await load(context, 'shownews', { sid: id });
  if (!news) throw data({ message: 'not found' }, { status: 404 });
  return { i18n: routeMessages(request, ['news']), news };
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { news } = loaderData;
  const t = useT();
  return (
    <article className={styles.article}>
      <Breadcrumbs items={[{ label: t('layout.menuHome'), to: '/home' }, { label: t('news.title'), to: '/news' }]} className={styles.crumbs} />
      <TranslationNote untranslated={anyUntranslated(news)} inContainer />
      <NewsArticleBody news={news} />
      <MoreLink to="/news" ruled>{t('news.backToList')}</MoreLink>
    </article>
  );
}
