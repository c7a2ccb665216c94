import type { ReactNode } from 'react';
import styles from './meeting-contact.module.css';
import { useT } from '../../lib/i18n/i18n.tsx';
import { telHref } from '../../lib/tel-href.ts';

interface MeetingContactProps {
  tel: string;
  types: string[];
  /** The online booking request form (the route brings it from the meeting-request feature). */
  children: ReactNode;
}

/** The meeting types we host, how to reach the sales team, and (as children) the online request form. */
export function MeetingContact({ tel, types, children }: MeetingContactProps) {
  const t = useT();
  return (
    <div className={styles.contact}>
      <div className={styles.types}>
        <span className={`eyebrow ${styles.eyebrow}`}>Occasions</span>
        <h2 className={styles.title}>{t('meetings.occasionsTitle')}</h2>
        <ul className={styles.typeList}>
          {types.map((type) => (
            <li key={type}>{type}</li>
          ))}
        </ul>
        <p className={styles.text}>{t('meetings.contactText')}</p>
        <a href={telHref(tel)} className={styles.tel}>
          <span className={styles.telLabel}>{t('meetings.phoneEnquiries')}</span>
          <span className={styles.telNumber}>{tel}</span>
        </a>
        <p className={styles.hours}>{t('meetings.hours')}</p>
      </div>
      <div id="meeting-request" className={styles.request}>
        <span className={`eyebrow ${styles.eyebrow}`}>Enquiries</span>
        {children}
      </div>
    </div>
  );
}
