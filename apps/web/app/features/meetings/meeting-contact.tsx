import type { ReactNode } from 'react';
import styles from './meeting-contact.module.css';
import { telHref } from '../../lib/tel-href.ts';

interface MeetingContactProps {
  tel: string;
  types: string[];
  /** The online booking request form (the route brings it from the meeting-request feature). */
  children: ReactNode;
}

/** The meeting types we host, how to reach the sales team, and (as children) the online request form. */
export function MeetingContact({ tel, types, children }: MeetingContactProps) {
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
        <p className={styles.text}>ご予算や人数、ご希望の日程をお知らせください。専任の担当者が最適な会場とプランをご提案いたします。</p>
        <a href={telHref(tel)} className={styles.tel}>
          <span className={styles.telLabel}>お電話でのご相談</span>
          <span className={styles.telNumber}>{tel}</span>
        </a>
        <p className={styles.hours}>受付時間 9:00–21:00（中国時間）</p>
      </div>
      <div id="meeting-request" className={styles.request}>
        <span className={`eyebrow ${styles.eyebrow}`}>Enquiries</span>
        {children}
      </div>
    </div>
  );
}
