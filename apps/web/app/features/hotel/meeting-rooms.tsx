import type { MeetingInfo } from '@hotel/shared/schemas/content';
import styles from './meeting-rooms.module.css';

const SLOTS = [1, 2, 3, 4, 5, 6] as const;

/** The meeting rooms of MeetingTit1-6 / MeetingImg1-6 / MeetingDesc1-6 (empty slots are skipped). */
export function meetingRoomsOf(info: MeetingInfo) {
  return SLOTS.map((n) => ({ title: info[`MeetingTit${n}`], image: info[`MeetingImg${n}`], desc: info[`MeetingDesc${n}`] })).filter((r) => r.title);
}

/** The hotel's meeting and banquet rooms as cards. */
export function MeetingRooms({ info }: { info: MeetingInfo }) {
  return (
    <ul className={styles.grid}>
      {meetingRoomsOf(info).map((room, i) => (
        <li key={i} className={styles.card}>
          <div className={styles.media}>
            {room.image ? <img src={room.image} alt="" width={800} height={560} loading="lazy" decoding="async" className={styles.image} /> : null}
            <span className={styles.num} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          </div>
          <div className={styles.body}>
            <h3 className={styles.title}>{room.title}</h3>
            <p className={styles.desc}>{room.desc}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
