import type { Route } from './+types/news';
import { DEFAULT_NEWS_SID, NEWS_PAGE_SIZE } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { PageBanner } from '../components/ui/page-banner.tsx';
import { Pager } from '../components/ui/pager.tsx';
import { NoRecord } from '../components/ui/no-record.tsx';
import { NewsGrid } from '../features/news/news-grid.tsx';
import styles from '../features/news/news-list.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', description: args.loaderData?.description, keep: ['page'] });

/** ?page=N; anything that is not a whole number of at least 1 reads as page 1. */
function pageParam(url: URL): number {
  const raw = url.searchParams.get('page') ?? '1';
  const n = /^\d+$/.test(raw) ? Number(raw) : 1;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = routeTranslator(request, ['news']);
  const requested = pageParam(new URL(request.url));
  const query = { sid: DEFAULT_NEWS_SID, pageSize: NEWS_PAGE_SIZE };
  let result = await load(context, 'newslist', { ...query, pageIndex: Math.min(requested, 10_000) });
  // A page past the end is clamped to the first page as well.
  if (result.list.length === 0 && requested > 1) result = await load(context, 'newslist', { ...query, pageIndex: 1 });
  return { i18n: routeMessages(request, ['news']), title: t('news.metaTitle'), description: t('news.metaDescription'), news: result.list, total: result.total, page: result.list.length === 0 ? 1 : result.pageIndex };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { news, total, page } = loaderData;
  const t = useT();
  return (
    <>
      <PageBanner image="/img/group/news-banner.webp" imageMobile="/img/group/news-banner-m.webp" eyebrow="News" title={t('news.title')} />
      <section className="section">
        <div className="container">
          {news.length === 0 ? (
            <NoRecord text={MESSAGES.noRecord} />
          ) : (
            <>
              <p className={styles.count}>
                {t('news.count', { total, page })}
              </p>
              <NewsGrid news={news} headingLevel="h2" />
              <Pager page={page} pageSize={NEWS_PAGE_SIZE} total={total} hrefFor={(n) => (n === 1 ? '/news' : `/news?page=${n}`)} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
