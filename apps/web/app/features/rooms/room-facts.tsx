import type { RoomType } from '@hotel/shared/schemas/hotel';
import styles from './room-facts.module.css';

interface RoomFactsProps {
  room: Pick<RoomType, 'size' | 'bedType' | 'maxOccupancy'>;
  /** 'inline' for cards, 'table' for the room-detail page. */
  layout?: 'inline' | 'table';
}

/** Size, beds and occupancy of a room type. */
export function RoomFacts({ room, layout = 'inline' }: RoomFactsProps) {
  return (
    <dl className={`${styles.facts} ${styles[layout]}`}>
      <div>
        <dt>広さ</dt>
        <dd>{room.size}</dd>
      </div>
      <div>
        <dt>ベッド</dt>
        <dd>{room.bedType}</dd>
      </div>
      <div>
        <dt>定員</dt>
        <dd>{room.maxOccupancy}名様まで</dd>
      </div>
    </dl>
  );
}
