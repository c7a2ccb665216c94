import type { ReactNode } from 'react';
import { telHref } from '../../lib/tel-href.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './phone-cta.module.css';

interface PhoneCtaProps {
  tel: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Extra actions beside the phone number (e.g. a link to the rooms). */
  actions?: ReactNode;
}

/** The booking-phone call to action that closes the hotel's content pages. */
export function PhoneCta({ tel, eyebrow = 'Reservations', title, children, actions }: PhoneCtaProps) {
  const t = useT();
  return (
    <section className={styles.cta} aria-label={title}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <span className={styles.eyebrow}>{eyebrow}</span>
          <h2 className={styles.title}>{title}</h2>
          {children ? <div className={styles.lead}>{children}</div> : null}
        </div>
        <div className={styles.actions}>
          {tel ? (
            <a href={telHref(tel)} className={styles.phone}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  d="M6.6 3.5l2.6-.4 1.6 4-1.9 1.3a11 11 0 005.7 5.7l1.3-1.9 4 1.6-.4 2.6a2 2 0 01-2 1.7A15.6 15.6 0 014.9 5.5a2 2 0 011.7-2z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.3"
                />
              </svg>
              <span className="visually-hidden">{t('hotel.callLabel')}</span>
              <span className={styles.number}>{tel}</span>
            </a>
          ) : null}
          {actions}
        </div>
      </div>
    </section>
  );
}
