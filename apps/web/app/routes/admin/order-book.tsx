import { useEffect } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/order-book';
import { checkForm, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import { hotelToday } from '@hotel/shared/hotel-date';
import { availabilityInput, deskBookingEndpoints, deskBookingInput, memberLookupInput, type DeskMember } from '@hotel/shared/schemas/admin/desk-booking';
import { roleHas } from '@hotel/shared/schemas/admin/permissions';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button } from '../../components/admin/button.tsx';
import { TextField } from '../../components/admin/form-fields.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { FormError } from '../../components/ui/form-field.tsx';
import { AvailabilityTable } from '../../features/admin-desk-booking/availability-table.tsx';
import { BookingForm } from '../../features/admin-desk-booking/booking-form.tsx';
import { bookingRefusal, STAY_FIELDS, stayFromQuery } from '../../features/admin-desk-booking/desk-booking-values.ts';
import { focusFirstProblem } from '../../features/admin-desk-booking/focus-first-problem.ts';
import { formatYuan } from '../../features/admin-orders/order-state.tsx';
import { payLinkEndpoints } from '@hotel/shared/schemas/admin/pay-link';
import styles from '../../features/admin-desk-booking/desk-booking.module.css';

export const meta: Route.MetaFunction = () => adminMeta('電話・来館予約');

/**
 * /admin/orders/book?hotel=&checkIn=&checkOut=&roomQty=&adultNum=&childrenNum=[&roomTypeCode=&rateCode=]:
 * step 1 the stay (a GET form: linkable, the browser's back works) and its availability; step 2,
 * with a room type and plan chosen, the booking form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const hotel = adminHotel(request);
  const stay = stayFromQuery(url.searchParams, hotelToday());
  const none = { stay, availability: null, stayErrors: {} as FieldErrors, stayError: null as string | null, choice: null };
  if (!url.searchParams.has('checkIn')) return none;
  const checked = checkForm(availabilityInput, { hotel, ...stay });
  if (!checked.ok) return { ...none, stayErrors: checked.errors };
  const { status, envelope } = await callAdmin(context, request, deskBookingEndpoints.availability, checked.data);
  if (!envelope.success || !envelope.data) {
    if (status !== 400) throw data({ message: envelope.message }, { status });
    const refusal = bookingRefusal(envelope.message);
    return { ...none, stayErrors: refusal.errors, stayError: refusal.formError ?? null };
  }
  const room = envelope.data.roomTypes.find((r) => r.code === url.searchParams.get('roomTypeCode'));
  const rate = room?.rates.find((r) => r.code === url.searchParams.get('rateCode'));
  return { ...none, availability: envelope.data, choice: room && rate ? { roomTypeCode: room.code, roomTypeName: room.name, rate } : null };
}

/** What the action answers: the form as posted, its messages, and the member lookup's list to draw again. */
interface BookAnswer {
  ok: boolean;
  values: FormValues;
  errors: FieldErrors;
  formError?: string;
  members: DeskMember[] | null;
  /** A new answer draws the form afresh (its radios take the answer's choices). */
  at: number;
}

const answer = (status: number, a: Omit<BookAnswer, 'at'>) => data<BookAnswer>({ ...a, at: Date.now() }, { status });

/** 会員を検索 (intent=lookup) or 予約を登録する (intent=book): the shared schemas, then the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const hotel = adminHotel(request);
  const { intent, ...values } = await readPostedForm(request);
  const lookup = async (q: string | undefined) => {
    const checked = checkForm(memberLookupInput, { hotel, q: q ?? '' });
    if (!checked.ok) return { members: null, error: checked.errors.q };
    const { envelope } = await callAdmin(context, request, deskBookingEndpoints.memberLookup, checked.data);
    return envelope.success && envelope.data ? { members: envelope.data.members, error: undefined } : { members: null, error: envelope.message };
  };

  if (intent === 'lookup') {
    const found = await lookup(values.q);
    if (!found.members) return answer(400, { ok: false, values, errors: { q: found.error }, members: null });
    // One member found: they are the guest (staff can still choose 会員以外).
    const only: FormValues = found.members.length === 1 ? { guestKind: 'member', memberId: String(found.members[0]!.id) } : {};
    return answer(200, { ok: true, values: { ...values, ...only }, errors: {}, members: found.members });
  }

  // A refused booking draws the member list again from the number that found it.
  const members = values.q ? (await lookup(values.q)).members : null;
  const checked = checkForm(deskBookingInput, { ...values, hotel });
  if (!checked.ok) return answer(400, { ok: false, values, errors: checked.errors, members });
  const { status, envelope } = await callAdmin(context, request, deskBookingEndpoints.book, checked.data);
  if (!envelope.success || !envelope.data) {
    const refusal = bookingRefusal(envelope.message);
    return answer(status, { ok: false, values, errors: refusal.errors, ...(refusal.formError ? { formError: refusal.formError } : {}), members });
  }
  const booked = envelope.data;
  let link: 'sent' | 'failed' | undefined;
  if (booked.settlement === 'link' && checked.data.linkVia) {
    const sent = await callAdmin(context, request, payLinkEndpoints.send, { hotel, orderNo: booked.orderNo, via: checked.data.linkVia });
    link = sent.envelope.success ? 'sent' : 'failed';
  }
  throw redirect(withHotel('/admin/orders/detail', hotel, { orderNo: booked.orderNo, booked: booked.settlement, link }));
}

export default function OrderBook({ loaderData, actionData }: Route.ComponentProps) {
  const { me, hotel } = useAdminLayout();
  const { stay, availability, stayErrors, stayError, choice } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const posted = actionData;
  const stayQuery = Object.fromEntries(STAY_FIELDS.map((name) => [name, stay[name]]));
  const here = (extra: Record<string, string> = {}) => withHotel('/admin/orders/book', hotel.code, { ...stayQuery, ...extra });
  // A booking refused for its dates or party shows the message at step 1's field.
  const stayMessages: FieldErrors = { ...stayErrors, ...Object.fromEntries(STAY_FIELDS.filter((f) => posted?.errors[f]).map((f) => [f, posted?.errors[f]])) };
  useEffect(() => focusFirstProblem(), [posted, loaderData]);
  const initial: FormValues = choice ? { guestKind: choice.rate.memberOnly ? 'member' : 'guest', source: 'phone', settlement: choice.rate.payment === 'prepaid' ? 'link' : 'hotel', linkVia: 'sms' } : {};
  return (
    <AdminPage
      title="電話・来館予約"
      description={`${hotel.name}・お電話、ご来館、メールでのご予約をお受けします`}
      breadcrumbs={[{ label: '予約', to: withHotel('/admin/orders', hotel.code) }, { label: '電話・来館予約' }]}
    >
      {roleHas(me.role, 'orders.book') ? null : <Notice tone="error">この権限では予約を登録できません</Notice>}
      <Form method="get" className={styles.stayForm} noValidate aria-label="日程と人数">
        <input type="hidden" name="hotel" value={hotel.code} />
        <FormError message={stayError} />
        <div className={styles.stayFields}>
          <TextField idPrefix="stay" name="checkIn" label="チェックイン" type="date" need="required" values={stay} errors={stayMessages} />
          <TextField idPrefix="stay" name="checkOut" label="チェックアウト" type="date" need="required" values={stay} errors={stayMessages} />
          <TextField idPrefix="stay" name="roomQty" label="室数" numeric suffix="室" need="required" maxLength={2} values={stay} errors={stayMessages} />
          <TextField idPrefix="stay" name="adultNum" label="大人" numeric suffix="名" need="required" maxLength={2} values={stay} errors={stayMessages} />
          <TextField idPrefix="stay" name="childrenNum" label="子供" numeric suffix="名" maxLength={2} values={stay} errors={stayMessages} />
        </div>
        <div className={styles.stayActions}>
          <Button type="submit" variant={availability ? 'secondary' : 'primary'}>
            空室と料金を確認
          </Button>
        </div>
      </Form>

      {availability ? <AvailabilityTable availability={availability} chosen={choice ? { roomTypeCode: choice.roomTypeCode, rateCode: choice.rate.code } : null} chooseHref={(roomTypeCode, rateCode) => `${here({ roomTypeCode, rateCode })}#book`} /> : null}

      {choice && availability ? (
        <section id="book" className={styles.step} aria-labelledby="desk-book-title">
          <h2 id="desk-book-title" className={styles.sectionTitle}>
            予約内容
          </h2>
          <dl className={styles.summary}>
            <dt>日程</dt>
            <dd>
              {availability.checkIn} 〜 {availability.checkOut}（{availability.nights}泊）
            </dd>
            <dt>客室・プラン</dt>
            <dd>
              {choice.roomTypeName}・{choice.rate.name}
            </dd>
            <dt>室数・人数</dt>
            <dd>
              {availability.roomQty}室・大人{availability.adultNum}名{availability.childrenNum ? `・子供${availability.childrenNum}名` : ''}
            </dd>
            <dt>料金</dt>
            <dd>
              {formatYuan(choice.rate.actualAmount)}
              {choice.rate.promotion ? `（${choice.rate.promotion.label}、定価 ${formatYuan(choice.rate.totalAmount)}）` : ''}・{choice.rate.cancelText}
            </dd>
          </dl>
          <BookingForm
            key={posted ? `posted-${posted.at}` : `${choice.roomTypeCode}/${choice.rate.code}`}
            hotel={hotel.code}
            stay={stay}
            roomTypeCode={choice.roomTypeCode}
            rate={choice.rate}
            values={posted?.values ?? initial}
            errors={posted?.errors ?? {}}
            formError={posted?.formError}
            members={posted?.members ?? null}
            backTo={`${here()}#desk-availability-title`}
            submitting={submitting}
          />
        </section>
      ) : null}
    </AdminPage>
  );
}
