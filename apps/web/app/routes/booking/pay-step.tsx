import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/pay-step';
import { callEndpoint } from '@hotel/shared/api/transport';
import { MEMBER_CARD_PAY_CODE, ORDER_STATE, PAY_METHODS } from '@hotel/shared/constants';
import { SITE_MESSAGES } from '@hotel/shared/messages';
import { saveSubmittedOrder } from '../../lib/booking-session.ts';
import { hasSessionCookie } from '../../lib/member.server.ts';
import { useSiteState } from '../../lib/site-state.tsx';
import { showToast } from '../../lib/toast-store.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { StepBar } from '../../features/rooms/step-bar.tsx';
import { BookingSummary } from '../../features/booking/booking-summary.tsx';
import { BookingNotice } from '../../features/booking/booking-notice.tsx';
import { PayMethodPicker } from '../../features/booking/pay-method-picker.tsx';
import { useCompletePayment } from '../../features/booking/use-complete-payment.ts';
import { useClientValue } from '../../features/booking/use-client-value.ts';
import { isWeChatBrowser } from '../../features/booking/wechat-browser.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { routeMessages, routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { T, useT } from '../../lib/i18n/i18n.tsx';
import { useStepStartsAtTop } from '../../features/booking/use-step-starts-at-top.ts';
import { FapiaoLaterNote } from '../../features/fapiao-request/fapiao-later-note.tsx';
import styles from '../../features/booking/booking-page.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, args.loaderData?.title ?? '', undefined, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = { i18n: routeMessages(request, ['rooms', 'booking', 'fapiao']), title: routeTranslator(request, ['booking'])('booking.payMetaTitle') };
  const result = await payStep(request, context);
  return { ...page, ...result };
}

async function payStep(request: Request, context: Route.LoaderArgs['context']) {
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) return { problem: 'missing' as const };
  const detail = await callEndpoint(context.transport, 'getOrderDetail', { orderId: id });
  // A visitor who never logged in needs to log in; only a session that existed can have expired.
  if (detail.status === 401) return { problem: hasSessionCookie(request) ? ('expired' as const) : ('login' as const) };
  const order = detail.envelope.success ? detail.envelope.data : null;
  if (!order) return { problem: 'missing' as const };
  const methods = await callEndpoint(context.transport, 'getpaymethod', { orderNo: order.orderNo });
  // Spec §7: entries with code 0 are switched off.
  const payMethods = (methods.envelope.data?.payMethod ?? []).filter((m) => m.code !== 0);
  return { problem: null, order, payMethods };
}

export default function PayStep({ loaderData, params }: Route.ComponentProps) {
  useStepStartsAtTop();
  const t = useT();
  return (
    <>
      <StepBar current={4} />
      <section className={styles.page} aria-labelledby="pay-title">
        <div className="container">
          <header className={styles.head}>
            <span className="eyebrow">Payment</span>
            <h1 id="pay-title" className={styles.title}>
              {t('booking.choosePayTitle')}
            </h1>
          </header>
          <FapiaoLaterNote />
          {loaderData.problem === null ? (
            <PayPanel order={loaderData.order} methods={loaderData.payMethods} />
          ) : loaderData.problem === 'missing' ? (
            <BookingNotice
              title={t('booking.cannotPayHere')}
              action={
                <Link to={`/${params.hotelCode}/rooms`} className="btn">
                  {t('booking.toRooms')}
                </Link>
              }
            >
              {t('booking.cannotPayHereText')}
            </BookingNotice>
          ) : (
            <LoginNeeded expired={loaderData.problem === 'expired'} />
          )}
        </div>
      </section>
    </>
  );
}

/** The order is the member's: after logging in here the page reads it again and shows the payment. */
function LoginNeeded({ expired }: { expired: boolean }) {
  const { openLogin } = useSiteState();
  const t = useT();
  return (
    <BookingNotice
      title={expired ? SITE_MESSAGES.loginExpired : SITE_MESSAGES.loginRequiredToBook}
      action={
        <button type="button" className="btn" onClick={openLogin} aria-haspopup="dialog">
          {t('booking.login')}
        </button>
      }
    >
      {expired ? SITE_MESSAGES.loginExpiredText : SITE_MESSAGES.loginRequiredToBookText}
    </BookingNotice>
  );
}

type LoadedPay = Extract<Route.ComponentProps['loaderData'], { problem: null }>;

function PayPanel({ order, methods }: { order: LoadedPay['order']; methods: LoadedPay['payMethods'] }) {
  const inWeChat = useClientValue(() => isWeChatBrowser()) ?? false;
  const t = useT();
  const f = useFormat();
  const visible = methods.filter((m) => !(inWeChat && m.paycode === PAY_METHODS.alipay.paycode));
  const [selected, setSelected] = useState<string | null>(null);
  const [cardPwd, setCardPwd] = useState('');
  const { complete, pending, error: payError } = useCompletePayment(order);
  const method = visible.find((m) => m.paycode === selected) ?? null;
  // The shared pay step rules: a method (spec §5), and the password for the member card.
  const form = useSchemaForm({ schema: () => import('@hotel/shared/forms/pay').then((m) => m.payStepForm), fields: ['code', 'cardPwd'], toInput: () => ({ code: method?.code, cardPwd }) });
  const { id, errors } = form;
  const closed = order.payResult === 1 || order.state === ORDER_STATE.cancelled || order.state === ORDER_STATE.expired;

  // Spec §4: submit success stores id, orderNo and revNo; the guest form's action lands here.
  useEffect(() => saveSubmittedOrder(order), [order]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const problem = form.onSubmit(event, () => void complete(method, cardPwd));
    event.preventDefault();
    // The method has no field to focus: its message is a toast (and the line under the list).
    if (problem?.field === 'code') showToast(problem.message, 'warning');
  }

  const error = errors.code ?? payError;
  const errorId = `${id}-error`;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {closed ? (
          <BookingNotice
            title={order.payResult === 1 ? t('booking.alreadyPaid') : t('booking.cannotPay')}
            action={
              <Link to="/courtesy" className="btn">
                {t('booking.viewHistory')}
              </Link>
            }
          >
            {order.payResult === 1 ? t('booking.alreadyPaidText') : t('booking.cannotPayText')}
          </BookingNotice>
        ) : (
          <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className={styles.cardTitle}>
              {t('booking.payMethod')}
            </h2>
            <PayMethodPicker
              methods={visible}
              selected={selected}
              onSelect={(paycode) => {
                setSelected(paycode);
                form.clear('code', 'cardPwd');
              }}
              describedBy={error ? errorId : undefined}
            />
            {method?.code === MEMBER_CARD_PAY_CODE ? (
              <div className={styles.passwordField}>
                <FormField
                  {...form.messageOf('cardPwd')}
                  label={t('booking.cardPwd')}
                  need="required"
                  hint={t('booking.cardPwdHint')}
                  hintId={`${id}-pwd-hint`}
                >
                  <input
                    {...form.field('cardPwd', `${id}-pwd-hint`)}
                    // The password goes to the payment call, never into a posted form.
                    name={undefined}
                    type="password"
                    autoComplete="current-password"
                    maxLength={64}
                    value={cardPwd}
                    onChange={(e) => {
                      setCardPwd(e.target.value);
                      form.clear('code', 'cardPwd');
                    }}
                    aria-required="true"
                  />
                </FormField>
              </div>
            ) : null}
            {order.payDeadline && order.paymentType === 'prepaid' ? (
              <p className={styles.lead}>
                {t('booking.payDeadlineNote', {
                  time: new Date(order.payDeadline).toLocaleTimeString('ja-JP', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' }),
                })}
              </p>
            ) : null}
            {error ? (
              <p id={errorId} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            <div className={`${styles.actions} ${styles.payActions}`}>
              <p className={styles.amount}>
                <T id="booking.amountToPay" values={{ amount: f.money(order.actualAmount) }} components={{ 0: <strong /> }} />
              </p>
              <button type="submit" className="btn" disabled={pending} aria-busy={pending}>
                {pending ? t('booking.processing') : t('booking.completePayment')}
              </button>
            </div>
          </form>
        )}
      </div>
      <BookingSummary
        data={{
          hotelName: order.hotelName,
          roomTypeName: order.roomTypeName,
          rateName: order.rateName,
          checkInDate: order.checkinDate,
          checkOutDate: order.checkoutDate,
          days: order.days,
          roomQty: order.roomQty,
          breakfast: order.breakfast,
          paymentType: order.paymentType,
          totalAmount: order.totalAmount,
          discountAmount: order.discountAmount,
          actualAmount: order.actualAmount,
          charges: order.charges,
          orderNo: order.orderNo,
        }}
      />
    </div>
  );
}
