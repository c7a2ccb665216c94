import type { MeetingInfo } from '@hotel/shared/schemas/content';
import styles from './meeting-rooms.module.css';

const SLOTS = [1, 2, 3, 4, 5, 6] as const;

/** The six venue slots (MeetingTit1-6 / MeetingImg1-6 / MeetingDesc1-6); empty slots are skipped. */
export function MeetingRooms({ info }: { info: MeetingInfo }) {
  const rooms = SLOTS.map((n) => ({
    n,
    title: info[`MeetingTit${n}`],
    image: info[`MeetingImg${n}`],
    description: info[`MeetingDesc${n}`],
  })).filter((room) => room.title);

  return (
    <ul className={styles.grid}>
      {rooms.map((room) => (
        <li key={room.n} className={styles.card}>
          <div className={styles.media}>
            {room.image ? <img src={room.image} alt="" width={800} height={560} loading="lazy" decoding="async" className={styles.image} /> : null}
            <span className={styles.number} aria-hidden="true">
              {String(room.n).padStart(2, '0')}
            </span>
          </div>
          <div className={styles.body}>
            <h3 className={styles.title}>{room.title}</h3>
            {room.description ? <p className={styles.description}>{room.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
