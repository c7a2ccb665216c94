import { useId, type ReactNode } from 'react';
import type { ChangeStay, OrderChangeQuote } from '@hotel/shared/schemas/order-change';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import styles from './change-compare.module.css';

type Translate = ReturnType<typeof useT>;
type Format = ReturnType<typeof useFormat>;

/** 2026-12-14 → 12月14日 (14 Dec) */
const monthDay = (date: string, t: Translate) => t('orderChange.monthDay', { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) });

/** The rows of a stay the guest compares, label and text (the nightly prices drawn apart). */
function rows(t: Translate, f: Format): [string, (s: ChangeStay) => string][] {
  return [
    [t('orderChange.checkIn'), (s) => f.date(s.checkIn)],
    [t('orderChange.checkOut'), (s) => f.date(s.checkOut)],
    [t('orderChange.nightsRooms'), (s) => t('orderChange.nightsRoomsValue', { nights: s.nights, rooms: s.roomQty })],
    [t('orderChange.party'), (s) => (s.childrenNum ? t('orderChange.partyWithChildren', { adults: s.adultNum, children: s.childrenNum }) : t('orderChange.partyAdults', { adults: s.adultNum }))],
    [t('orderChange.roomType'), (s) => s.roomTypeName],
    [t('orderChange.ratePlan'), (s) => s.rateName],
  ];
}

/** A signed amount: +1,280元, −640元, 0元. */
function signedMoney(amount: number, money: Format['money']): string {
  return amount > 0 ? `+${money(amount)}` : amount < 0 ? `−${money(-amount)}` : money(0);
}

function NightlyPrices({ stay }: { stay: ChangeStay }) {
  const t = useT();
  const f = useFormat();
  return (
    <ul className={styles.nights}>
      {stay.nightlyPrices.map((n) => (
        <li key={n.date}>
          <span>{monthDay(n.date, t)}</span>
          <span className={styles.figure}>{f.money(n.price)}</span>
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
  const t = useT();
  const f = useFormat();
  const { before, after } = quote;
  const amounts: [string, (s: ChangeStay) => string][] = [
    [t('orderChange.stayPrice'), (s) => f.money(s.totalAmount)],
    [t('orderChange.discount'), (s) => (s.discountAmount > 0 ? `−${f.money(s.discountAmount)}` : t('orderChange.none'))],
  ];
  return (
    <div className={styles.compare}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('orderChange.compareCaption')}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('orderChange.before')}</th>
              <th scope="col" className={styles.afterHead}>
                {t('orderChange.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...rows(t, f), ...amounts].map(([label, text]) => {
              const changed = text(before) !== text(after);
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{text(before)}</td>
                  <td className={changed ? styles.changed : undefined}>
                    {text(after)}
                    {changed ? <span className="visually-hidden">{t('orderChange.changed')}</span> : null}
                  </td>
                </tr>
              );
            })}
            <tr>
              <th scope="row">{t('orderChange.nightly')}</th>
              <td>
                <NightlyPrices stay={before} />
              </td>
              <td>
                <NightlyPrices stay={after} />
              </td>
            </tr>
            <tr className={styles.totalRow}>
              <th scope="row">{t('orderChange.total')}</th>
              <td className={styles.figure}>{f.money(before.actualAmount)}</td>
              <td className={styles.figure}>{f.money(after.actualAmount)}</td>
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
  const t = useT();
  const f = useFormat();
  return (
    <div className={styles.money}>
      <dl className={styles.moneyList}>
        <div>
          <dt>{t('orderChange.newAmount')}</dt>
          <dd className={styles.figure}>{f.money(quote.newAmount)}</dd>
        </div>
        <div>
          <dt>{t('orderChange.difference')}</dt>
          <dd className={styles.figure}>{signedMoney(quote.difference, f.money)}</dd>
        </div>
        {quote.charge > 0 ? (
          <div>
            <dt>{t('orderChange.charge')}</dt>
            <dd className={styles.figure}>{f.money(quote.charge)}</dd>
          </div>
        ) : null}
        {quote.toPay > 0 ? (
          <div className={styles.due}>
            <dt>{t('orderChange.toPay')}</dt>
            <dd className={styles.figure}>{f.money(quote.toPay)}</dd>
          </div>
        ) : quote.refund > 0 ? (
          <div className={styles.due}>
            <dt>{t('orderChange.refund')}</dt>
            <dd className={styles.figure}>{f.money(quote.refund)}</dd>
          </div>
        ) : paidAtHotel ? (
          <div className={styles.due}>
            <dt>{t('orderChange.payAtHotel')}</dt>
            <dd className={styles.figure}>{f.money(quote.newAmount)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.rule}>
        <span className={styles.ruleLabel}>{t('orderChange.rule')}</span>
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
