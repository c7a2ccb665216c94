import { Link } from 'react-router';
import { NEWS_EXCERPT_CUT } from '@hotel/shared/constants';
import type { News } from '@hotel/shared/schemas/content';
import { formatJaDate } from '../../lib/dates.ts';
import { cutText, plainText } from '../../lib/text.ts';
import { isoDate } from './news-date.ts';
import styles from './news-card.module.css';

interface NewsCardProps {
  news: News;
  headingLevel?: 'h2' | 'h3';
}

/** A news item in a list: image, date, title and a 110-character excerpt. The whole card is one link. */
export function NewsCard({ news, headingLevel: Heading = 'h3' }: NewsCardProps) {
  const excerpt = cutText(plainText(news.newsummary || news.newscontent), NEWS_EXCERPT_CUT);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img src={news.newimg} alt="" width={800} height={533} loading="lazy" decoding="async" className={styles.image} />
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={isoDate(news.newdatetime)}>
          {formatJaDate(news.newdatetime)}
        </time>
        <Heading className={styles.title}>
          <Link to={`/newsdetail/${news.newid}`} className={styles.link}>
            {news.newtitle}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{excerpt}</p>
        <span className={styles.more} aria-hidden="true">
          Read more
        </span>
      </div>
    </article>
  );
}
