import { useState, type ReactNode } from 'react';
import { CURRENCY } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import type { BookableRate } from '@hotel/shared/schemas/booking';
import rateTerms from '../../components/ui/rate-terms.module.css';
import { formatCny } from '../../lib/money.ts';
import { PriceDetailModal } from './price-detail-modal.tsx';
import styles from './rate-list.module.css';

interface RateListProps {
  rates: BookableRate[];
  /** Names the list for screen readers, e.g. the room type. */
  label: string;
  /** The rate being booked (`rtCode/rateCode`), to show progress on its button. */
  pendingRate: string | null;
  onBook: (rate: BookableRate) => void;
  /** Why the room type has no rate for this search (the party does not fit it), shown instead of 'データなし'. */
  notice?: string | null | undefined;
  /** Shown beside an empty list: what the guest can do next. */
  emptyNext?: ReactNode;
}

/** A room type's rate rows for the searched stay, or why there are none (the party, else the spec's 'データなし'). */
export function RateList({ rates, label, pendingRate, onBook, notice, emptyNext }: RateListProps) {
  const [detail, setDetail] = useState<BookableRate | null>(null);
  return (
    <div className={styles.rates}>
      <div className={styles.head} aria-hidden="true">
        <span>料金プラン</span>
        <span>1室1泊あたり（{CURRENCY}）</span>
      </div>
      {rates.length === 0 ? (
        <div className={styles.emptyBox}>
          <p className={styles.empty} role="status">
            {notice || MESSAGES.noRates}
          </p>
          {emptyNext}
        </div>
      ) : (
        <ul className={styles.list} aria-label={`${label}の料金プラン`}>
          {rates.map((rate) => {
            const busy = pendingRate === `${rate.rtCode}/${rate.rateCode}`;
            return (
              <li key={rate.rateCode} className={styles.row}>
                <div className={styles.info}>
                  <p className={rateTerms.name}>
                    {rate.memberOnly ? <span className={rateTerms.member}>会員限定</span> : null}
                    {rate.rateClassName}
                  </p>
                  <ul className={rateTerms.tags} aria-label="プランの条件">
                    <li>{rate.breakfast}</li>
                    <li className={rate.paymentType === 'prepaid' ? rateTerms.prepaid : undefined}>{rate.payment}</li>
                    <li>{rate.isFreeCancel ? '無料キャンセル可' : 'キャンセル不可'}</li>
                  </ul>
                  <p className={rateTerms.terms}>{rate.freeCancelRange}</p>
                </div>
                <div className={styles.buy}>
                  {rate.promotion ? (
                    <p className={styles.promo}>
                      <span className={styles.promoLabel}>{rate.promotion.label}</span>
                      {rate.promotion.name}
                    </p>
                  ) : null}
                  <p className={styles.price}>
                    {rate.promotion ? (
                      <>
                        <s className={styles.before}>
                          <span className="visually-hidden">通常</span>
                          {formatCny(rate.price)}
                        </s>{' '}
                        <span className="visually-hidden">割引後</span>
                        {formatCny(nightlyAfter(rate))}
                      </>
                    ) : (
                      formatCny(rate.price)
                    )}
                    <span className={styles.per}>/泊</span>
                  </p>
                  <p className={styles.total} data-rate={`${rate.rtCode}/${rate.rateCode}`}>
                    合計{' '}
                    {rate.promotion ? (
                      <>
                        <s>
                          <span className="visually-hidden">通常</span>
                          {formatCny(rate.totalPrice)}
                        </s>{' '}
                        <strong className={styles.after}>
                          <span className="visually-hidden">割引後</span>
                          {formatCny(rate.discountedPrice)}
                        </strong>
                      </>
                    ) : (
                      <strong className={styles.sum}>{formatCny(rate.totalPrice)}</strong>
                    )}
                    <span>
                      （{rate.nights}泊・{rate.roomNum}室・{TOTAL_INCLUDES}）
                    </span>
                  </p>
                  <div className={styles.buttons}>
                    <button type="button" className={styles.detail} onClick={() => setDetail(rate)} aria-haspopup="dialog">
                      料金の詳細
                      <span className="visually-hidden">：{rate.rateClassName}</span>
                    </button>
                    <button type="button" className={`btn ${styles.book}`} onClick={() => onBook(rate)} disabled={pendingRate !== null} aria-busy={busy}>
                      {busy ? '確認中…' : '予約する'}
                      <span className="visually-hidden">：{rate.rateClassName}</span>
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {detail ? <PriceDetailModal rate={detail} roomName={label} open onClose={() => setDetail(null)} /> : null}
    </div>
  );
}

/** What a stay's total covers, worded as the booking summary words what the guest pays. */
const TOTAL_INCLUDES = '税・サービス料込';

/** A promoted rate's price per room and night after the promotion, as the guest compares it with the usual one. */
function nightlyAfter(rate: BookableRate): number {
  return Math.round(rate.discountedPrice / Math.max(1, rate.nights * rate.roomNum));
}
