import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookableRate, RoomWithRates } from '@hotel/shared/schemas/booking';
import { TagList } from '../../components/ui/tag-list.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { RateList } from './rate-list.tsx';
import { RoomDetailModal } from './room-detail-modal.tsx';
import { RoomFacts } from './room-facts.tsx';
import { roomDetailHref } from './room-links.ts';
import styles from './room-type-card.module.css';

interface RoomTypeCardProps {
  hotelCode: string;
  room: RoomWithRates;
  /** Position in the hotel's room-type list (the room-detail page's index). */
  index: number;
  pendingRate: string | null;
  onBook: (rate: BookableRate, shortImage: string) => void;
  /** Beside an empty rate list: what the guest can do next. */
  emptyNext?: ReactNode;
}

/** ChildRooms: one room type with its picture, facts, detail modal and rate rows. */
export function RoomTypeCard({ hotelCode, room, index, pendingRate, onBook, emptyNext }: RoomTypeCardProps) {
  const t = useT();
  const [detailOpen, setDetailOpen] = useState(false);
  const titleId = `room-${room.rtCode}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img src={room.shortImage} alt="" width={640} height={480} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" className={styles.image} />
      </div>
      <div className={styles.body}>
        <p className={styles.en} lang="en">
          {room.rtNameEn}
        </p>
        <h3 id={titleId} className={styles.name}>
          {room.rtName}
        </h3>
        <RoomFacts room={room} />
        {room.features.length > 0 ? <TagList tags={room.features} label={t('rooms.features')} /> : null}
        <div className={styles.actions}>
          <button type="button" className="btn btn--ghost" onClick={() => setDetailOpen(true)} aria-haspopup="dialog">
            {t('rooms.roomDetail')}
            <span className="visually-hidden">：{room.rtName}</span>
          </button>
          <Link to={roomDetailHref(hotelCode, index)} className="text-link">
            {t('rooms.allPhotos')}
          </Link>
        </div>
      </div>
      <div className={styles.rates}>
        <RateList
          rates={room.rateList}
          label={room.rtName}
          pendingRate={pendingRate}
          onBook={(rate) => onBook(rate, room.shortImage)}
          notice={room.partyNotice ?? room.restrictionNotice}
          emptyNext={emptyNext}
        />
      </div>
      <RoomDetailModal room={room} open={detailOpen} onClose={() => setDetailOpen(false)} />
    </article>
  );
}
