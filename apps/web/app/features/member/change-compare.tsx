import { useId, type ReactNode } from 'react';
import type { ChangeStay, OrderChangeQuote } from '@hotel/shared/schemas/order-change';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import styles from './change-compare.module.css';

/** 2026-12-14 → 12月14日 */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

const party = (s: Pick<ChangeStay, 'adultNum' | 'childrenNum'>) => `大人${s.adultNum}名${s.childrenNum ? `・子供${s.childrenNum}名` : ''}`;

/** The rows of a stay the guest compares, label and text (the nightly prices drawn apart). */
const ROWS: [string, (s: ChangeStay) => string][] = [
  ['チェックイン', (s) => formatJaDate(s.checkIn)],
  ['チェックアウト', (s) => formatJaDate(s.checkOut)],
  ['泊数・室数', (s) => `${s.nights}泊・${s.roomQty}室`],
  ['ご利用人数', party],
  ['客室タイプ', (s) => s.roomTypeName],
  ['料金プラン', (s) => s.rateName],
];

/** A signed amount: +1,280元, −640元, 0元. */
function signedCny(amount: number): string {
  return amount > 0 ? `+${formatCny(amount)}` : amount < 0 ? `−${formatCny(-amount)}` : formatCny(0);
}

function NightlyPrices({ stay }: { stay: ChangeStay }) {
  return (
    <ul className={styles.nights}>
      {stay.nightlyPrices.map((n) => (
        <li key={n.date}>
          <span>{monthDay(n.date)}</span>
          <span className={styles.figure}>{formatCny(n.price)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 変更前 and 変更後 side by side (decision 0059): the stay, each night's price per room, the stay's
 * price, its discounts and total, with what changed marked. Below: what the change does to the money,
 * as the server decided it, the rule it applied and any discount the new stay loses.
 */
function ChangeCompare({ quote, paidAtHotel }: { quote: OrderChangeQuote; paidAtHotel: boolean }) {
  const { before, after } = quote;
  const amounts: [string, (s: ChangeStay) => string][] = [
    ['宿泊料金', (s) => formatCny(s.totalAmount)],
    ['割引', (s) => (s.discountAmount > 0 ? `−${formatCny(s.discountAmount)}` : 'なし')],
  ];
  return (
    <div className={styles.compare}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">変更前と変更後のご予約内容</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">変更前</th>
              <th scope="col" className={styles.afterHead}>
                変更後
              </th>
            </tr>
          </thead>
          <tbody>
            {[...ROWS, ...amounts].map(([label, text]) => {
              const changed = text(before) !== text(after);
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{text(before)}</td>
                  <td className={changed ? styles.changed : undefined}>
                    {text(after)}
                    {changed ? <span className="visually-hidden">（変更）</span> : null}
                  </td>
                </tr>
              );
            })}
            <tr>
              <th scope="row">1泊ごとの料金（1室）</th>
              <td>
                <NightlyPrices stay={before} />
              </td>
              <td>
                <NightlyPrices stay={after} />
              </td>
            </tr>
            <tr className={styles.totalRow}>
              <th scope="row">合計</th>
              <td className={styles.figure}>{formatCny(before.actualAmount)}</td>
              <td className={styles.figure}>{formatCny(after.actualAmount)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <ChangeMoney quote={quote} paidAtHotel={paidAtHotel} />
    </div>
  );
}

/** The new total, the difference, then the one line that matters to the guest: to pay now, given back, or settled at the hotel. */
function ChangeMoney({ quote, paidAtHotel }: { quote: OrderChangeQuote; paidAtHotel: boolean }) {
  return (
    <div className={styles.money}>
      <dl className={styles.moneyList}>
        <div>
          <dt>変更後のご予約金額</dt>
          <dd className={styles.figure}>{formatCny(quote.newAmount)}</dd>
        </div>
        <div>
          <dt>差額</dt>
          <dd className={styles.figure}>{signedCny(quote.difference)}</dd>
        </div>
        {quote.charge > 0 ? (
          <div>
            <dt>キャンセル規定による差し引き</dt>
            <dd className={styles.figure}>{formatCny(quote.charge)}</dd>
          </div>
        ) : null}
        {quote.toPay > 0 ? (
          <div className={styles.due}>
            <dt>今回お支払いいただく金額</dt>
            <dd className={styles.figure}>{formatCny(quote.toPay)}</dd>
          </div>
        ) : quote.refund > 0 ? (
          <div className={styles.due}>
            <dt>ご返金額（お支払い方法へ返金）</dt>
            <dd className={styles.figure}>{formatCny(quote.refund)}</dd>
          </div>
        ) : paidAtHotel ? (
          <div className={styles.due}>
            <dt>ご滞在時にホテルでお支払い</dt>
            <dd className={styles.figure}>{formatCny(quote.newAmount)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.rule}>
        <span className={styles.ruleLabel}>適用される規定</span>
        {quote.rule}
      </p>
      {quote.discountNote ? (
        <p className={styles.discountNote} role="note">
          {quote.discountNote}
        </p>
      ) : null}
    </div>
  );
}

/** The comparison in a titled card, with what follows it (the confirmation, the payment's lead). */
export function ChangeCompareCard({ title, quote, paidAtHotel, children }: { title: string; quote: OrderChangeQuote; paidAtHotel: boolean; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <ChangeCompare quote={quote} paidAtHotel={paidAtHotel} />
      {children}
    </section>
  );
}
