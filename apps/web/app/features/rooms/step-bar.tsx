import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './step-bar.module.css';

/** The booking steps of the spec: choose hotel, find room, fill information, guarantee or payment. */
export const BOOKING_STEPS = ['rooms.stepHotel', 'rooms.stepRoom', 'rooms.stepInfo', 'rooms.stepPay'] as const;

/** Where the guest is in the booking flow; `current` is 1-based. */
export function StepBar({ current }: { current: 1 | 2 | 3 | 4 }) {
  const t = useT();
  return (
    <nav className={styles.bar} aria-label={t('rooms.stepsLabel')}>
      <ol className={`container ${styles.steps}`}>
        {BOOKING_STEPS.map((id, i) => {
          const step = i + 1;
          const state = step < current ? styles.done : step === current ? styles.current : '';
          return (
            <li key={id} className={`${styles.step} ${state}`} aria-current={step === current ? 'step' : undefined}>
              <span className={styles.num} aria-hidden="true">
                {step < current ? (
                  <svg viewBox="0 0 16 16" width="14" height="14">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  </svg>
                ) : (
                  step
                )}
              </span>
              <span className={styles.label}>
                <span className="visually-hidden">{t('rooms.stepN', { n: step })}</span>
                {t(id)}
                {step < current ? <span className="visually-hidden">{t('rooms.stepDone')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
