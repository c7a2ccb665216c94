import type { RoomType } from '@hotel/shared/schemas/hotel';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './room-facts.module.css';

interface RoomFactsProps {
  room: Pick<RoomType, 'size' | 'bedType' | 'maxOccupancy'>;
  /** 'inline' for cards, 'table' for the room-detail page. */
  layout?: 'inline' | 'table';
}

/** Size, beds and occupancy of a room type. */
export function RoomFacts({ room, layout = 'inline' }: RoomFactsProps) {
  const t = useT();
  return (
    <dl className={`${styles.facts} ${styles[layout]}`}>
      <div>
        <dt>{t('rooms.size')}</dt>
        <dd>{room.size}</dd>
      </div>
      <div>
        <dt>{t('rooms.bed')}</dt>
        <dd>{room.bedType}</dd>
      </div>
      <div>
        <dt>{t('rooms.capacity')}</dt>
        <dd>{t('rooms.upTo', { count: room.maxOccupancy })}</dd>
      </div>
    </dl>
  );
}
