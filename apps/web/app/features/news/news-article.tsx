import type { News } from '@hotel/shared/schemas/content';
import { formatJaDate } from '../../lib/dates.ts';
import { isoDate } from './news-date.ts';
import detail from '../../components/ui/detail.module.css';
import styles from './news-detail.module.css';

/** A news item's heading, photo and body, as /newsdetail shows it (and the back office's preview). */
export function NewsArticleBody({ news }: { news: News }) {
  return (
    <>
      <header className={detail.header}>
        <span className="eyebrow">News</span>
        <h1 className={detail.title}>{news.newtitle}</h1>
        <p className={styles.published}>
          <span>公開日</span>
          <time dateTime={isoDate(news.newdatetime)}>{formatJaDate(news.newdatetime)}</time>
        </p>
      </header>
      {news.newimg ? (
        <figure className={styles.figure}>
          <img src={news.newimg} alt="" width={800} height={533} fetchPriority="high" decoding="async" />
        </figure>
      ) : null}
      <h2 className="visually-hidden">本文</h2>
      {/* Staff HTML is cleaned by the server's allow-list before it is stored (decision 0022). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: news.newscontent }} />
    </>
  );
}
