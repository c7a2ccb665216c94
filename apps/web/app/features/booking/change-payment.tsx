import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { MEMBER_CARD_PAY_CODE, PAY_METHODS } from '@hotel/shared/constants';
import type { Order } from '@hotel/shared/schemas/order';
import type { PendingOrderChange } from '@hotel/shared/schemas/order-change';
import { FormError, FormField } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import type { FormRefusal } from '../../lib/form-action.server.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { T, useT } from '../../lib/i18n/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PayMethodPicker } from './pay-method-picker.tsx';
import { QrPayPanel, QrTimer } from './qr-pay-panel.tsx';
import { useClientValue } from './use-client-value.ts';
import { useChangePolling, useSecondsLeft } from './use-change-timers.ts';
import { isWeChatBrowser } from './wechat-browser.ts';
import page from './booking-page.module.css';
import styles from './change-payment.module.css';

/** The difference is paid online or by the member card: never "at the hotel". */
const METHODS = [PAY_METHODS.alipay, PAY_METHODS.wechat, PAY_METHODS.memberCard];

const hotelTime = (iso: string) => new Date(iso).toLocaleTimeString('ja-JP', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' });
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A QR to scan for the difference (the change page's pay post made it), with its method's code. */
interface ChangeQr {
  payUrl: string;
  qrCode: string;
  code: number;
}

interface ChangePaymentProps {
  order: Order;
  pending: NonNullable<PendingOrderChange>;
  /** The QR the last pay post made, if any. */
  qr: ChangeQr | null;
  /** The action's refusal of the last pay post, if any. */
  result: FormRefusal | undefined;
  /** How long the change holds its rooms (HOLD_MINUTES, from the loader): the timer's full bar. */
  holdMinutes: number;
}

/**
 * A pending change's difference (decision 0059): the methods of the pay step (Alipay, WeChat Pay,
 * the member card with its password), posted to the page's action; a QR is shown and asked about
 * every 2 s; the time left counts down to the change's end, when the page says it lapsed.
 * 変更を取り消す gives the held rooms back at once. Every post works without JavaScript.
 */
export function ChangePayment({ order, pending, qr, result, holdMinutes }: ChangePaymentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const t = useT();
  const f = useFormat();
  const settledHref = `/courtesy/change/${order.id}?change=${pending.amendmentId}`;
  const left = useSecondsLeft(pending.expiresAt);
  const inWeChat = useClientValue(() => isWeChatBrowser()) ?? false;
  useChangePolling(qr ? pending.amendmentId : null, () => void navigate(settledHref, { replace: true }));

  useEffect(() => {
    // The window closed: the loader says the change lapsed.
    if (left === 0) void navigate(settledHref, { replace: true });
  }, [left, navigate, settledHref]);

  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    // The QR replaces the methods: shown from the card's top, not from where the button was.
    if (qr) card.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [qr]);

  useEffect(() => {
    // Inside WeChat its own pay page replaces the QR, as on the booking's pay step.
    if (qr && inWeChat && qr.code === PAY_METHODS.wechat.code) window.location.href = qr.payUrl;
  }, [qr, inWeChat]);

  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const deadline = t('booking.localTime', { time: hotelTime(pending.expiresAt) });
  const hidden = <input type="hidden" name="amendmentId" value={pending.amendmentId} />;
  return (
    <section ref={card} className={`${page.card} ${styles.body}`} aria-labelledby="change-pay-title">
      <h3 id="change-pay-title" className={page.cardTitle}>
        {t('booking.changePayTitle')}
      </h3>
      <p className={styles.lead}>
        <T id="booking.changeLead" values={{ deadline, amount: f.money(pending.toPay) }} components={{ 0: <strong className={styles.figure} /> }} />
      </p>
      {left !== null && !qr ? (
        <p className={styles.timeLeft} role="timer" aria-label={t('booking.timeLeftLabel')}>
          <T id="booking.timeLeft" values={{ clock: clock(left) }} components={{ 0: <strong className={styles.figure} /> }} />
        </p>
      ) : null}
      {qr ? (
        <QrPayPanel
          payCode={String(qr.code)}
          qrCode={qr.qrCode}
          payUrl={qr.payUrl}
          amount={pending.toPay}
          orderNo={order.orderNo}
          timer={<QrTimer value={left === null ? deadline : clock(left)} unit={left === null ? t('booking.until') : ''} progress={left === null ? 1 : left / (holdMinutes * 60)} />}
          actions={
            <Form method="post" preventScrollReset className={styles.qrActions}>
              {hidden}
              <input type="hidden" name="paymethod" value={METHODS.find((m) => m.code === qr.code)?.paycode ?? ''} />
              <Link to={settledHref} className="text-link" replace>
                {t('booking.otherMethod')}
              </Link>
              <button type="submit" name="intent" value="check" className="btn btn--ghost" disabled={busy('check')}>
                {t('booking.checkPayment')}
              </button>
            </Form>
          }
        />
      ) : (
        <PayForm amount={pending.toPay} result={result} hidden={hidden} methods={METHODS.filter((m) => !(inWeChat && m.code === PAY_METHODS.alipay.code))} pending={busy('pay')} left={left} />
      )}
      <Form method="post" preventScrollReset className={styles.withdraw}>
        {hidden}
        <p className={styles.hint}>{t('booking.withdrawHint')}</p>
        <button type="submit" name="intent" value="withdraw" className="btn btn--ghost" disabled={busy('withdraw')}>
          {t('booking.withdraw')}
        </button>
      </Form>
    </section>
  );
}

interface PayFormProps {
  amount: number;
  result: FormRefusal | undefined;
  hidden: ReactNode;
  methods: typeof METHODS;
  pending: boolean;
  left: number | null;
}

/** The pay step's form for the difference: its rules are payStepForm's, loaded when first used. */
function PayForm({ amount, result, hidden, methods, pending, left }: PayFormProps) {
  const hydrated = useHydrated();
  const t = useT();
  const f = useFormat();
  const [selected, setSelected] = useState<string | null>(result?.values.paymethod ?? null);
  const method = methods.find((m) => m.paycode === selected) ?? null;
  const form = useSchemaForm({
    schema: () => import('@hotel/shared/forms/pay').then((m) => m.payStepForm),
    fields: ['code', 'cardPwd'],
    toInput: (values) => ({ code: method?.code, cardPwd: values.cardPwd }),
    answer: result,
  });
  const { id, errors } = form;
  const errorId = `${id}-code-error`;
  // Without JavaScript every method's fields are there: the password is read only for the member card.
  const needsPassword = !hydrated || method?.code === MEMBER_CARD_PAY_CODE;
  return (
    <Form method="post" preventScrollReset noValidate onSubmit={form.onSubmit} aria-label={t('booking.payMethod')}>
      {hidden}
      <PayMethodPicker
        methods={methods}
        selected={selected}
        onSelect={(paycode) => {
          setSelected(paycode);
          form.clear('code', 'cardPwd');
        }}
        describedBy={errors.code ? errorId : undefined}
      />
      {errors.code ? (
        <p id={errorId} className={`${page.error} ${styles.payError}`} role="alert">
          {errors.code}
        </p>
      ) : null}
      {needsPassword ? (
        <div className={page.passwordField}>
          <FormField
            {...form.messageOf('cardPwd')}
            label={hydrated ? t('booking.cardPwd') : t('booking.cardPwdNoJs')}
            need={hydrated ? 'required' : undefined}
            hint={t('booking.cardPwdHint')}
            hintId={`${id}-pwd-hint`}
          >
            <input {...form.field('cardPwd', `${id}-pwd-hint`)} type="password" autoComplete="current-password" maxLength={64} onChange={() => form.clear('code', 'cardPwd')} />
          </FormField>
        </div>
      ) : null}
      <FormError message={form.formError} />
      <div className={`${page.actions} ${page.payActions}`}>
        <p className={page.amount}>
          <T id="booking.amountToPay" values={{ amount: f.money(amount) }} components={{ 0: <strong /> }} />
        </p>
        <button type="submit" name="intent" value="pay" className="btn" disabled={pending || left === 0} aria-busy={pending}>
          {pending ? t('booking.processing') : t('booking.completePayment')}
        </button>
      </div>
    </Form>
  );
}
