import styles from './meeting-contact.module.css';

interface MeetingContactProps {
  tel: string;
  types: string[];
}

/**
 * The meeting types we host and how to reach the sales team. The online booking request form
 * (spec section 5, meeting booking) arrives in a later issue and takes the marked place below.
 */
export function MeetingContact({ tel, types }: MeetingContactProps) {
  return (
    <div className={styles.contact}>
      <div className={styles.types}>
        <span className={`eyebrow ${styles.eyebrow}`}>Occasions</span>
        <h2 className={styles.title}>承る催しの種類</h2>
        <ul className={styles.typeList}>
          {types.map((type) => (
            <li key={type}>{type}</li>
          ))}
        </ul>
      </div>
      {/* MEETING BOOKING FORM: the request form (applicant, type, attendees, phone, time range, note) replaces this call-to-action in a later issue. */}
      <div id="meeting-request" className={styles.request}>
        <span className={`eyebrow ${styles.eyebrow}`}>Enquiries</span>
        <h2 className={styles.title}>会議・宴会のご相談</h2>
        <p className={styles.text}>ご予算や人数、ご希望の日程をお知らせください。専任の担当者が最適な会場とプランをご提案いたします。</p>
        <a href={`tel:${tel.replace(/[^\d+]/g, '')}`} className={styles.tel}>
          <span className={styles.telLabel}>お電話でのご相談</span>
          <span className={styles.telNumber}>{tel}</span>
        </a>
        <p className={styles.hours}>受付時間 9:00–21:00（中国時間）</p>
      </div>
    </div>
  );
}
