import { Fragment } from 'react';
import styles from './hotel-name.module.css';

/**
 * A hotel name that wraps only after its "・" separators (フェルトン・|グランド杭州西湖),
 * never in the middle of a word, unless a part alone is wider than the line.
 */
export function HotelName({ name }: { name: string }) {
  const parts = name.split(/(?<=・)/);
  return (
    <span className={styles.name}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
