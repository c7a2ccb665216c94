import { Link } from 'react-router';
import type { RoomType } from '@hotel/shared/schemas/hotel';
import { Carousel } from '../../components/ui/carousel.tsx';
import { roomDetailHref } from './room-links.ts';
import styles from './room-slider.module.css';

interface RoomSliderProps {
  hotelCode: string;
  rooms: RoomType[];
}

/** Hotel home: the room types as a swiper; each slide opens the room's detail page. */
export function RoomSlider({ hotelCode, rooms }: RoomSliderProps) {
  return (
    <Carousel label="おすすめの客室" perView={3} tone="dark" loop={false}>
      {rooms.map((room, index) => (
        <article key={room.rtCode} className={styles.card}>
          <Link to={roomDetailHref(hotelCode, index)} className={styles.link}>
            <div className={styles.media}>
              <img src={room.shortImage} alt="" width={640} height={480} loading="lazy" decoding="async" className={styles.image} />
            </div>
            <div className={styles.body}>
              <span className={styles.en}>{room.rtNameEn}</span>
              <h3 className={styles.name}>{room.rtName}</h3>
              <span className={styles.meta}>
                {room.size}
                <span aria-hidden="true"> ・ </span>
                <span className="visually-hidden">、</span>
                {room.maxOccupancy}名様まで
              </span>
              <span className={styles.more} aria-hidden="true">
                View Room
              </span>
            </div>
          </Link>
        </article>
      ))}
    </Carousel>
  );
}
