import { useEffect, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { MEETING_PEOPLE_OPTIONS } from '@hotel/shared/constants';
import { MEETING_NOTE_MAX, MEETING_REQUEST_FIELDS, type MeetingRequestField } from '@hotel/shared/forms/meeting-request-fields';
import { FormError, FormField } from '../../components/ui/form-field.tsx';
import { DialCodeSelect, mobileRowClass } from '../../components/ui/dial-code-select.tsx';
import { mobileInputFor } from '../../components/ui/mobile-input.ts';
import { MOBILE_DIAL_CODE } from '@hotel/shared/mobile-dial';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import type { FormRefusal } from '../../lib/form-action.server.ts';
import { showToast } from '../../lib/toast-store.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { MeetingRequestAccepted } from './meeting-request.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './meeting-request-form.module.css';

export interface MeetingHotelOption {
  hotelCode: string;
  hotelName: string;
  /** The hotel's MeetingType list (meeting.aspx). */
  types: string[];
}

interface MeetingRequestFormProps {
  /** One hotel: no picker. Several (group page): a hotel picker first, then its types. */
  hotels: MeetingHotelOption[];
  title?: string;
  /** The route action's answer to the last post. */
  result: FormRefusal | MeetingRequestAccepted | undefined;
}

/**
 * The meeting booking request (spec §5). It posts to its page's action, which checks it with
 * the shared schema and sends it to the API, so it also works without JavaScript. With
 * JavaScript the same schema runs first: the first problem shows as a warning toast and at its
 * field; success shows a toast and resets every field (spec §4).
 */
export function MeetingRequestForm({ hotels, title, result }: MeetingRequestFormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.has('applyName') === true;
  const fixed = hotels.length === 1 ? hotels[0]!.hotelCode : '';
  const refused = result?.ok === false ? result : undefined;
  const values = refused?.values ?? {};
  const [dialIso, setDialIso] = useState(values.dialIso ?? MOBILE_DIAL_CODE.iso);
  // Only the first problem shows (spec §5 lists the checks in order).
  const form = useSchemaForm({ schema: () => import('@hotel/shared/forms/meeting-request').then((m) => m.meetingRequestForm), fields: MEETING_REQUEST_FIELDS, answer: refused, firstOnly: true });
  const { id } = form;
  const [hotelCode, setHotelCode] = useState(values.hotelCode ?? fixed);
  const [generation, setGeneration] = useState(0);
  const hotel = hotels.find((h) => h.hotelCode === hotelCode);
  // Without scripts the type list cannot follow the hotel picker: every hotel's types are offered
  // and the server checks that the type belongs to the hotel.
  const types = hotel ? hotel.types : hydrated ? [] : [...new Set(hotels.flatMap((h) => h.types))];

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      showToast(result.message, 'success');
      setHotelCode(fixed);
      setGeneration((g) => g + 1);
      return;
    }
    const first = MEETING_REQUEST_FIELDS.find((f) => result.errors[f]);
    if (first) showToast(result.errors[first]!, 'warning');
    else if (result.formError) showToast(result.formError, 'error');
    // Only a new answer of the action counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) return event.preventDefault();
    const first = form.onSubmit(event);
    if (first) showToast(first.message, 'warning');
  }

  const field = (name: MeetingRequestField) => form.field(name);
  // The options' values are the API's ('10-50', '100以上'); their labels are the page's language's.
  const peopleLabel = (value: string) => {
    const range = /^(\d+)-(\d+)$/.exec(value);
    return range ? t('meetings.peopleRange', { from: range[1]!, to: range[2]! }) : t('meetings.peopleOver', { count: Number.parseInt(value, 10) });
  };
  const fieldProps = (name: MeetingRequestField) => ({ ...form.messageOf(name), alert: true });

  return (
    <Form
      key={generation}
      method="post"
      preventScrollReset
      className={styles.form}
      onSubmit={onSubmit}
      onChange={(event) => {
        const name = (event.target as { name?: string }).name as MeetingRequestField;
        // A new hotel has other types: the type's message goes with it.
        form.clear(...(name === 'hotelCode' ? (['hotelCode', 'meetingType'] as const) : [name]));
      }}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title ?? t('meetings.formTitle')}
      </h2>
      {/* The reception number stays on the page (a toast goes after a few seconds); with scripts the
          toast announces it, so the paragraph is a live region only for the server's answer. */}
      {result?.ok ? (
        <p className={styles.done} role={hydrated ? undefined : 'status'}>
          {t('meetings.accepted', { message: result.message, id: result.id })}
        </p>
      ) : null}
      <div className={styles.grid}>
        <FormField label={t('meetings.applyName')} need="required" {...fieldProps('applyName')}>
          <input {...field('applyName')} type="text" autoComplete="name" maxLength={50} defaultValue={values.applyName} aria-required="true" />
        </FormField>
        {fixed ? (
          <input type="hidden" name="hotelCode" value={fixed} />
        ) : (
          <FormField label={t('meetings.hotel')} need="required" {...fieldProps('hotelCode')}>
            <select {...field('hotelCode')} value={hotelCode} onChange={(e) => setHotelCode(e.target.value)} aria-required="true">
              <option value="">{t('meetings.chooseHotel')}</option>
              {hotels.map((h) => (
                <option key={h.hotelCode} value={h.hotelCode}>
                  {h.hotelName}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField label={t('meetings.meetingType')} need="required" {...fieldProps('meetingType')}>
          <select
            {...field('meetingType')}
            key={hotelCode}
            defaultValue={values.meetingType ?? ''}
            disabled={types.length === 0}
            aria-required="true"
          >
            <option value="">{types.length > 0 ? t('meetings.chooseType') : t('meetings.chooseHotelFirst')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('meetings.people')} need="required" {...fieldProps('peopleNums')}>
          <select {...field('peopleNums')} defaultValue={values.peopleNums ?? ''} aria-required="true">
            <option value="">{t('meetings.choosePeople')}</option>
            {MEETING_PEOPLE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {peopleLabel(n)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('meetings.contactPhone')} need="required" {...fieldProps('contactPhone')}>
          <div className={mobileRowClass}>
            <DialCodeSelect aria-label={t('meetings.dialCode')} value={dialIso} onChange={(e) => setDialIso(e.target.value)} />
            <input
              {...field('contactPhone')}
              {...mobileInputFor(dialIso)}
              placeholder={dialIso === MOBILE_DIAL_CODE.iso ? '13800138000' : undefined}
              defaultValue={values.contactPhone}
              aria-required="true"
            />
          </div>
        </FormField>
        <FormField label={t('meetings.beginTime')} need="required" {...fieldProps('beginTime')}>
          <input {...field('beginTime')} type="datetime-local" defaultValue={values.beginTime} aria-required="true" />
        </FormField>
        <FormField label={t('meetings.endTime')} need="required" {...fieldProps('endTime')}>
          <input {...field('endTime')} type="datetime-local" defaultValue={values.endTime} aria-required="true" />
        </FormField>
        <FormField label={t('meetings.note')} className={styles.wide} {...fieldProps('note')}>
          <textarea {...field('note')} rows={3} maxLength={MEETING_NOTE_MAX} defaultValue={values.note} />
        </FormField>
      </div>
      <FormError message={form.formError} />
      <button type="submit" className={`btn btn--gold ${styles.submit}`} disabled={busy} aria-busy={busy}>
        {t('meetings.submit')}
      </button>
    </Form>
  );
}
