import type { News } from '@hotel/shared/schemas/content';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { NewsCard } from './news-card.tsx';

/** News items as a grid of cards (on phones optionally one swipeable row). */
export function NewsGrid({ news, headingLevel, swipe }: { news: News[]; headingLevel?: 'h2' | 'h3'; swipe?: boolean }) {
  return (
    <CardGrid swipe={swipe ? 'wide' : undefined}>
      {news.map((item) => (
        <li key={item.newid}>
          <NewsCard news={item} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
