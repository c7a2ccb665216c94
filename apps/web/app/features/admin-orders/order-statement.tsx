import type { OrderStatement as Statement } from '@hotel/shared/schemas/statement';
import { CHARGE_PART_LABELS } from '@hotel/shared/taxes';
import { formatYuan, hotelDateTime, shortDate } from './order-state.tsx';
import panels from './admin-orders.module.css';
import styles from './order-statement.module.css';

const signed = (amount: number) => (amount < 0 ? `−${formatYuan(-amount)}` : formatYuan(amount));

/** The balance as staff read it: what the guest owes, what is owed to them, or settled. */
const balanceLabel = (balance: number) => (balance > 0 ? '未収（お客様のお支払い残）' : balance < 0 ? '返金残（お客様へ）' : '精算済');

/**
 * A booking's statement for staff (ご利用明細, decision 0069): the same lines the guest reads, with
 * our payment and refund numbers. One panel, on the order detail and on its own page for 経理.
 */
export function OrderStatementPanel({ statement }: { statement: Statement }) {
  const { charges, payments, refunds, totals, breakdown } = statement;
  return (
    <section className={panels.panel} aria-labelledby="order-statement-title">
      <h2 id="order-statement-title">ご利用明細</h2>
      <table className={styles.table}>
        <caption className="visually-hidden">ご利用料金</caption>
        <tbody>
          {charges.map((c, i) => (
            <tr key={`${c.kind}-${c.date ?? i}`}>
              <th scope="row">
                {c.date ? `${shortDate(c.date)} ` : ''}
                {c.label}
                {c.unitPrice !== null && c.rooms !== null ? <span className={styles.detail}>{`${formatYuan(c.unitPrice)} × ${c.rooms}室`}</span> : null}
              </th>
              <td>{signed(c.amount)}</td>
            </tr>
          ))}
          <tr className={styles.sum}>
            <th scope="row">請求額</th>
            <td>{formatYuan(totals.charges)}</td>
          </tr>
          {payments.map((p, i) => (
            <tr key={`pay-${p.reference ?? i}`}>
              <th scope="row">
                入金・{p.label}
                {p.forChange ? '（変更差額）' : ''}
                <span className={styles.detail}>
                  {hotelDateTime(p.at)}
                  {p.reference ? ` ${p.reference}` : ''}
                </span>
              </th>
              <td>{signed(-p.amount)}</td>
            </tr>
          ))}
          {refunds.map((r, i) => (
            <tr key={`refund-${r.reference ?? i}`} className={r.state === 'succeeded' ? undefined : styles.pending}>
              <th scope="row">
                返金・{r.label}（{r.stateLabel}）
                <span className={styles.detail}>
                  {hotelDateTime(r.at)} {r.reason}
                  {r.reference ? ` ${r.reference}` : ''}
                </span>
              </th>
              <td>{r.state === 'succeeded' ? formatYuan(r.amount) : `(${formatYuan(r.amount)})`}</td>
            </tr>
          ))}
          <tr className={styles.sum}>
            <th scope="row">{balanceLabel(totals.balance)}</th>
            <td>{signed(totals.balance)}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.parts}>
        宿泊料金 {formatYuan(breakdown.stayAmount)} の内訳（{breakdown.label}
        ）：
        {(['room', 'service', 'vat'] as const).map((part) => `${CHARGE_PART_LABELS[part]} ${formatYuan(breakdown[part])}`).join('・')}
      </p>
      <p className={styles.parts}>
        入金合計 {formatYuan(totals.paid)}・返金済 {formatYuan(totals.refunded)}
        （処理中の返金は括弧内、残高に含めません）
      </p>
    </section>
  );
}
