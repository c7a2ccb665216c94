import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/order-change';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { deskChangeInput, orderChangeEndpoints } from '@hotel/shared/schemas/admin/order-changes';
import type { ChangeStay, OrderChangeQuote } from '@hotel/shared/schemas/order-change';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { formatYuan } from '../../features/admin-orders/order-state.tsx';
import styles from '../../features/admin-orders/admin-orders.module.css';

export const meta: Route.MetaFunction = () => adminMeta('予約内容の変更');

const FIELDS = ['checkIn', 'checkOut', 'roomTypeCode', 'rateCode', 'roomQty', 'adultNum', 'childrenNum', 'overrides', 'reason'] as const;
const OVERRIDE_PREFIX = 'price.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  return { orderNo, options: await adminLoad(context, request, orderChangeEndpoints.options, { hotel: adminHotel(request), orderNo }) };
}

/** The posted form as the API's input: the stay, and a price for each night whose box was filled in. */
function toChangeInput(values: Record<string, string>, hotel: string, orderNo: string) {
  const overrides = Object.entries(values)
    .filter(([name, value]) => name.startsWith(OVERRIDE_PREFIX) && value.trim() !== '')
    .map(([name, value]) => ({ date: name.slice(OVERRIDE_PREFIX.length), price: value.trim() }));
  return {
    hotel,
    orderNo,
    checkIn: values.checkIn ?? '',
    checkOut: values.checkOut ?? '',
    roomTypeCode: values.roomTypeCode ?? '',
    rateCode: values.rateCode ?? '',
    roomQty: values.roomQty ?? '',
    adultNum: values.adultNum ?? '',
    childrenNum: values.childrenNum ?? '',
    ...(overrides.length > 0 ? { overrides } : {}),
    reason: values.reason ?? '',
  };
}

/** 料金を確認 prices the change (nothing is taken); この内容で変更する applies it and returns to the order. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const hotel = adminHotel(request);
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  const checked = checkForm(deskChangeInput, toChangeInput(values, hotel, orderNo));
  if (!checked.ok) return data({ ok: false as const, errors: checked.errors, values, quote: null }, { status: 400 });
  if (values.intent === 'apply') {
    const { envelope, status } = await callAdmin(context, request, orderChangeEndpoints.apply, checked.data);
    if (!envelope.success) return data({ ok: false as const, message: envelope.message, values, quote: null }, { status });
    throw redirect(withHotel('/admin/orders/detail', hotel, { orderNo, done: 'change' }));
  }
  const { envelope, status } = await callAdmin(context, request, orderChangeEndpoints.quote, checked.data);
  if (!envelope.success || !envelope.data) return data({ ok: false as const, message: envelope.message, values, quote: null }, { status });
  return { ok: true as const, values, quote: envelope.data satisfies OrderChangeQuote };
}

export default function AdminOrderChange({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel } = useAdminLayout();
  const { orderNo, options } = loaderData;
  const { before } = options;
  const values: Record<string, string> = actionData?.values ?? {
    checkIn: before.checkIn,
    checkOut: before.checkOut,
    roomTypeCode: before.roomTypeCode,
    rateCode: before.rateCode,
    roomQty: String(before.roomQty),
    adultNum: String(before.adultNum),
    childrenNum: String(before.childrenNum),
    reason: '',
  };
  const quote = actionData?.quote ?? null;
  const answer = actionData && 'errors' in actionData ? actionData : undefined;
  const form = useSchemaForm({ fields: FIELDS, schema: deskChangeInput, toInput: (v) => toChangeInput(v, hotel.code, orderNo), answer, idPrefix: 'change' });
  const detail = withHotel('/admin/orders/detail', hotel.code, { orderNo });
  const here = withHotel('/admin/orders/change', hotel.code, { orderNo });
  return (
    <AdminPage
      title="予約内容の変更"
      description={`予約番号 ${orderNo}`}
      breadcrumbs={[{ label: '予約', to: withHotel('/admin/orders', hotel.code, { tab: 'today' }) }, { label: orderNo, to: detail }, { label: '変更' }]}
    >
      {actionData && !actionData.ok && 'message' in actionData ? <ActionNotice result={actionData} /> : null}
      <Form method="post" action={here} onSubmit={form.onSubmit} noValidate className={styles.changeForm}>
        <div className={styles.grid}>
          <section className={styles.panel}>
            <h2>変更後のご予約</h2>
            {options.inHouse ? <p className={styles.terms}>ご滞在中です。チェックイン日は変更できません（早めのご出発はチェックアウト日を前倒しします）。</p> : null}
            <div className={styles.changeFields}>
              <FormField {...form.messageOf('checkIn')} label="チェックイン" need="required">
                <input {...form.field('checkIn')} type="date" defaultValue={values.checkIn} readOnly={options.inHouse} aria-required="true" />
              </FormField>
              <FormField {...form.messageOf('checkOut')} label="チェックアウト" need="required">
                <input {...form.field('checkOut')} type="date" defaultValue={values.checkOut} aria-required="true" />
              </FormField>
              <FormField {...form.messageOf('roomTypeCode')} label="客室タイプ" need="required">
                <select {...form.field('roomTypeCode')} defaultValue={values.roomTypeCode} aria-required="true">
                  {options.roomTypes.map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.name}（{r.maxOccupancy}名まで）
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField {...form.messageOf('rateCode')} label="料金プラン" need="required">
                <select {...form.field('rateCode')} defaultValue={values.rateCode} aria-required="true">
                  {options.plans.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField {...form.messageOf('roomQty')} label="室数" need="required">
                <input {...form.field('roomQty')} type="number" min={1} max={10} inputMode="numeric" defaultValue={values.roomQty} aria-required="true" />
              </FormField>
              <FormField {...form.messageOf('adultNum')} label="大人" need="required">
                <input {...form.field('adultNum')} type="number" min={1} max={30} inputMode="numeric" defaultValue={values.adultNum} aria-required="true" />
              </FormField>
              <FormField {...form.messageOf('childrenNum')} label="子供" need="required">
                <input {...form.field('childrenNum')} type="number" min={0} max={30} inputMode="numeric" defaultValue={values.childrenNum} aria-required="true" />
              </FormField>
            </div>
            <FormField {...form.messageOf('reason')} label="変更理由" need={options.canOverride ? 'optional' : undefined} hint="料金を手入力するときは必須です。変更履歴と監査ログに残ります。" hintId="change-reason-hint">
              <textarea {...form.field('reason')} defaultValue={values.reason} maxLength={200} />
            </FormField>
          </section>
          <section className={styles.panel}>
            <h2>現在のご予約</h2>
            <StayFacts stay={before} />
          </section>
        </div>

        {quote ? (
          <section className={styles.panel} aria-live="polite">
            <h2>変更内容の確認</h2>
            <div className={styles.compare}>
              <div>
                <h3>変更前</h3>
                <StayFacts stay={quote.before} />
              </div>
              <div>
                <h3>変更後</h3>
                <StayFacts stay={quote.after} />
              </div>
            </div>
            <table className={styles.nights}>
              <caption>1室1泊あたりの料金</caption>
              <thead>
                <tr>
                  <th scope="col">宿泊日</th>
                  <th scope="col">料金</th>
                  {options.canOverride ? <th scope="col">手入力（任意）</th> : null}
                </tr>
              </thead>
              <tbody>
                {quote.after.nightlyPrices.map((n) => (
                  <tr key={n.date}>
                    <td>{n.date}</td>
                    <td>{formatYuan(n.price)}</td>
                    {options.canOverride ? (
                      <td>
                        <input name={`${OVERRIDE_PREFIX}${n.date}`} type="number" min={0} inputMode="numeric" defaultValue={values[`${OVERRIDE_PREFIX}${n.date}`] ?? ''} aria-label={`${n.date} の料金（元）`} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
            {form.messageOf('overrides').error ? <p className={styles.errorText}>{form.messageOf('overrides').error}</p> : null}
            <dl className={styles.facts}>
              <dt>変更後の金額</dt>
              <dd>{formatYuan(quote.newAmount)}</dd>
              <dt>差額</dt>
              <dd>{quote.difference === 0 ? '差額なし' : `${quote.difference > 0 ? '+' : '−'}${formatYuan(Math.abs(quote.difference))}`}</dd>
              {quote.toPay > 0 ? (
                <>
                  <dt>フロントで精算</dt>
                  <dd>{formatYuan(quote.toPay)}</dd>
                </>
              ) : null}
              {quote.refund > 0 ? (
                <>
                  <dt>ご返金</dt>
                  <dd>{formatYuan(quote.refund)}（お支払いの方法で返金）</dd>
                </>
              ) : null}
              {quote.charge > 0 ? (
                <>
                  <dt>キャンセル料</dt>
                  <dd>{formatYuan(quote.charge)}</dd>
                </>
              ) : null}
              <dt>適用ルール</dt>
              <dd>{quote.rule}</dd>
              {quote.discountNote ? (
                <>
                  <dt>割引</dt>
                  <dd>{quote.discountNote}</dd>
                </>
              ) : null}
            </dl>
          </section>
        ) : null}

        <div className={styles.actions}>
          <ButtonLink to={detail} variant="secondary">
            戻る
          </ButtonLink>
          <Button type="submit" name="intent" value="quote" variant={quote ? 'secondary' : 'primary'}>
            {quote ? '料金を再計算' : '料金を確認'}
          </Button>
          {quote ? (
            <Button type="submit" name="intent" value="apply" variant="primary">
              この内容で変更する
            </Button>
          ) : null}
        </div>
      </Form>
    </AdminPage>
  );
}

function StayFacts({ stay }: { stay: ChangeStay }) {
  return (
    <dl className={styles.facts}>
      <dt>宿泊日</dt>
      <dd>
        <span className={styles.nobreak}>{stay.checkIn}</span> 〜 <span className={styles.nobreak}>{stay.checkOut}</span>（{stay.nights}泊）
      </dd>
      <dt>客室・プラン</dt>
      <dd>
        {stay.roomTypeName}・{stay.rateName}
      </dd>
      <dt>室数・人数</dt>
      <dd>
        {stay.roomQty}室・大人{stay.adultNum}名{stay.childrenNum ? `・子供${stay.childrenNum}名` : ''}
      </dd>
      <dt>金額</dt>
      <dd>
        {formatYuan(stay.actualAmount)}
        {stay.discountAmount ? `（割引 ${formatYuan(stay.discountAmount)}）` : ''}
      </dd>
    </dl>
  );
}
