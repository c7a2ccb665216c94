import type { News } from '@hotel/shared/schemas/content';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { isoDate } from './news-date.ts';
import detail from '../../components/ui/detail.module.css';
import styles from './news-detail.module.css';

/** A news item's heading, photo and body, as /newsdetail shows it (and the back office's preview). */
export function NewsArticleBody({ news }: { news: News }) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      <header className={detail.header}>
        <span className="eyebrow">News</span>
        <h1 className={detail.title}>{news.newtitle}</h1>
        <p className={styles.published}>
          <span>{t('news.published')}</span>
          <time dateTime={isoDate(news.newdatetime)}>{f.date(news.newdatetime)}</time>
        </p>
      </header>
      {news.newimg ? (
        <figure className={styles.figure}>
          <img src={news.newimg} alt="" width={800} height={533} fetchPriority="high" decoding="async" />
        </figure>
      ) : null}
      <h2 className="visually-hidden">{t('news.body')}</h2>
      {/* Staff HTML is cleaned by the server's allow-list before it is stored (decision 0022). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: news.newscontent }} />
    </>
  );
}
