import { Link } from 'react-router';
import type { AvailabilityResult, DeskRate } from '@hotel/shared/schemas/admin/desk-booking';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { buttonClass } from '../../components/admin/button.tsx';
import { formatCny } from '../../lib/money.ts';
import styles from './desk-booking.module.css';

interface AvailabilityTableProps {
  availability: AvailabilityResult;
  /** The link that chooses a room type and plan (step 2). */
  chooseHref: (roomTypeCode: string, rateCode: string) => string;
  chosen: { roomTypeCode: string; rateCode: string } | null;
}

/**
 * The stay's room types and plans as the guest search prices them: rooms left, the average per
 * night, the total (and the promotion the site shows), each with its 選択 link. One list per room
 * type, each plan a row that stacks on a phone: nothing scrolls sideways.
 */
export function AvailabilityTable({ availability, chooseHref, chosen }: AvailabilityTableProps) {
  const { nights, roomQty } = availability;
  return (
    <section className={styles.availability} aria-labelledby="desk-availability-title">
      <h2 id="desk-availability-title" className={styles.sectionTitle}>
        空室と料金（{nights}泊・{roomQty}室）
      </h2>
      <p className={styles.note}>料金はウェブの検索と同じです。プロモーション割引は会員のご予約と、利用上限のない割引にのみ適用されます。</p>
      {availability.roomTypes.map((room) => (
        <div key={room.code} className={styles.roomType}>
          <h3 className={styles.roomName}>
            {room.name} <span className={styles.roomCode}>{room.code}・定員{room.maxOccupancy}名</span>
          </h3>
          {room.rates.length === 0 ? (
            <p className={styles.soldOut}>{room.notice ?? '満室または販売停止のため、この日程ではご予約いただけません'}</p>
          ) : (
            <ul className={styles.rates}>
              {room.rates.map((rate) => {
                const selected = chosen?.roomTypeCode === room.code && chosen.rateCode === rate.code;
                return (
                  <li key={rate.code} className={styles.rate} data-selected={selected || undefined}>
                    <RateFacts rate={rate} />
                    <p className={styles.left}>
                      残り<strong>{rate.roomsLeft}</strong>室
                    </p>
                    <p className={styles.price}>
                      <span className={styles.total}>{formatCny(rate.actualAmount)}</span>
                      <span className={styles.perNight}>1泊平均 {formatCny(rate.averagePrice)}</span>
                      {rate.promotion ? (
                        <span className={styles.promotion}>
                          {rate.promotion.label}（定価 {formatCny(rate.totalAmount)}）
                        </span>
                      ) : null}
                    </p>
                    {selected ? (
                      <span className={styles.chosen}>選択中</span>
                    ) : (
                      <Link to={chooseHref(room.code, rate.code)} className={buttonClass('secondary', 'sm', styles.choose)} aria-label={`${room.name}・${rate.name}を選択`}>
                        選択
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

function RateFacts({ rate }: { rate: DeskRate }) {
  return (
    <div className={styles.rateMain}>
      <p className={styles.rateName}>{rate.name}</p>
      <p className={styles.badges}>
        <StatusBadge tone={rate.payment === 'prepaid' ? 'warning' : 'info'}>{rate.payment === 'prepaid' ? '事前決済' : '現地払い'}</StatusBadge>
        <StatusBadge tone={rate.isFreeCancel ? 'success' : 'danger'}>{rate.isFreeCancel ? '無料キャンセル可' : '返金不可'}</StatusBadge>
        {rate.memberOnly ? <StatusBadge tone="neutral">会員限定</StatusBadge> : null}
        <span className={styles.breakfast}>{rate.breakfast}</span>
      </p>
    </div>
  );
}
