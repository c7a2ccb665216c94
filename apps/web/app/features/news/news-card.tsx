import { NEWS_EXCERPT_CUT } from '@hotel/shared/constants';
import type { News } from '@hotel/shared/schemas/content';
import { Card, CardMore, CardText } from '../../components/ui/card.tsx';
import { formatJaDate } from '../../lib/dates.ts';
import { cutText, plainText } from '../../lib/text.ts';
import { isoDate } from './news-date.ts';

interface NewsCardProps {
  news: News;
  headingLevel?: 'h2' | 'h3';
}

/** A news item in a list: image, date, title and a 110-character excerpt. The whole card is one link. */
export function NewsCard({ news, headingLevel }: NewsCardProps) {
  const excerpt = cutText(plainText(news.newsummary || news.newscontent), NEWS_EXCERPT_CUT);
  return (
    <Card
      image={{ src: news.newimg, width: 800, height: 533, ratio: '3 / 2' }}
      kicker={<time dateTime={isoDate(news.newdatetime)}>{formatJaDate(news.newdatetime)}</time>}
      title={news.newtitle}
      href={`/newsdetail/${news.newid}`}
      headingLevel={headingLevel}
      footer={<CardMore>Read more</CardMore>}
    >
      <CardText>{excerpt}</CardText>
    </Card>
  );
}
