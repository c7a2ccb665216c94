import type { BookableRate } from '@hotel/shared/schemas/booking';
import { ChargeBreakdown } from '../../components/ui/charge-breakdown.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './price-detail-modal.module.css';
import { PAYMENT_TYPE_WORDS } from '../../lib/payment-type-words.ts';

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
  const t = useT();
  const f = useFormat();
  const taxIncluded = t('ui.taxIncluded');
  return (
    <Modal open={open} onClose={onClose} title={t('rooms.priceDetail')} size="sm">
      <p className={styles.lead}>
        {roomName}
        <span className={styles.rate}>{rate.rateClassName}</span>
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('rooms.nightlyCaption', { taxIncluded })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rooms.stayDate')}</th>
            <th scope="col">{t('rooms.perRoom')}</th>
          </tr>
        </thead>
        <tbody>
          {rate.nightlyPrices.map((night) => (
            <tr key={night.date}>
              <th scope="row">{f.date(night.date)}</th>
              <td>{f.money(night.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              {t('rooms.stayTotal', { nights: rate.nights, rooms: rate.roomNum })}
            </th>
            <td className={rate.promotion ? undefined : styles.total}>{f.money(rate.totalPrice)}</td>
          </tr>
          {rate.promotion ? (
            <>
              <tr>
                <th scope="row">{rate.promotion.name}</th>
                <td>−{f.money(rate.promotion.amount)}</td>
              </tr>
              <tr>
                <th scope="row">{t('rooms.toPay')}</th>
                <td className={styles.total}>{f.money(rate.discountedPrice)}</td>
              </tr>
            </>
          ) : null}
        </tfoot>
      </table>
      <ChargeBreakdown charges={rate.charges} caption={t('rooms.toPayCaption', { taxIncluded })} />
      <p className={styles.note}>
        {rate.breakfast}
        {t('rooms.dot')}
        {t(PAYMENT_TYPE_WORDS[rate.paymentType])}
        <br />
        {rate.freeCancelRange}
      </p>
    </Modal>
  );
}
