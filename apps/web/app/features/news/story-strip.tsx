import { Link } from 'react-router';
import { BUILT_IN_ARTICLE_IDS } from '@hotel/shared/constants';
import type { News } from '@hotel/shared/schemas/content';
import styles from './story-strip.module.css';

interface StoryStripProps {
  stories: News[];
  headingLevel?: 'h2' | 'h3';
}

/** Links to the built-in feature articles (/article/{id}), numbered in their fixed order. */
export function StoryStrip({ stories, headingLevel: Heading = 'h3' }: StoryStripProps) {
  return (
    <ul className={styles.strip}>
      {stories.map((story) => {
        const number = (BUILT_IN_ARTICLE_IDS as readonly number[]).indexOf(story.newid) + 1;
        return (
          <li key={story.newid} className={styles.item}>
            <div className={styles.media}>
              <img src={story.newimg} alt="" width={1200} height={675} loading="lazy" decoding="async" className={styles.image} />
            </div>
            <span className={styles.number} aria-hidden="true">
              Story {String(number).padStart(2, '0')}
            </span>
            <Heading className={styles.title}>
              <Link to={`/article/${story.newid}`} className={styles.link}>
                {story.newtitle}
              </Link>
            </Heading>
          </li>
        );
      })}
    </ul>
  );
}
