import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/fapiao-detail';
import { FAPIAO_BUYER_KIND_LABELS, FAPIAO_INVOICE_TYPE_LABELS } from '@hotel/shared/forms/fapiao';
import { fapiaoEndpoints } from '@hotel/shared/schemas/admin/fapiao';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button } from '../../components/admin/button.tsx';
import { DetailCard, DetailColumns, Facts } from '../../components/admin/detail.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { fapiaoAction } from '../../features/admin-fapiao/fapiao-actions.server.ts';
import { FapiaoStateBadge } from '../../features/admin-fapiao/fapiao-columns.tsx';
import { fapiaoDocumentHref, FAPIAO_PATH, statementHref } from '../../features/admin-fapiao/fapiao-links.ts';
import { FapiaoUpload } from '../../features/admin-fapiao/fapiao-upload.tsx';
import styles from '../../features/admin-fapiao/fapiao.module.css';

export const meta: Route.MetaFunction = () => adminMeta('发票の依頼');

/** The buyer's tax and bank details are on this page: no browser or proxy keeps it. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/** /admin/fapiao/detail?hotel=&id=: one request, its order (and statement), the upload, 送付済 and 差戻し. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return adminLoad(context, request, fapiaoEndpoints.detail, { hotel: adminHotel(request), id: new URL(request.url).searchParams.get('id') ?? '' });
}

export async function action({ request, context }: Route.ActionArgs) {
  return fapiaoAction(request, context);
}

const yuan = (n: number) => `${n.toLocaleString('ja-JP')}元`;

export default function FapiaoDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotelCode, request: r, order } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const open = r.state === 'requested' || r.state === 'issued';
  return (
    <AdminPage title={`发票の依頼 #${r.id}`} description={`予約 ${order.orderNo}・${order.guestName} 様`} breadcrumbs={[{ label: '发票（経理）', to: withHotel(FAPIAO_PATH, hotelCode) }, { label: `#${r.id}` }]}>
      <ActionNotice result={actionData} />
      <DetailColumns>
        <DetailCard id="fapiao-buyer" title="ご依頼の内容">
          <Facts
            facts={[
              ['状態', <FapiaoStateBadge state={r.state} />],
              ['宛先', FAPIAO_BUYER_KIND_LABELS[r.buyerKind]],
              ['種類', FAPIAO_INVOICE_TYPE_LABELS[r.invoiceType]],
              ['抬头', r.title],
              ...(r.taxNo ? [['税号', r.taxNo] as const] : []),
              ['送付先メール', r.email],
              ...(r.companyAddress ? [['会社の住所', r.companyAddress] as const] : []),
              ...(r.companyPhone ? [['会社の電話番号', r.companyPhone] as const] : []),
              ...(r.bankName ? [['取引銀行', r.bankName] as const] : []),
              ...(r.bankAccount ? [['口座番号', r.bankAccount] as const] : []),
              ['依頼日時', formatHotelDateTime(r.createdAt)],
              ...(r.issuedAt ? [['発行日時', formatHotelDateTime(r.issuedAt)] as const] : []),
              ...(r.sentAt ? [['送付日時', formatHotelDateTime(r.sentAt)] as const] : []),
              ...(r.rejectReason ? [['差戻しの理由', r.rejectReason] as const] : []),
            ]}
          />
        </DetailCard>
        <DetailCard id="fapiao-order" title="ご予約と明細">
          <Facts
            facts={[
              ['予約番号', <Link className="text-link" to={withHotel('/admin/orders/detail', hotelCode, { orderNo: order.orderNo })}>{order.orderNo}</Link>],
              ['宿泊者', order.guestName],
              ['宿泊日', `${order.checkIn} 〜 ${order.checkOut}`],
              ['金額', yuan(order.amount)],
              ['明細', <Link className="text-link" to={statementHref(hotelCode, order.id)}>宿泊明細を開く</Link>],
            ]}
          />
        </DetailCard>
      </DetailColumns>
      <DetailCard id="fapiao-invoice" title="电子发票">
        <div className={styles.actions}>
          {r.document ? (
            <p>
              <a className="text-link" href={fapiaoDocumentHref(hotelCode, r.id)} download>
                {r.document.fileName}（{r.document.fileType.toUpperCase()}・{Math.max(1, Math.round(r.document.bytes / 1024)).toLocaleString('ja-JP')}KB）
              </a>
            </p>
          ) : (
            <p className={styles.muted}>まだアップロードされていません</p>
          )}
          {open ? <FapiaoUpload hotel={hotelCode} id={r.id} replacing={r.document !== null} /> : null}
          {r.state === 'issued' ? (
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="id" value={r.id} />
              <Button type="submit" disabled={busy}>
                お客様に送付する（メール・SMSでお知らせ）
              </Button>
            </Form>
          ) : null}
          {open ? (
            <Form method="post" className={styles.reject}>
              <input type="hidden" name="intent" value="reject" />
              <input type="hidden" name="id" value={r.id} />
              <label htmlFor="fapiao-reject-reason">差戻しの理由（お客様に表示されます・200文字以内）</label>
              <textarea id="fapiao-reject-reason" name="reason" maxLength={200} required defaultValue={actionData && !actionData.ok ? actionData.reason : ''} />
              <Button type="submit" variant="danger" disabled={busy}>
                差戻す
              </Button>
            </Form>
          ) : null}
        </div>
      </DetailCard>
    </AdminPage>
  );
}
