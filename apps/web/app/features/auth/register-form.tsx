import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@hotel/shared/messages';
import { SMS_PURPOSE } from '@hotel/shared/member-contract';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { COUNTRIES, countryByName } from '../../lib/countries.ts';
import { BirthDatePicker } from './birth-date-picker.tsx';
import { describedBy, FormField } from './form-field.tsx';
import { checkRegisterDraft, EMPTY_DRAFT, REGISTER_FIELDS, type RegisterDraft, type RegisterErrors, type RegisterField } from './register-draft.ts';
import { SALUTATIONS } from './salutations.ts';
import { SmsCodeButton } from './sms-code-button.tsx';
import styles from './register-form.module.css';

const OPTIONAL_FIELDS = new Set<RegisterField>(['BirthDay', 'country', 'dialCode']);

export const PASSWORD_TIP = 'パスワードは6文字以上（英字と数字を含む）';

interface RegisterFormProps {
  /** Called with the registered mobile number once the server has accepted the form. */
  onRegistered: (mobile: string) => void;
}

/** The Register screen's form (spec §2, §5): checked with the shared schema, then POST /user/register. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<RegisterDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [smsNotice, setSmsNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fieldId = (field: RegisterField) => `${id}-${field}`;
  const errorId = (field: RegisterField) => `${id}-${field}-error`;
  const a11y = (field: RegisterField, ...extra: (string | false | null | undefined)[]) => ({
    id: fieldId(field),
    'aria-required': OPTIONAL_FIELDS.has(field) ? undefined : true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(errors[field] && errorId(field), ...extra),
  });

  function set<K extends keyof RegisterDraft>(key: K, value: RegisterDraft[K], clears: RegisterField = key as RegisterField) {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[clears]) setErrors(({ [clears]: _cleared, ...rest }) => rest);
  }

  function focusFirst(found: RegisterErrors) {
    const first = REGISTER_FIELDS.find((f) => found[f]);
    const field = first && document.getElementById(fieldId(first));
    if (!field) return;
    // Centred, so the sticky header never covers the field or its message.
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { errors: found, body } = checkRegisterDraft(draft);
    setErrors(found);
    if (!body) return focusFirst(found);
    setPending(true);
    try {
      const { envelope } = await api('register', body);
      if (!envelope.success) return setFormError(envelope.message || MESSAGES.tryAgainLater);
      setDraft(EMPTY_DRAFT);
      setSmsNotice(null);
      onRegistered(body.mobile);
    } catch (error) {
      if (!(error instanceof RequestCancelled)) throw error;
    } finally {
      setPending(false);
    }
  }

  const nameError = errors.lname ?? errors.fname;
  const nameErrorId = errors.lname ? errorId('lname') : errorId('fname');
  const tipId = `${id}-tip`;
  const smsNoticeId = `${id}-sms-notice`;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="新規会員登録">
      <div className={`${styles.pair} ${styles.names}`}>
        <FormField htmlFor={fieldId('lname')} label="姓" need="required" errorId={nameErrorId}>
          <input
            {...a11y('lname')}
            aria-describedby={describedBy(nameError && nameErrorId)}
            autoComplete="family-name"
            maxLength={24}
            value={draft.lname}
            onChange={(e) => set('lname', e.target.value)}
          />
        </FormField>
        <FormField htmlFor={fieldId('fname')} label="名" need="required" errorId={nameErrorId}>
          <input
            {...a11y('fname')}
            aria-describedby={describedBy(nameError && nameErrorId)}
            autoComplete="given-name"
            maxLength={24}
            value={draft.fname}
            onChange={(e) => set('fname', e.target.value)}
          />
        </FormField>
        {nameError ? (
          <p id={nameErrorId} className={styles.pairError}>
            {nameError}
          </p>
        ) : null}
      </div>

      <div className={styles.pair}>
        <FormField htmlFor={fieldId('Sex')} label="敬称" need="required" error={errors.Sex} errorId={errorId('Sex')}>
          <select {...a11y('Sex')} value={draft.Sex} onChange={(e) => set('Sex', e.target.value as RegisterDraft['Sex'])}>
            <option value="">選択してください</option>
            {SALUTATIONS.map((s) => (
              <option key={s.value} value={String(s.value)}>
                {s.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="生年月日" need="optional" error={errors.BirthDay} errorId={errorId('BirthDay')}>
          <BirthDatePicker
            id={fieldId('BirthDay')}
            labelledBy={`${errorId('BirthDay')}-label`}
            birthYear={draft.birthYear}
            birthMonth={draft.birthMonth}
            birthDay={draft.birthDay}
            onChange={(parts) => {
              setDraft((d) => ({ ...d, ...parts }));
              if (errors.BirthDay) setErrors(({ BirthDay: _cleared, ...rest }) => rest);
            }}
            invalid={Boolean(errors.BirthDay)}
            describedBy={describedBy(errors.BirthDay && errorId('BirthDay'))}
          />
        </FormField>
      </div>

      <FormField htmlFor={fieldId('country')} label="国・地域" need="optional" error={errors.country} errorId={errorId('country')}>
        <input
          {...a11y('country')}
          list={`${id}-countries`}
          autoComplete="off"
          placeholder="国・地域名を入力して検索"
          value={draft.country}
          onChange={(e) => {
            const value = e.target.value;
            set('country', value);
            // Picking a country also picks its dial code.
            const match = countryByName(value);
            if (match) setDraft((d) => ({ ...d, country: value, dialIso: match.iso }));
          }}
        />
        <datalist id={`${id}-countries`}>
          {COUNTRIES.map((c) => (
            <option key={c.iso} value={c.name} />
          ))}
        </datalist>
      </FormField>

      <FormField htmlFor={fieldId('mobile')} label="携帯電話番号" need="required" error={errors.mobile} errorId={errorId('mobile')}>
        <div className={styles.mobileRow}>
          <select {...a11y('dialCode')} aria-label="国番号" value={draft.dialIso} onChange={(e) => set('dialIso', e.target.value, 'dialCode')} className={styles.dial}>
            {COUNTRIES.map((c) => (
              <option key={c.iso} value={c.iso}>
                {c.dial} {c.name}
              </option>
            ))}
          </select>
          <input
            {...a11y('mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder="例）13800000000"
            value={draft.mobile}
            onChange={(e) => set('mobile', e.target.value)}
          />
        </div>
      </FormField>

      <FormField htmlFor={fieldId('SmsCode')} label="確認コード" need="required" error={errors.SmsCode} errorId={errorId('SmsCode')}>
        <div className={styles.codeRow}>
          <input
            {...a11y('SmsCode', smsNotice && smsNoticeId)}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6桁の数字"
            value={draft.SmsCode}
            onChange={(e) => set('SmsCode', e.target.value)}
          />
          <SmsCodeButton
            mobile={draft.mobile}
            purpose={SMS_PURPOSE.register}
            onOutcome={(outcome) => {
              if (outcome.ok) {
                setSmsNotice(outcome.message);
                setErrors(({ mobile: _m, ...rest }) => rest);
                document.getElementById(fieldId('SmsCode'))?.focus();
              } else {
                setSmsNotice(null);
                setErrors((e) => ({ ...e, mobile: outcome.message }));
                document.getElementById(fieldId('mobile'))?.focus();
              }
            }}
          />
        </div>
        <p id={smsNoticeId} className={styles.smsNotice} role="status">
          {smsNotice}
        </p>
      </FormField>

      <div className={styles.pair}>
        <FormField htmlFor={fieldId('Pwd')} label="パスワード" need="required" error={errors.Pwd} errorId={errorId('Pwd')} hint={PASSWORD_TIP} hintId={tipId}>
          <input {...a11y('Pwd', tipId)} type="password" autoComplete="new-password" maxLength={64} value={draft.Pwd} onChange={(e) => set('Pwd', e.target.value)} />
        </FormField>
        <FormField htmlFor={fieldId('rePwd')} label="パスワード（確認）" need="required" error={errors.rePwd} errorId={errorId('rePwd')}>
          <input {...a11y('rePwd')} type="password" autoComplete="new-password" maxLength={64} value={draft.rePwd} onChange={(e) => set('rePwd', e.target.value)} />
        </FormField>
      </div>

      <div className={styles.terms}>
        <label className={styles.check}>
          <input {...a11y('agreeStatus')} type="checkbox" checked={draft.agreeStatus} onChange={(e) => set('agreeStatus', e.target.checked)} />
          <span>
            <Link to="/websiteTermsOfUse" target="_blank" rel="noopener" className="text-link">
              利用規約
            </Link>
            および
            <Link to="/privacyPolicy" target="_blank" rel="noopener" className="text-link">
              プライバシーポリシー
            </Link>
            に同意します
          </span>
        </label>
        {errors.agreeStatus ? (
          <p id={errorId('agreeStatus')} className={styles.pairError}>
            {errors.agreeStatus}
          </p>
        ) : null}
      </div>

      <p className={styles.formError} role="alert">
        {formError}
      </p>
      <button type="submit" className={`btn ${styles.submit}`} disabled={pending}>
        {pending ? '送信中…' : '登録する'}
      </button>
    </form>
  );
}
