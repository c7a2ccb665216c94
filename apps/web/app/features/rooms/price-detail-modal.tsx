import type { BookableRate } from '@hotel/shared/schemas/booking';
import { TAX_INCLUDED_LABEL } from '@hotel/shared/taxes';
import { ChargeBreakdown } from '../../components/ui/charge-breakdown.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import styles from './price-detail-modal.module.css';

interface PriceDetailModalProps {
  rate: BookableRate;
  roomName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * ChildRooms: the nightly prices of one rate, the stay's total, the promotion off it and what the
 * guest pays, with its parts (decision 0068: every amount includes service and VAT; the nights add
 * up to the total).
 */
export function PriceDetailModal({ rate, roomName, open, onClose }: PriceDetailModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="料金の詳細" size="sm">
      <p className={styles.lead}>
        {roomName}
        <span className={styles.rate}>{rate.rateClassName}</span>
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">1泊ごとの料金（1室あたり・{TAX_INCLUDED_LABEL}）</caption>
        <thead>
          <tr>
            <th scope="col">宿泊日</th>
            <th scope="col">1室あたり</th>
          </tr>
        </thead>
        <tbody>
          {rate.nightlyPrices.map((night) => (
            <tr key={night.date}>
              <th scope="row">{formatJaDate(night.date)}</th>
              <td>{formatCny(night.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              合計（{rate.nights}泊・{rate.roomNum}室）
            </th>
            <td className={rate.promotion ? undefined : styles.total}>{formatCny(rate.totalPrice)}</td>
          </tr>
          {rate.promotion ? (
            <>
              <tr>
                <th scope="row">{rate.promotion.name}</th>
                <td>−{formatCny(rate.promotion.amount)}</td>
              </tr>
              <tr>
                <th scope="row">お支払い金額</th>
                <td className={styles.total}>{formatCny(rate.discountedPrice)}</td>
              </tr>
            </>
          ) : null}
        </tfoot>
      </table>
      <ChargeBreakdown charges={rate.charges} caption={`お支払い金額の内訳（${TAX_INCLUDED_LABEL}）`} />
      <p className={styles.note}>
        {rate.breakfast} ・ {rate.payment}
        <br />
        {rate.freeCancelRange}
      </p>
    </Modal>
  );
}
