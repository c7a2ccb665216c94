import type { BookableRate } from '@hotel/shared/schemas/booking';
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

/** ChildRooms: the nightly prices of one rate and the stay's total. */
export function PriceDetailModal({ rate, roomName, open, onClose }: PriceDetailModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="料金の詳細" size="sm">
      <p className={styles.lead}>
        {roomName}
        <span className={styles.rate}>{rate.rateClassName}</span>
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">1泊ごとの料金（1室あたり）</caption>
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
            <td className={styles.total}>{formatCny(rate.totalPrice)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>
        {rate.breakfast} ・ {rate.payment}
        <br />
        {rate.freeCancelRange}
      </p>
    </Modal>
  );
}
