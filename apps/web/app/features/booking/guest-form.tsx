import { useId, useRef, useState, type FormEvent } from 'react';
import { ARRIVAL_SLOTS, REMARK_MAX } from '@hotel/shared/constants';
import { COUNTRIES, DEFAULT_COUNTRY } from '../../lib/countries.ts';
import { describedBy, FormField } from '../auth/form-field.tsx';
import { validateGuest, type GuestDetails, type GuestErrors } from './guest-validation.ts';
import styles from './guest-form.module.css';

interface GuestFormProps {
  pending: boolean;
  serverError: string | null;
  onSubmit: (guest: GuestDetails) => void;
  /** Left of the submit button, e.g. a link back to the rooms. */
  back: React.ReactNode;
}

/** Guest details of the fill-in step: name, email, country, mobile, arrival time, request. */
export function GuestForm({ pending, serverError, onSubmit, back }: GuestFormProps) {
  const id = useId();
  const [guest, setGuest] = useState<GuestDetails>({
    lastName: '',
    firstName: '',
    email: '',
    country: DEFAULT_COUNTRY.name,
    mobile: '',
    arrivalTime: ARRIVAL_SLOTS[0],
    remark: '',
  });
  const [errors, setErrors] = useState<GuestErrors>({});
  const refs = { name: useRef<HTMLInputElement>(null), mobile: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };

  const set = (key: Exclude<keyof GuestDetails, 'arrivalTime'>) => (event: { target: { value: string } }) => setGuest((g) => ({ ...g, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateGuest(guest);
    setErrors(found);
    const first = (['name', 'mobile', 'email'] as const).find((k) => found[k]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onSubmit(guest);
  }

  const err = (k: keyof GuestErrors) => `${id}-${k}-error`;
  const remarkCountId = `${id}-remark-count`;
  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        ご宿泊者情報
      </h2>
      <fieldset className={styles.names}>
        <legend className="visually-hidden">お名前</legend>
        <FormField htmlFor={`${id}-last`} label="姓（ラストネーム）" need="required" error={errors.name} errorId={err('name')}>
          <input
            ref={refs.name}
            id={`${id}-last`}
            autoComplete="family-name"
            value={guest.lastName}
            onChange={set('lastName')}
            aria-required="true"
            aria-invalid={errors.name && !guest.lastName.trim() ? true : undefined}
            aria-describedby={describedBy(errors.name && err('name'))}
            maxLength={25}
          />
        </FormField>
        <FormField htmlFor={`${id}-first`} label="名（ファーストネーム）" need="required" errorId={`${err('name')}-2`}>
          <input
            id={`${id}-first`}
            autoComplete="given-name"
            value={guest.firstName}
            onChange={set('firstName')}
            aria-required="true"
            aria-invalid={errors.name && !guest.firstName.trim() ? true : undefined}
            aria-describedby={describedBy(errors.name && err('name'))}
            maxLength={25}
          />
        </FormField>
      </fieldset>
      <div className={styles.pair}>
        <FormField htmlFor={`${id}-email`} label="メールアドレス" need="required" error={errors.email} errorId={err('email')}>
          <input
            ref={refs.email}
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={guest.email}
            onChange={set('email')}
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(errors.email && err('email'))}
            maxLength={100}
          />
        </FormField>
        <FormField htmlFor={`${id}-country`} label="国・地域" need="optional" errorId={`${id}-country-error`}>
          <select id={`${id}-country`} value={guest.country} onChange={set('country')} autoComplete="country-name">
            {COUNTRIES.map((c) => (
              <option key={c.iso} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className={styles.pair}>
        <FormField htmlFor={`${id}-mobile`} label="携帯電話番号" need="required" error={errors.mobile} errorId={err('mobile')} hint="半角数字11桁（例：13800138000）" hintId={`${id}-mobile-hint`}>
          <input
            ref={refs.mobile}
            id={`${id}-mobile`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={guest.mobile}
            onChange={set('mobile')}
            aria-required="true"
            aria-invalid={errors.mobile ? true : undefined}
            aria-describedby={describedBy(`${id}-mobile-hint`, errors.mobile && err('mobile'))}
            maxLength={11}
          />
        </FormField>
        <FormField htmlFor={`${id}-arrival`} label="ご到着予定時刻" need="required" errorId={`${id}-arrival-error`}>
          <select
            id={`${id}-arrival`}
            value={guest.arrivalTime}
            onChange={(e) => setGuest((g) => ({ ...g, arrivalTime: e.target.value as GuestDetails['arrivalTime'] }))}
          >
            {ARRIVAL_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField htmlFor={`${id}-remark`} label="ご要望" need="optional" errorId={`${id}-remark-error`}>
        <textarea
          id={`${id}-remark`}
          className={styles.textarea}
          rows={4}
          maxLength={REMARK_MAX}
          value={guest.remark}
          onChange={set('remark')}
          aria-describedby={remarkCountId}
          placeholder="禁煙ルーム、高層階など（ご希望に添えない場合もございます）"
        />
        <p id={remarkCountId} className={styles.counter} aria-live="polite">
          {guest.remark.length}/{REMARK_MAX}
        </p>
      </FormField>
      {serverError ? (
        <p className={styles.serverError} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {back}
        <button type="submit" className="btn" disabled={pending} aria-busy={pending}>
          {pending ? '送信中…' : '予約内容を確定する'}
        </button>
      </div>
    </form>
  );
}
