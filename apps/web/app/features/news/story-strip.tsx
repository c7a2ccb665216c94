import { BUILT_IN_ARTICLE_IDS } from '@hotel/shared/constants';
import type { News } from '@hotel/shared/schemas/content';
import { Card } from '../../components/ui/card.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';

interface StoryStripProps {
  stories: News[];
  headingLevel?: 'h2' | 'h3';
}

/** Links to the built-in feature articles (/article/{id}), numbered in their fixed order. */
export function StoryStrip({ stories, headingLevel }: StoryStripProps) {
  return (
    <CardGrid layout="row" swipe="narrow">
      {stories.map((story) => {
        const number = (BUILT_IN_ARTICLE_IDS as readonly number[]).indexOf(story.newid) + 1;
        return (
          <li key={story.newid}>
            <Card
              variant="bare"
              image={{ src: story.newimg, width: 1200, height: 675, ratio: '4 / 5' }}
              kicker={<span aria-hidden="true">Story {String(number).padStart(2, '0')}</span>}
              latinKicker
              title={story.newtitle}
              href={`/article/${story.newid}`}
              headingLevel={headingLevel}
            />
          </li>
        );
      })}
    </CardGrid>
  );
}
