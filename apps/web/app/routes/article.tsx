import { data } from 'react-router';
import type { Route } from './+types/article';
import { BUILT_IN_ARTICLE_IDS } from '@hotel/shared/constants';
import type { News } from '@hotel/shared/schemas/content';
import { load, loadOptional } from '../lib/api.server.ts';
import { originFrom, pageMeta } from '../lib/meta.ts';
import { routeMessages } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { useFormat } from '../lib/i18n/format.ts';
import { newsArticleJsonLd } from '../features/news/news-structured-data.ts';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { MoreLink } from '../components/ui/more-link.tsx';
import { StoryStrip } from '../features/news/story-strip.tsx';
import { isoDate } from '../features/news/news-date.ts';
import styles from '../features/news/article.module.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData
      ? {
          title: args.loaderData.article.newtitle,
          description: args.loaderData.article.newsummary,
          image: args.loaderData.article.newimg || undefined,
          type: 'article',
          jsonLd: [newsArticleJsonLd(args.loaderData.article, originFrom(args.matches), args.location.pathname)],
        }
      : { title: '' },
  );

function builtInId(raw: string): number | null {
  const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return (BUILT_IN_ARTICLE_IDS as readonly number[]).includes(id) ? id : null;
}

/** The second news-detail screen: only the four built-in articles exist here. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = builtInId(params.articleId);
  if (id === null) throw data({ message: 'not found' }, { status: 404 });
  const others = BUILT_IN_ARTICLE_IDS.filter((other) => other !== id);
  const [[article], ...rest] = await Promise.all([
    load(context, 'shownews', { sid: id }),
    ...others.map((other) => loadOptional(context, 'shownews', { sid: other })),
  ]);
  if (!article) throw data({ message: 'not found' }, { status: 404 });
  const more = rest.map((list) => list?.[0]).filter((n): n is News => n !== undefined);
  return { i18n: routeMessages(request, ['news']), article, number: (BUILT_IN_ARTICLE_IDS as readonly number[]).indexOf(id) + 1, more };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, number, more } = loaderData;
  const [title, subtitle] = article.newtitle.split(/\s*――\s*/);
  const t = useT();
  const f = useFormat();
  return (
    <>
      <article>
        <header className={styles.header}>
          <span className={styles.kicker}>Felton Stories · {String(number).padStart(2, '0')}</span>
          <h1 className={styles.title}>
            {title}
            {subtitle ? (
              <span className={styles.subtitle}>
                <span className="visually-hidden">――</span>
                {subtitle}
              </span>
            ) : null}
          </h1>
          <span className={styles.rule} aria-hidden="true" />
          {article.newsummary ? <p className={styles.lead}>{article.newsummary}</p> : null}
          <p className={styles.date}>
            <time dateTime={isoDate(article.newdatetime)}>{f.date(article.newdatetime)}</time>
          </p>
        </header>
        <figure className={styles.hero}>
          <img src={article.newimg} alt="" width={1200} height={675} fetchPriority="high" decoding="async" />
        </figure>
        <h2 className="visually-hidden">{t('news.body')}</h2>
        <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: article.newscontent }} />
      </article>
      {more.length > 0 ? (
        <section className="section section--tint">
          <div className="container">
            <SectionHeading eyebrow="More Stories" title={t('news.moreStories')} />
            <StoryStrip stories={more} />
            <MoreLink to="/news">{t('news.allNews')}</MoreLink>
          </div>
        </section>
      ) : null}
    </>
  );
}
