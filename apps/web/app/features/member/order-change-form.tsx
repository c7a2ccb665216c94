import { Form, Link, useNavigation } from 'react-router';
import { MAX_ROOMS_PER_BOOKING } from '@hotel/shared/constants';
import { ORDER_CHANGE_FIELDS } from '@hotel/shared/forms/order-change-fields';
import { hotelToday } from '@hotel/shared/hotel-date';
import { FieldError, FormError, FormField } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import type { FormRefusal } from '../../lib/form-action.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import type { ChangeFormStay, RoomChoice } from './order-change.server.ts';
import styles from './order-change.module.css';

interface OrderChangeFormProps {
  /** The stay searched for (the URL's, else the booking's): the fields start from it. */
  stay: ChangeFormStay;
  rooms: RoomChoice[];
  searchProblem: string | null;
  /** The action's refusal of the last quote or change, if any. */
  result: FormRefusal | undefined;
  backHref: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The stay wanted instead (decision 0059): dates and party, then a room type and plan from what
 * search offers for them (paid the way the booking is). 空室を検索 reloads the page for the new dates
 * and party (a GET, so it works without JavaScript); 料金を確認 posts to the action, which checks the
 * shared schema (loaded here when first used) and asks the server what the change would do.
 */
export function OrderChangeForm({ stay, rooms, searchProblem, result, backHref }: OrderChangeFormProps) {
  const navigation = useNavigation();
  const t = useT();
  const f = useFormat();
  const quoting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'quote';
  const searching = navigation.state === 'loading' && navigation.formMethod?.toUpperCase() === 'GET';
  const form = useSchemaForm({ schema: () => import('@hotel/shared/forms/order-change').then((m) => m.orderChangeForm), fields: ORDER_CHANGE_FIELDS, answer: result });
  const { id, errors } = form;
  const values: Record<string, string | undefined> = result?.values ?? { ...stay, roomQty: String(stay.roomQty), adultNum: String(stay.adultNum), childrenNum: String(stay.childrenNum) };
  const today = hotelToday();
  const roomsTitle = `${id}-rooms-title`;
  // The first plan takes the field's id: a refusal of the choice focuses it.
  const firstPlan = rooms.flatMap((r) => r.plans)[0]?.value;
  return (
    <Form method="post" preventScrollReset noValidate onSubmit={form.onSubmit} className={styles.form} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('orderChange.formTitle')}
      </h3>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('orderChange.dates')}</legend>
        <div className={styles.pair}>
          <FormField {...form.messageOf('checkIn')} label={t('orderChange.checkIn')} need="required">
            <input {...form.field('checkIn')} type="date" min={today} defaultValue={values.checkIn} aria-required="true" />
          </FormField>
          <FormField {...form.messageOf('checkOut')} label={t('orderChange.checkOut')} need="required">
            <input {...form.field('checkOut')} type="date" min={today} defaultValue={values.checkOut} aria-required="true" />
          </FormField>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('orderChange.roomsAndParty')}</legend>
        <div className={styles.triple}>
          <FormField {...form.messageOf('roomQty')} label={t('orderChange.rooms')}>
            <select {...form.field('roomQty')} defaultValue={values.roomQty}>
              {range(1, MAX_ROOMS_PER_BOOKING).map((n) => (
                <option key={n} value={n}>
                  {t('orderChange.roomsOption', { n })}
                </option>
              ))}
            </select>
          </FormField>
          <FormField {...form.messageOf('adultNum')} label={t('orderChange.adults')}>
            <select {...form.field('adultNum')} defaultValue={values.adultNum}>
              {range(1, 30).map((n) => (
                <option key={n} value={n}>
                  {t('orderChange.peopleOption', { n })}
                </option>
              ))}
            </select>
          </FormField>
          <FormField {...form.messageOf('childrenNum')} label={t('orderChange.children')}>
            <select {...form.field('childrenNum')} defaultValue={values.childrenNum}>
              {range(0, 29).map((n) => (
                <option key={n} value={n}>
                  {t('orderChange.peopleOption', { n })}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </fieldset>
      <div className={styles.searchRow}>
        <p className={styles.hint}>{t('orderChange.searchHint')}</p>
        {/* A GET of the same page: the loader searches the new stay; no check, nothing posted. */}
        <button type="submit" formMethod="get" formNoValidate className="btn btn--ghost" disabled={searching} aria-busy={searching}>
          {searching ? t('orderChange.searching') : t('orderChange.search')}
        </button>
      </div>
      <fieldset className={styles.group} aria-labelledby={roomsTitle} aria-describedby={errors.room ? form.errorId('room') : undefined}>
        <legend id={roomsTitle} className={styles.legend}>
          {t('orderChange.roomsAndPlans')}
          <span className={styles.legendNote}>{t('orderChange.roomsNote', { begin: stay.checkIn.replaceAll('-', '/'), end: stay.checkOut.replaceAll('-', '/'), rooms: stay.roomQty })}</span>
        </legend>
        {searchProblem ? <p className={styles.searchProblem}>{searchProblem}</p> : null}
        <div className={styles.rooms}>
          {rooms.map((room) => (
            <div key={room.roomTypeCode} className={styles.room}>
              <p className={styles.roomName}>{room.roomTypeName}</p>
              {room.plans.length === 0 && room.notice ? <p className={styles.roomNotice}>{room.notice}</p> : null}
              {room.plans.map((plan) => {
                const controlId = plan.value === firstPlan ? form.fieldId('room') : `${id}-room-${plan.value.replace('|', '-')}`;
                return (
                  <label key={plan.value} className={styles.plan} htmlFor={controlId}>
                    <input
                      id={controlId}
                      type="radio"
                      name="room"
                      value={plan.value}
                      defaultChecked={plan.value === values.room}
                      onFocus={form.field('room').onFocus}
                      onChange={() => form.clear('room')}
                      aria-invalid={errors.room ? true : undefined}
                    />
                    <span className={styles.planName}>
                      {plan.rateName}
                      {plan.current ? <span className={styles.currentTag}>{t('orderChange.currentPlan')}</span> : null}
                    </span>
                    <span className={styles.planMeta}>{plan.breakfast}</span>
                    <span className={styles.planPrice}>{plan.price === null ? t('orderChange.priceOnConfirm') : f.money(plan.price)}</span>
                  </label>
                );
              })}
            </div>
          ))}
        </div>
        <FieldError id={form.errorId('room')} message={errors.room} />
      </fieldset>
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Link to={backHref} className="text-link">
          {t('member.backToHistory')}
        </Link>
        <button type="submit" name="intent" value="quote" className="btn" disabled={quoting} aria-busy={quoting}>
          {quoting ? t('orderChange.quoting') : t('orderChange.quote')}
        </button>
      </div>
    </Form>
  );
}
