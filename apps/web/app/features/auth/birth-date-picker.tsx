import { useMemo } from 'react';
import { BIRTH_YEAR_SPAN } from '@hotel/shared/constants';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './register-form.module.css';

export interface BirthDateParts {
  birthYear: string;
  birthMonth: string;
  birthDay: string;
}

interface BirthDatePickerProps extends BirthDateParts {
  /** Id of the year select (the group's first control); month and day get -month / -day. */
  id: string;
  onChange: (parts: BirthDateParts) => void;
  /** Id of the visible group label (生年月日). */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

function daysIn(year: string, month: string): number {
  if (!month) return 31;
  // Leap years only matter once a year is picked; until then February allows the 29th.
  return new Date(Date.UTC(year ? Number(year) : 2000, Number(month), 0)).getUTCDate();
}

/** Year, month and day pickers (Japanese order) covering BIRTH_YEAR_SPAN years back from this year. */
export function BirthDatePicker({ id, labelledBy, birthYear, birthMonth, birthDay, onChange, invalid, describedBy }: BirthDatePickerProps) {
  const t = useT();
  const years = useMemo(() => {
    const now = new Date().getFullYear();
    return Array.from({ length: BIRTH_YEAR_SPAN + 1 }, (_, i) => String(now - i));
  }, []);
  const days = Array.from({ length: daysIn(birthYear, birthMonth) }, (_, i) => String(i + 1));

  function update(next: Partial<BirthDateParts>) {
    const parts = { birthYear, birthMonth, birthDay, ...next };
    // 31 → 30 when the month gets shorter, rather than an impossible date.
    if (parts.birthDay && Number(parts.birthDay) > daysIn(parts.birthYear, parts.birthMonth)) parts.birthDay = '';
    onChange(parts);
  }

  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div className={styles.birth} role="group" aria-labelledby={labelledBy}>
      <span className={styles.birthPart}>
        <select id={id} name="birthYear" value={birthYear} onChange={(e) => update({ birthYear: e.target.value })} autoComplete="bday-year" {...common}>
          <option value="">----</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <label htmlFor={id}>{t('register.year')}</label>
      </span>
      <span className={styles.birthPart}>
        <select id={`${id}-month`} name="birthMonth" value={birthMonth} onChange={(e) => update({ birthMonth: e.target.value })} autoComplete="bday-month" {...common}>
          <option value="">--</option>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-month`}>{t('register.month')}</label>
      </span>
      <span className={styles.birthPart}>
        <select id={`${id}-day`} name="birthDay" value={birthDay} onChange={(e) => update({ birthDay: e.target.value })} autoComplete="bday-day" {...common}>
          <option value="">--</option>
          {days.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-day`}>{t('register.day')}</label>
      </span>
    </div>
  );
}
