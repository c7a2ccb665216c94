import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { ARRIVAL_SLOTS, REMARK_MAX } from '@hotel/shared/constants';
import { COUNTRIES, DEFAULT_COUNTRY } from '@hotel/shared/countries';
import { GUEST_FIELDS, GUEST_NAME_PART_MAX } from '@hotel/shared/forms/guest-fields';
import { MESSAGES } from '@hotel/shared/messages';
import { FieldError, FormError, FormField } from '../../components/ui/form-field.tsx';
import { DialCodeSelect, mobileRowClass } from '../../components/ui/dial-code-select.tsx';
import { mobileInputFor } from '../../components/ui/mobile-input.ts';
import { MOBILE_DIAL_CODE } from '@hotel/shared/mobile-dial';
import { describedBy, useSchemaForm } from '../../components/ui/use-schema-form.ts';
import type { FormRefusal } from '../../lib/form-action.server.ts';
import { useLang, useT } from '../../lib/i18n/i18n.tsx';
import type { GuestDefaults } from './guest-information.server.ts';
import styles from './guest-form.module.css';

interface GuestFormProps {
  orderNo: string;
  /** The action's refusal of the last post, if any (success moves on to the pay step). */
  result: FormRefusal | undefined;
  /** A logged-in member's own details, filled in until the guest changes them. */
  defaults?: GuestDefaults | null;
  /** With JavaScript: is a member logged in (else the login dialog opens instead of posting). */
  signedIn: boolean;
  onNeedLogin: () => void;
  /** Left of the submit button, e.g. a link back to the rooms. */
  back: ReactNode;
  /** Above the form's message and buttons, inside the form: the coupon choice. */
  extra?: ReactNode;
}

/**
 * Guest details of the fill-in step: name, email, country, mobile, arrival time, request. It
 * posts to the step's action (the shared guestForm schema, then submitOrder), so it works
 * without JavaScript; with JavaScript the same schema runs first.
 */
export function GuestForm({ orderNo, result, defaults, signedIn, onNeedLogin, back, extra }: GuestFormProps) {
  const navigation = useNavigation();
  const t = useT();
  const countryName = useCountryName();
  const pending = navigation.state !== 'idle' && navigation.formData?.has('lastName') === true;
  const values: Partial<Record<string, string>> = result?.values ?? defaults ?? {};
  const form = useSchemaForm({ schema: () => import('@hotel/shared/forms/guest').then((m) => m.guestForm), fields: GUEST_FIELDS, answer: result });
  const { id, errors, formError, setFormError } = form;
  const [remark, setRemark] = useState(values.remark ?? '');
  const [dialIso, setDialIso] = useState(values.dialIso ?? MOBILE_DIAL_CODE.iso);

  useEffect(() => {
    if (result?.formError === MESSAGES.notSignedInAtSubmit) onNeedLogin();
    // Only a new answer of the action counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  // 「あなたは署名されません」 no longer holds once the guest has logged in from the dialog it opened.
  useEffect(() => {
    if (signedIn) setFormError((current) => (current === MESSAGES.notSignedInAtSubmit ? null : current));
  }, [signedIn, setFormError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event, () => {
      if (signedIn) return;
      event.preventDefault();
      setFormError(MESSAGES.notSignedInAtSubmit);
      onNeedLogin();
    });
  }

  const nameError = errors.lastName ?? errors.firstName;
  const nameErrorId = `${id}-name-error`;
  // The two name fields share one message under the pair.
  const nameA11y = (field: 'lastName' | 'firstName') => ({
    ...form.field(field),
    'aria-required': true as const,
    'aria-describedby': describedBy(nameError && nameErrorId),
    maxLength: GUEST_NAME_PART_MAX,
    defaultValue: values[field],
  });
  const mobileHintId = `${id}-mobile-hint`;
  const remarkCountId = `${id}-remark-count`;
  return (
    <Form method="post" preventScrollReset onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('booking.guestTitle')}
      </h2>
      <input type="hidden" name="orderNo" value={orderNo} />
      <fieldset className={styles.names}>
        <legend className="visually-hidden">{t('booking.name')}</legend>
        <FormField htmlFor={form.fieldId('lastName')} label={t('booking.lastName')} need="required" errorId={form.errorId('lastName')}>
          <input {...nameA11y('lastName')} autoComplete="family-name" />
        </FormField>
        <FormField htmlFor={form.fieldId('firstName')} label={t('booking.firstName')} need="required" errorId={form.errorId('firstName')}>
          <input {...nameA11y('firstName')} autoComplete="given-name" />
        </FormField>
        <FieldError id={nameErrorId} message={nameError} className={styles.pairError} />
      </fieldset>
      <div className={styles.pair}>
        <FormField {...form.messageOf('email')} label={t('booking.email')} need="required">
          <input
            {...form.field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={values.email}
            aria-required="true"
            maxLength={100}
          />
        </FormField>
        <FormField {...form.messageOf('country')} label={t('booking.country')} need="optional">
          <select {...form.field('country')} defaultValue={values.country ?? DEFAULT_COUNTRY.name} autoComplete="country-name">
            {COUNTRIES.map((c) => (
              <option key={c.iso} value={c.name}>
                {countryName(c)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className={styles.pair}>
        <FormField
          {...form.messageOf('mobile')}
          label={t('booking.mobile')}
          need="required"
          hint={t('booking.mobileHint')}
          hintId={mobileHintId}
        >
          <div className={mobileRowClass}>
            <DialCodeSelect aria-label={t('booking.dialCode')} value={dialIso} onChange={(e) => setDialIso(e.target.value)} />
            <input
              {...form.field('mobile', mobileHintId)}
              {...mobileInputFor(dialIso, values.mobile)}
              defaultValue={values.mobile}
              aria-required="true"
              placeholder={dialIso === MOBILE_DIAL_CODE.iso ? t('booking.mobilePlaceholder') : undefined}
            />
          </div>
        </FormField>
        <FormField {...form.messageOf('arrivalTime')} label={t('booking.arrival')} need="required">
          <select {...form.field('arrivalTime')} defaultValue={values.arrivalTime ?? ARRIVAL_SLOTS[0]}>
            {ARRIVAL_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField {...form.messageOf('remark')} label={t('booking.remark')} need="optional">
        <textarea
          {...form.field('remark', remarkCountId)}
          rows={4}
          maxLength={REMARK_MAX}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          placeholder={t('booking.remarkPlaceholder')}
        />
        <p id={remarkCountId} className={styles.counter} aria-live="polite">
          {remark.length}/{REMARK_MAX}
        </p>
      </FormField>
      {extra}
      <FormError message={formError} />
      <div className={styles.actions}>
        {back}
        <button type="submit" className="btn" disabled={pending} aria-busy={pending}>
          {pending ? t('booking.sending') : t('booking.confirm')}
        </button>
      </div>
    </Form>
  );
}

/**
 * A country's name in the page's language: the Japanese page shows COUNTRIES' own names, the
 * others the platform's region names (the option's value, what is posted, stays COUNTRIES' name).
 */
function useCountryName(): (country: { iso: string; name: string }) => string {
  const lang = useLang();
  if (lang === 'ja') return (country) => country.name;
  const names = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
  return (country) => names.of(country.iso) ?? country.name;
}
