import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/order-detail';
import type { AdminEndpoint } from '@hotel/shared/api/admin-endpoint';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { roleHas } from '@hotel/shared/schemas/admin/permissions';
import { DESK_BOOKING_MESSAGES } from '@hotel/shared/messages';
import { DESK_PAY_METHOD_LABELS, DESK_PAY_METHODS, orderSourceLabel } from '@hotel/shared/schemas/admin/desk-booking';
import { deskCloseTermsText, noteInput, orderEndpoints, orderRef, PAYMENT_STATUS_LABELS, reasonInput, REFUND_STATUS_LABELS, statusLabel, type OrderDetail } from '@hotel/shared/schemas/admin/orders';
import { orderChangeEndpoints } from '@hotel/shared/schemas/admin/order-changes';
import { orderStatementEndpoints } from '@hotel/shared/schemas/admin/order-statement';
import { payCodeLabel } from '@hotel/shared/schemas/statement';
import { PAY_LINK_VIA_LABELS } from '@hotel/shared/pay-link-messages';
import { payLinkEndpoints, payLinkInput } from '@hotel/shared/schemas/admin/pay-link';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { ChoiceField } from '../../components/admin/form-fields.tsx';
import { ActionNotice, Notice } from '../../components/admin/notice.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { AmendmentHistory } from '../../features/admin-orders/amendment-history.tsx';
import { OrderStatementPanel } from '../../features/admin-orders/order-statement.tsx';
import { OrderReceipt } from '../../features/admin-orders/order-receipt.tsx';
import { OrderStateBadge, formatYuan, hotelDateTime, shortDate } from '../../features/admin-orders/order-state.tsx';
import styles from '../../features/admin-orders/admin-orders.module.css';

export const meta: Route.MetaFunction = () => adminMeta('予約詳細');

type Action = OrderDetail['actions'][number];
const ACTIONS: Record<Action, { label: string; endpoint: AdminEndpoint; question: string; reason?: boolean; variant: 'primary' | 'danger' }> = {
  checkIn: { label: 'チェックイン', endpoint: orderEndpoints.checkIn, question: 'このお客様をチェックインします。よろしいですか？', variant: 'primary' },
  checkOut: { label: 'チェックアウト', endpoint: orderEndpoints.checkOut, question: 'チェックアウトして宿泊を完了にします（会員にはポイントが付与されます）。よろしいですか？', variant: 'primary' },
  noShow: { label: 'ノーショー', endpoint: orderEndpoints.noShow, question: 'ノーショーとして処理し、予約を取り消します。', reason: true, variant: 'danger' },
  cancel: { label: 'キャンセル', endpoint: orderEndpoints.cancel, question: 'この予約をキャンセルします。', reason: true, variant: 'danger' },
};
const isAction = (value: string | null): value is Action => value !== null && value in ACTIONS;

const HISTORY_LABELS: Record<string, string> = {
  booked: '予約',
  paid: '支払い',
  check_in: 'チェックイン',
  check_out: 'チェックアウト',
  completed_by_job: '自動で完了（出発翌日）',
  no_show: 'ノーショー',
  cancel: 'スタッフによるキャンセル',
  cancelled_by_guest: 'お客様によるキャンセル',
  expired: '支払期限切れ',
  note: 'メモ',
  change: '予約内容の変更',
  pay_link: '支払いリンク送信',
  desk_book: '電話・来館予約',
  channel_book: 'チャネル予約の受信',
  channel_modify: 'チャネル予約の変更',
  channel_cancel: 'チャネル予約の取消',
};

/** What the booking form's redirect says (?booked=hotel|link|desk, &link=sent|failed for a payment link). */
function bookedNotice(booked: string | null, link: string | null): { ok: boolean; message: string } | null {
  if (booked === 'hotel') return { ok: true, message: DESK_BOOKING_MESSAGES.booked };
  if (booked === 'desk') return { ok: true, message: DESK_BOOKING_MESSAGES.bookedPaid };
  if (booked === 'link') return link === 'sent' ? { ok: true, message: DESK_BOOKING_MESSAGES.linkSent } : { ok: false, message: DESK_BOOKING_MESSAGES.linkNotSent };
  return null;
}

/** A booking paid at the desk, from its booking line (電話・来館予約): the method and the reference staff typed. */
function deskPayment(history: OrderDetail['history']): string | null {
  const detail = history.find((h) => h.action === 'desk_book')?.detail;
  if (!detail || typeof detail !== 'object' || !('settlement' in detail) || detail.settlement !== 'desk') return null;
  const method = DESK_PAY_METHODS.find((m) => 'deskMethod' in detail && detail.deskMethod === m);
  const reference = 'deskReference' in detail && typeof detail.deskReference === 'string' ? `・控え番号 ${detail.deskReference}` : '';
  return `${method ? DESK_PAY_METHOD_LABELS[method] : 'フロント'}${reference}`;
}

/** A 支払い history line's payment code in words: the site's QR methods, the member card, or the desk's (desk_cash …). */
function paidWith(detail: unknown): string {
  const payCode = detail && typeof detail === 'object' && 'payCode' in detail && typeof detail.payCode === 'string' ? detail.payCode : null;
  return payCodeLabel(payCode) ?? '';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  const hotel = adminHotel(request);
  const [detail, changes, statement] = await Promise.all([
    adminLoad(context, request, orderEndpoints.detail, { hotel, orderNo }),
    callAdmin(context, request, orderChangeEndpoints.history, { hotel, orderNo }),
    // Only roles with finance.receipts get it (the API decides); the others see the page without it.
    callAdmin(context, request, orderStatementEndpoints.statement, { hotel, orderNo }),
  ]);
  return { ...detail, amendments: changes.envelope.data?.amendments ?? [], statement: statement.envelope.data ?? null };
}

/** Every action posts here with its intent; the API decides (409 with its message when the state does not allow it). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const hotel = adminHotel(request);
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  const intent = values.intent ?? '';
  if (intent === 'note') {
    const checked = checkForm(noteInput, { hotel, orderNo, body: values.body ?? '' });
    if (!checked.ok) return data({ ok: false, errors: checked.errors }, { status: 400 });
    const { envelope, status } = await callAdmin(context, request, orderEndpoints.note, checked.data);
    return data({ ok: envelope.success, message: envelope.message }, { status: envelope.success ? 200 : status });
  }
  if (intent === 'payLink') return sendPayLink(context, request, hotel, orderNo, values.via ?? '');
  if (!isAction(intent)) return data({ ok: false, message: '操作が正しくありません' }, { status: 400 });
  const spec = ACTIONS[intent];
  const checked = spec.reason ? checkForm(reasonInput, { hotel, orderNo, reason: values.reason ?? '' }) : checkForm(orderRef, { hotel, orderNo });
  if (!checked.ok) return data({ ok: false, errors: checked.errors, message: checked.errors.reason ? undefined : Object.values(checked.errors)[0] }, { status: 400 });
  const { envelope, status } = await callAdmin(context, request, spec.endpoint, checked.data);
  if (!envelope.success) return data({ ok: false, message: envelope.message }, { status });
  // Done: back to the order without the confirm step (a reload does not post again); a check-out says the points it credited.
  const points = intent === 'checkOut' ? pointsCreditedBy(envelope.data) : 0;
  throw redirect(withHotel('/admin/orders/detail', hotel, { orderNo, done: intent, ...(points > 0 ? { points: String(points) } : {}) }));
}

/** A payment link by SMS or e-mail (decision 0059): the answer says where it went (masked) and until when it opens. */
async function sendPayLink(context: Route.ActionArgs['context'], request: Request, hotel: string, orderNo: string, via: string) {
  const checked = checkForm(payLinkInput, { hotel, orderNo, via });
  if (!checked.ok) return data({ ok: false, errors: checked.errors, message: Object.values(checked.errors)[0] }, { status: 400 });
  const { envelope, status } = await callAdmin(context, request, payLinkEndpoints.send, checked.data);
  if (!envelope.success || !envelope.data) return data({ ok: false, message: envelope.message }, { status });
  const { sentTo, expiresAt } = envelope.data;
  return data({ ok: true, message: `${envelope.message}（送信先 ${sentTo}、リンクの有効期限 ${formatHotelDateTime(expiresAt)} 現地時間）` });
}

function pointsCreditedBy(result: unknown): number {
  if (!result || typeof result !== 'object' || !('pointsCredited' in result)) return 0;
  return typeof result.pointsCredited === 'number' ? result.pointsCredited : 0;
}

const DONE: Record<Action, string> = { checkIn: 'チェックインしました', checkOut: 'チェックアウトしました', noShow: 'ノーショーとして処理しました', cancel: '予約をキャンセルしました' };

function doneMessage(done: Action, points: string | null): string {
  const credited = Number(points);
  return done === 'checkOut' && Number.isInteger(credited) && credited > 0 ? `${DONE.checkOut}。会員に ${credited.toLocaleString('ja-JP')} ポイントを付与しました` : DONE[done];
}

export default function AdminOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { me, hotel } = useAdminLayout();
  const [params] = useSearchParams();
  const { order, payments, notes, history, actions, policy, amendments, statement } = loaderData;
  // Open bookings may change (decision 0059); the API decides what a change may be.
  // A channel order changes on the travel site (decision 0063).
  const changeable = roleHas(me.role, 'orders.book') && order.source !== 'channel' && (order.state === 0 || order.state === 1) && !order.checkedOutAt;
  const here = (extra: Record<string, string | undefined> = {}) => withHotel('/admin/orders/detail', hotel.code, { orderNo: order.orderNo, ...extra });
  const confirm = params.get('confirm');
  const confirming = isAction(confirm) && actions.includes(confirm) ? confirm : null;
  const done = params.get('done');
  const may = (a: Action) => roleHas(me.role, a === 'checkIn' || a === 'checkOut' ? 'orders.checkin' : 'orders.cancel');
  const stayActions = actions.filter((a) => may(a) && ACTIONS[a].variant === 'primary');
  const closeActions = actions.filter((a) => may(a) && ACTIONS[a].variant === 'danger');
  const paidOnline = order.payResult === 1 && order.payment === 'prepaid';
  const closeTerms = deskCloseTermsText(policy, paidOnline);
  const keepsEverything = paidOnline && !order.isFreeCancel;
  // An unpaid booking can be paid through a link the guest gets by SMS or e-mail (staff who book, decision 0059).
  // A channel order is paid on the travel site or at the hotel (decision 0063).
  const mayLink = order.state === 0 && order.payResult === 0 && order.source !== 'channel' && roleHas(me.role, 'orders.book');
  const answer = actionData && 'errors' in actionData ? actionData : undefined;
  // The two text forms: the same schemas as the action, the order they act on from the page.
  const orderOf = (values: Record<string, string>) => ({ ...values, hotel: hotel.code, orderNo: order.orderNo });
  const reasonForm = useSchemaForm({ fields: ['reason'], schema: reasonInput, toInput: orderOf, answer, idPrefix: 'order' });
  const noteForm = useSchemaForm({ fields: ['body'], schema: noteInput, toInput: orderOf, answer, idPrefix: 'order' });
  return (
    <AdminPage
      title={`${order.revUser} 様`}
      description={
        <>
          予約番号 {order.orderNo} <OrderStateBadge order={order} />
        </>
      }
      breadcrumbs={[{ label: '予約', to: withHotel('/admin/orders', hotel.code, { tab: 'today' }) }, { label: order.orderNo }]}
    >
      {isAction(done) && !actionData ? <ActionNotice result={{ ok: true, message: doneMessage(done, params.get('points')) }} /> : null}
      {done === 'change' && !actionData ? <ActionNotice result={{ ok: true, message: 'ご予約内容を変更しました' }} /> : null}
      {actionData ? null : <ActionNotice result={bookedNotice(params.get('booked'), params.get('link'))} />}
      <ActionNotice result={actionData} />
      {order.overbookedNights.length > 0 ? (
        <Notice tone="error" title="オーバーブッキング">
          チャネルから、空室のない日を含むご予約が届きました（{order.overbookedNights.map((n) => `${shortDate(n.date)} ${n.qty}室`).join('、')}
          が不足）。該当日はすべてのチャネルで販売を停止しています。お部屋を手配のうえ、料金・在庫カレンダーで販売を再開してください。
        </Notice>
      ) : null}
      {order.source === 'channel' ? <p className={styles.terms}>チャネル経由のご予約です。変更・取消は販売サイト（チャネルマネージャー）で行ってください。当サイトには自動で反映されます。</p> : null}

      {confirming ? (
        // Only a step with a reason has a field to check before posting.
        <Form method="post" action={here()} className={styles.confirm} onSubmit={ACTIONS[confirming].reason ? reasonForm.onSubmit : undefined} noValidate>
          <h2>{ACTIONS[confirming].label}の確認</h2>
          <p>{ACTIONS[confirming].question}</p>
          {ACTIONS[confirming].reason ? (
            <>
              <p>
                <strong>{closeTerms}</strong>
              </p>
              <FormField {...reasonForm.messageOf('reason')} label="理由" need="required">
                <textarea {...reasonForm.field('reason')} maxLength={200} aria-required="true" />
              </FormField>
            </>
          ) : null}
          <input type="hidden" name="intent" value={confirming} />
          <div className={styles.actions}>
            <ButtonLink to={here()} variant="secondary">
              戻る
            </ButtonLink>
            <Button type="submit" variant={ACTIONS[confirming].variant}>
              {ACTIONS[confirming].label}する
            </Button>
          </div>
        </Form>
      ) : actions.some(may) || changeable ? (
        <div className={`${styles.panel} ${styles.actionPanel}`}>
          {stayActions.length > 0 || changeable ? (
            <div className={styles.actions}>
              {stayActions.map((a) => (
                <ButtonLink key={a} to={here({ confirm: a })} variant="primary">
                  {ACTIONS[a].label}
                </ButtonLink>
              ))}
              {changeable ? (
                <ButtonLink to={withHotel('/admin/orders/change', hotel.code, { orderNo: order.orderNo })} variant="secondary">
                  予約内容を変更
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
          {closeActions.length > 0 ? (
            <div className={stayActions.length > 0 ? styles.closeActions : undefined}>
              <p className={styles.terms}>{closeTerms}</p>
              {/* A paid non-refundable order keeps everything if cancelled: a small button of its own size, never the page's main one. */}
              <div className={keepsEverything ? styles.quietActions : styles.actions}>
                {closeActions.map((a) => (
                  <ButtonLink key={a} to={here({ confirm: a })} variant="secondary" size={keepsEverything ? 'sm' : 'md'}>
                    {ACTIONS[a].label}
                  </ButtonLink>
                ))}
              </div>
            </div>
          ) : null}
        </div>
      ) : null}

      {mayLink && !confirming ? (
        <Form method="post" action={here()} className={styles.panel} aria-labelledby="pay-link-title">
          <h2 id="pay-link-title">支払いリンクを送る</h2>
          <p className={styles.terms}>お客様に、この予約だけをお支払いいただけるページ（支付宝・微信支付）のリンクを送ります。会員ログインは不要で、お支払い期限まで有効です。</p>
          <input type="hidden" name="intent" value="payLink" />
          <ChoiceField
            idPrefix="pay-link"
            name="via"
            label="送信方法"
            values={{ via: 'sms' }}
            errors={answer?.errors ?? {}}
            hint={order.email ? undefined : 'メールアドレスの登録がないため、SMSでのみ送れます'}
            options={[
              { value: 'sms', label: `${PAY_LINK_VIA_LABELS.sms}（${order.mobile}）` },
              ...(order.email ? [{ value: 'email', label: `${PAY_LINK_VIA_LABELS.email}（${order.email}）` }] : []),
            ]}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary">
              支払いリンクを送る
            </Button>
          </div>
        </Form>
      ) : null}

      <div className={styles.grid}>
        <div>
          <section className={styles.panel}>
            <h2>ご予約</h2>
            <dl className={styles.facts}>
              <dt>受付</dt>
              <dd>
                {orderSourceLabel(order)}
                {order.bookedBy ? `（予約者：${order.bookedBy}）` : ''}
              </dd>
              {order.channelResId ? (
                <>
                  <dt>チャネル予約番号</dt>
                  <dd>{order.channelResId}</dd>
                </>
              ) : null}
              <dt>宿泊日</dt>
              <dd>
                <span className={styles.nobreak}>{order.checkIn}</span> 〜 <span className={styles.nobreak}>{order.checkOut}</span>（{order.nights}泊）
              </dd>
              <dt>客室・プラン</dt>
              <dd>
                {order.roomTypeName}・{order.rateName}（{order.roomQty}室、大人{order.adultNum}名{order.childrenNum ? `・子供${order.childrenNum}名` : ''}）
              </dd>
              <dt>朝食</dt>
              <dd>{order.breakfast}</dd>
              <dt>電話番号</dt>
              <dd>
                <a href={`tel:${order.mobile}`}>{order.mobile}</a>
              </dd>
              <dt>メール</dt>
              <dd>{order.email ?? '—'}</dd>
              <dt>到着予定</dt>
              <dd>{order.arrivalTime ?? '—'}</dd>
              <dt>ご要望</dt>
              <dd>{order.remark || '—'}</dd>
              <dt>支払方法</dt>
              <dd>
                {/* Each word whole on a phone (never 支払 / 済): the line breaks only after a ・. */}
                <span className={styles.nobreak}>{order.payment === 'prepaid' ? '事前決済' : '現地払い'}</span>・
                <span className={styles.nobreak}>{order.isFreeCancel ? '無料キャンセル可' : '返金不可'}</span>・
                <span className={styles.nobreak}>{order.payResult === 1 ? '支払済' : '未払い'}</span>
              </dd>
              {order.payResult === 0 && order.payDeadline ? (
                <>
                  <dt>支払期限</dt>
                  <dd>{hotelDateTime(order.payDeadline)}</dd>
                </>
              ) : null}
              <dt>金額</dt>
              <dd>
                {formatYuan(order.actualAmount)}
                {order.discountAmount ? `（宿泊料金 ${formatYuan(order.totalAmount)}、割引 ${formatYuan(order.discountAmount)}）` : ''}
              </dd>
              {order.promotionAmount > 0 ? (
                <>
                  <dt>プロモーション</dt>
                  <dd>
                    {order.promotionName ?? '—'}（−{formatYuan(order.promotionAmount)}）
                  </dd>
                </>
              ) : null}
              {order.couponAmount > 0 ? (
                <>
                  <dt>クーポン</dt>
                  <dd>
                    {order.couponCode ?? '—'}（−{formatYuan(order.couponAmount)}）
                  </dd>
                </>
              ) : null}
              <dt>チェックイン</dt>
              <dd>{hotelDateTime(order.checkedInAt)}</dd>
              <dt>チェックアウト</dt>
              <dd>{hotelDateTime(order.checkedOutAt)}</dd>
              {order.noShowReason ? (
                <>
                  <dt>ノーショー</dt>
                  <dd>
                    {order.noShowReason}（請求 {formatYuan(order.noShowCharge ?? 0)}）
                  </dd>
                </>
              ) : null}
              {order.cancelCharge !== null ? (
                <>
                  <dt>キャンセル料</dt>
                  <dd>{formatYuan(order.cancelCharge)}</dd>
                </>
              ) : null}
            </dl>
          </section>
          <section className={styles.panel}>
            <h2>お支払い・返金</h2>
            {payments.length === 0 ? (
              <p>{deskPayment(history) ? `フロントで支払済み（${deskPayment(history)}）。オンライン決済はありません。` : 'オンライン決済はありません。'}</p>
            ) : (
              <ul className={styles.history}>
                {payments.map((p) => (
                  <li key={p.payId}>
                    <span className={styles.when}>{hotelDateTime(p.paidAt)}</span>
                    {payCodeLabel(p.method) ?? p.method} {formatYuan(p.amount)}（{statusLabel(PAYMENT_STATUS_LABELS, p.status)}）
                    {p.refunds.map((r) => (
                      <div key={r.refundId}>
                        返金 {formatYuan(r.amount)}・{statusLabel(REFUND_STATUS_LABELS, r.status)}・{r.reason}
                      </div>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {statement ? <OrderStatementPanel statement={statement} /> : null}
        </div>
        <div>
          <section className={styles.panel}>
            <h2>スタッフメモ</h2>
            <ul className={styles.history}>
              {notes.map((n) => (
                <li key={n.id}>
                  <span className={styles.when}>{hotelDateTime(n.createdAt)}</span>
                  {n.staffName}: {n.body}
                </li>
              ))}
            </ul>
            <Form method="post" action={here()} className={styles.noteForm} onSubmit={noteForm.onSubmit} noValidate>
              <input type="hidden" name="intent" value="note" />
              <FormField {...noteForm.messageOf('body')} label="メモを追加">
                <textarea {...noteForm.field('body')} maxLength={1000} aria-required="true" />
              </FormField>
              <Button type="submit" variant="secondary">
                追加
              </Button>
            </Form>
          </section>
          <AmendmentHistory amendments={amendments} />
          {roleHas(me.role, 'finance.receipts') ? <OrderReceipt hotel={hotel.code} orderNo={order.orderNo} /> : null}
          <section className={styles.panel}>
            <h2>履歴</h2>
            <ol className={styles.history}>
              {history.map((h, i) => (
                <li key={`${h.at}-${i}`}>
                  <span className={styles.when}>{hotelDateTime(h.at)}</span>
                  {HISTORY_LABELS[h.action] ?? h.action}
                  {h.action === 'paid' && paidWith(h.detail) ? `（${paidWith(h.detail)}）` : ''}
                  {h.staffEmail ? `（${h.staffEmail}）` : ''}
                </li>
              ))}
            </ol>
          </section>
          <p>
            <Link to={withHotel('/admin/orders', hotel.code, { tab: 'today' })}>← 本日の一覧へ</Link>
          </p>
        </div>
      </div>
    </AdminPage>
  );
}
