import styles from './step-bar.module.css';

/** The booking steps of the spec: choose hotel, find room, fill information, guarantee or payment. */
export const BOOKING_STEPS = ['ホテルを選択', '客室を選択', '情報を入力', '保証・お支払い'] as const;

/** Where the guest is in the booking flow; `current` is 1-based. */
export function StepBar({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav className={styles.bar} aria-label="ご予約の流れ">
      <ol className={`container ${styles.steps}`}>
        {BOOKING_STEPS.map((label, i) => {
          const step = i + 1;
          const state = step < current ? styles.done : step === current ? styles.current : '';
          return (
            <li key={label} className={`${styles.step} ${state}`} aria-current={step === current ? 'step' : undefined}>
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
                <span className="visually-hidden">ステップ{step}：</span>
                {label}
                {step < current ? <span className="visually-hidden">（完了）</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
