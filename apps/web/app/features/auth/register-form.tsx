import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { COUNTRIES } from '@hotel/shared/countries';
import { composeMobile, MOBILE_DIAL_CODE } from '@hotel/shared/mobile-dial';
import { SITE_MESSAGES } from '@hotel/shared/messages';
import type { FormValues } from '@hotel/shared/forms/parse-form';
import { REGISTER_FIELDS, type RegisterField } from '@hotel/shared/forms/register-fields';
import { SMS_PURPOSE } from '@hotel/shared/member-contract';
import { SALUTATIONS } from '@hotel/shared/salutations';
import { FieldError, FieldRow, FormError, FormField } from '../../components/ui/form-field.tsx';
import { DialCodeSelect } from '../../components/ui/dial-code-select.tsx';
import { mobileInputFor } from '../../components/ui/mobile-input.ts';
import { describedBy, useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { BirthDatePicker } from './birth-date-picker.tsx';
import type { RegisterActionData } from './register.server.ts';
import { T, useT } from '../../lib/i18n/i18n.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { normaliseCode, ONE_TIME_CODE_INPUT } from './one-time-code.ts';
import styles from './register-form.module.css';

/** What the Register screen holds while the guest types (selects keep strings). */
interface RegisterDraft {
  lname: string;
  fname: string;
  Sex: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  country: string;
  dialIso: string;
  mobile: string;
  SmsCode: string;
  Pwd: string;
  rePwd: string;
  agreeStatus: boolean;
}

/** The draft from what was posted (when the server refused it), else empty. */
function draftFrom(values: FormValues = {}): RegisterDraft {
  return {
    lname: values.lname ?? '',
    fname: values.fname ?? '',
    Sex: values.Sex ?? '',
    birthYear: values.birthYear ?? '',
    birthMonth: values.birthMonth ?? '',
    birthDay: values.birthDay ?? '',
    country: values.country ?? '',
    dialIso: values.dialIso ?? MOBILE_DIAL_CODE.iso,
    mobile: values.mobile ?? '',
    SmsCode: values.SmsCode ?? '',
    Pwd: '',
    rePwd: '',
    agreeStatus: values.agreeStatus === 'on',
  };
}

const OPTIONAL_FIELDS = new Set<RegisterField>(['BirthDay', 'country', 'dialCode']);

/** The name's two boxes, which share one message under them. */
const NAME_PARTS = [
  ['lname', 'register.lastName', 'family-name'],
  ['fname', 'register.firstName', 'given-name'],
] as const;

/** The salutation picklist's words (the shared SALUTATIONS post 1 and 0). */
const SALUTATION_LABELS = { 1: 'register.salutationMr', 0: 'register.salutationMs' } as const;

interface RegisterFormProps {
  /** The /register action's answer to the last post (a refusal; success replaces the form). */
  result: RegisterActionData | undefined;
}

/**
 * The Register screen's form (spec §2, §5). It posts to the /register action, which checks it
 * with the shared registerForm schema and calls POST /user/register, so it works without
 * JavaScript; with JavaScript the same schema shows every message at once before posting.
 */
export function RegisterForm({ result }: RegisterFormProps) {
  const navigation = useNavigation();
  const t = useT();
  const pending = navigation.state === 'submitting' && navigation.formData?.has('lname') === true;
  const refused = result?.ok === false ? result : undefined;
  const form = useSchemaForm({ schema: () => import('@hotel/shared/forms/register').then((m) => m.registerForm), fields: REGISTER_FIELDS, answer: refused });
  const { id, errors, fieldId, errorId } = form;
  const [draft, setDraft] = useState<RegisterDraft>(() => draftFrom(refused?.values));
  const [smsNotice, setSmsNotice] = useState<string | null>(refused?.smsNotice ?? null);

  const a11y = (field: RegisterField, ...extra: (string | false | null | undefined)[]) => ({
    ...form.field(field, ...extra),
    'aria-required': OPTIONAL_FIELDS.has(field) ? undefined : true,
  });

  function set<K extends keyof RegisterDraft>(key: K, value: RegisterDraft[K], clears: RegisterField = key as RegisterField) {
    setDraft((d) => ({ ...d, [key]: value }));
    form.clear(clears);
  }

  const nameError = errors.lname ?? errors.fname;
  const nameErrorId = errors.lname ? errorId('lname') : errorId('fname');
  const tipId = `${id}-tip`;
  const smsNoticeId = `${id}-sms-notice`;

  return (
    <Form method="post" preventScrollReset className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t('register.title')}>
      <div className={`${styles.pair} ${styles.names}`}>
        {NAME_PARTS.map(([part, label, autoComplete]) => (
          <FormField key={part} htmlFor={fieldId(part)} label={t(label)} need="required" errorId={nameErrorId}>
            <input
              {...a11y(part)}
              aria-describedby={describedBy(nameError && nameErrorId)}
              autoComplete={autoComplete}
              maxLength={24}
              value={draft[part]}
              onChange={(e) => set(part, e.target.value)}
            />
          </FormField>
        ))}
        <FieldError id={nameErrorId} message={nameError} className={styles.pairError} />
      </div>

      <div className={styles.pair}>
        <FormField htmlFor={fieldId('Sex')} label={t('register.salutation')} need="required" error={errors.Sex} errorId={errorId('Sex')}>
          <select {...a11y('Sex')} value={draft.Sex} onChange={(e) => set('Sex', e.target.value)}>
            <option value="">{t('register.choose')}</option>
            {SALUTATIONS.map((s) => (
              <option key={s.value} value={String(s.value)}>
                {t(SALUTATION_LABELS[s.value])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('register.birthDate')} need="optional" error={errors.BirthDay} errorId={errorId('BirthDay')}>
          <BirthDatePicker
            id={fieldId('BirthDay')}
            labelledBy={`${errorId('BirthDay')}-label`}
            birthYear={draft.birthYear}
            birthMonth={draft.birthMonth}
            birthDay={draft.birthDay}
            onChange={(parts) => {
              setDraft((d) => ({ ...d, ...parts }));
              form.clear('BirthDay');
            }}
            invalid={Boolean(errors.BirthDay)}
            describedBy={describedBy(errors.BirthDay && errorId('BirthDay'))}
          />
        </FormField>
      </div>

      <FormField htmlFor={fieldId('country')} label={t('register.country')} need="optional" error={errors.country} errorId={errorId('country')}>
        <input
          {...a11y('country')}
          list={`${id}-countries`}
          autoComplete="off"
          placeholder={t('register.countryPlaceholder')}
          value={draft.country}
          onChange={(e) => set('country', e.target.value)}
        />
        <datalist id={`${id}-countries`}>
          {COUNTRIES.map((c) => (
            <option key={c.iso} value={c.name} />
          ))}
        </datalist>
      </FormField>

      <FormField
        htmlFor={fieldId('mobile')}
        label={t('register.mobile')}
        need="required"
        error={errors.mobile ?? errors.dialCode}
        errorId={errorId('mobile')}
        hint={SITE_MESSAGES.mobileNumberHint}
        hintId={`${id}-mobile-hint`}
      >
        <FieldRow>
          {/* The spec's dial-code list: the action joins the code and the national number (mobile-dial.ts). */}
          <DialCodeSelect {...a11y('dialCode')} name="dialIso" aria-label={t('register.dialCode')} value={draft.dialIso} onChange={(e) => set('dialIso', e.target.value, 'dialCode')} className={styles.dial} />
          <input
            {...a11y('mobile', `${id}-mobile-hint`)}
            {...mobileInputFor(draft.dialIso, draft.mobile)}
            placeholder={draft.dialIso === MOBILE_DIAL_CODE.iso ? '13800000000' : undefined}
            value={draft.mobile}
            onChange={(e) => set('mobile', e.target.value)}
          />
        </FieldRow>
      </FormField>

      <FormField htmlFor={fieldId('SmsCode')} label={t('register.code')} need="required" error={errors.SmsCode} errorId={errorId('SmsCode')}>
        <FieldRow>
          <input
            {...a11y('SmsCode', smsNotice && smsNoticeId)}
            {...ONE_TIME_CODE_INPUT}
            placeholder={t('register.codePlaceholder')}
            value={draft.SmsCode}
            onChange={(e) => set('SmsCode', normaliseCode(e.target.value))}
          />
          <SmsCodeButton
            mobile={composeMobile(draft.dialIso, draft.mobile)}
            purpose={SMS_PURPOSE.register}
            postsWithoutScript
            onOutcome={(outcome) => {
              if (outcome.ok) {
                setSmsNotice(outcome.message);
                form.clear('mobile');
                document.getElementById(fieldId('SmsCode'))?.focus();
              } else {
                setSmsNotice(null);
                form.setErrors((e) => ({ ...e, mobile: outcome.message }));
                document.getElementById(fieldId('mobile'))?.focus();
              }
            }}
          />
        </FieldRow>
        <p id={smsNoticeId} className={styles.smsNotice} role="status">
          {smsNotice}
        </p>
      </FormField>

      <div className={styles.pair}>
        <FormField htmlFor={fieldId('Pwd')} label={t('register.password')} need="required" error={errors.Pwd} errorId={errorId('Pwd')} hint={t('register.passwordTip')} hintId={tipId}>
          <input {...a11y('Pwd', tipId)} type="password" autoComplete="new-password" maxLength={64} value={draft.Pwd} onChange={(e) => set('Pwd', e.target.value)} />
        </FormField>
        <FormField htmlFor={fieldId('rePwd')} label={t('register.passwordConfirm')} need="required" error={errors.rePwd} errorId={errorId('rePwd')}>
          <input {...a11y('rePwd')} type="password" autoComplete="new-password" maxLength={64} value={draft.rePwd} onChange={(e) => set('rePwd', e.target.value)} />
        </FormField>
      </div>

      <div className={styles.terms}>
        <label className={styles.check}>
          <input {...a11y('agreeStatus')} type="checkbox" checked={draft.agreeStatus} onChange={(e) => set('agreeStatus', e.target.checked)} />
          <span>
            <T
              id="register.agree"
              components={{
                0: <Link to="/websiteTermsOfUse" target="_blank" rel="noopener" className="text-link" />,
                1: <Link to="/privacyPolicy" target="_blank" rel="noopener" className="text-link" />,
              }}
            />
          </span>
        </label>
        <FieldError id={errorId('agreeStatus')} message={errors.agreeStatus} className={styles.pairError} />
      </div>

      <FormError message={form.formError} />
      <button type="submit" className={`btn ${styles.submit}`} disabled={pending}>
        {pending ? t('register.sending') : t('register.submit')}
      </button>
    </Form>
  );
}
