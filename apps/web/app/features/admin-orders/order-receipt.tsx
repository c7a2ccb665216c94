import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { RECEIPT_HONORIFICS, RECEIPT_TEXT_MAX } from '@hotel/shared/receipt-rules';
import { RECEIPT_PDF_PATH } from '@hotel/shared/schemas/admin/receipts';
import type { OrderReceipts } from '@hotel/shared/schemas/receipt';
import { withHotel } from '../../lib/admin-hotel.ts';
import { formatYuan, hotelDateTime } from './order-state.tsx';
import styles from './admin-orders.module.css';

interface Answer {
  ok: boolean;
  message?: string;
  formError?: string;
  errors?: Partial<Record<string, string>>;
  receipts?: OrderReceipts | null;
}

/**
 * The order detail's receipt panel (decision 0070, finance.receipts): the wording (宛名, 様/御中,
 * 但し書き) and the issues with their PDFs. Loads and posts through /admin/orders/receipt.
 */
export function OrderReceipt({ hotel, orderNo }: { hotel: string; orderNo: string }) {
  const list = useFetcher<Answer>();
  const issue = useFetcher<Answer>();
  const url = withHotel('/admin/orders/receipt', hotel, { orderNo });
  const issued = issue.data?.ok ? issue.data.message : undefined;
  useEffect(() => {
    void list.load(url);
    // Again after each issue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, issued, issue.data]);
  const receipts = list.data?.receipts;
  if (list.data && !list.data.ok) return null;
  const pdf = (n: number) => `${RECEIPT_PDF_PATH}?${new URLSearchParams({ hotel, orderNo, issue: String(n) })}`;
  const error = (name: string) => issue.data?.errors?.[name];
  return (
    <section className={styles.panel} aria-labelledby="order-receipt-title">
      <h2 id="order-receipt-title">領収書</h2>
      {!receipts ? (
        <p>読み込み中…</p>
      ) : (
        <>
          {receipts.eligible ? (
            <issue.Form method="post" action={url} noValidate>
              {issue.data?.message ? <p role={issue.data.ok ? 'status' : 'alert'}>{issue.data.formError ?? issue.data.message}</p> : null}
              <label>
                宛名
                <input name="addressee" defaultValue={receipts.defaults.addressee} maxLength={RECEIPT_TEXT_MAX} aria-invalid={error('addressee') ? true : undefined} />
              </label>
              {error('addressee') ? <p role="alert">{error('addressee')}</p> : null}
              <fieldset>
                <legend>敬称</legend>
                {RECEIPT_HONORIFICS.map((h) => (
                  <label key={h}>
                    <input type="radio" name="honorific" value={h} defaultChecked={receipts.defaults.honorific === h} /> {h}
                  </label>
                ))}
              </fieldset>
              <label>
                但し書き
                <input name="proviso" defaultValue={receipts.defaults.proviso} maxLength={RECEIPT_TEXT_MAX} aria-invalid={error('proviso') ? true : undefined} />
              </label>
              {error('proviso') ? <p role="alert">{error('proviso')}</p> : null}
              <button type="submit" className="btn btn--gold" disabled={issue.state !== 'idle'}>
                領収書を発行
              </button>
            </issue.Form>
          ) : (
            <p>領収書はお支払い済みまたはご宿泊後のご予約に発行できます。</p>
          )}
          <ul>
            {receipts.issues.map((i) => (
              <li key={i.issueNo}>
                No. {i.receiptNo}
                {i.reissue ? `（再発行 第${i.issueNo}版）` : ''} ・ {i.addressee} {i.honorific} ・ {formatYuan(i.amount)} ・ {hotelDateTime(i.issuedAt)} ・{' '}
                <a href={pdf(i.issueNo)} download>
                  PDF
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
