import { useState, type ReactNode } from 'react';
import { CURRENCY } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import type { BookableRate } from '@hotel/shared/schemas/booking';
import rateTerms from '../../components/ui/rate-terms.module.css';
import { useFormat } from '../../lib/i18n/format.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { PriceDetailModal } from './price-detail-modal.tsx';
import styles from './rate-list.module.css';
import { PAYMENT_TYPE_WORDS } from '../../lib/payment-type-words.ts';

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
  const t = useT();
  const f = useFormat();
  return (
    <div className={styles.rates}>
      <div className={styles.head} aria-hidden="true">
        <span>{t('rooms.ratePlan')}</span>
        <span>{t('rooms.perRoomNight', { currency: CURRENCY })}</span>
      </div>
      {rates.length === 0 ? (
        <div className={styles.emptyBox}>
          <p className={styles.empty} role="status">
            {notice || MESSAGES.noRates}
          </p>
          {emptyNext}
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('rooms.ratePlansOf', { room: label })}>
          {rates.map((rate) => {
            const busy = pendingRate === `${rate.rtCode}/${rate.rateCode}`;
            return (
              <li key={rate.rateCode} className={styles.row}>
                <div className={styles.info}>
                  <p className={rateTerms.name}>
                    {rate.memberOnly ? <span className={rateTerms.member}>{t('rooms.memberOnly')}</span> : null}
                    {rate.rateClassName}
                  </p>
                  <ul className={rateTerms.tags} aria-label={t('rooms.conditions')}>
                    <li>{rate.breakfast}</li>
                    <li className={rate.paymentType === 'prepaid' ? rateTerms.prepaid : undefined}>{t(PAYMENT_TYPE_WORDS[rate.paymentType])}</li>
                    <li>{rate.isFreeCancel ? t('rooms.freeCancel') : t('rooms.noCancel')}</li>
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
                          <span className="visually-hidden">{t('rooms.usual')}</span>
                          {f.money(rate.price)}
                        </s>{' '}
                        <span className="visually-hidden">{t('rooms.discounted')}</span>
                        {f.money(nightlyAfter(rate))}
                      </>
                    ) : (
                      f.money(rate.price)
                    )}
                    <span className={styles.per}>{t('rooms.perNight')}</span>
                  </p>
                  <p className={styles.total} data-rate={`${rate.rtCode}/${rate.rateCode}`}>
                    {t('rooms.total')}{' '}
                    {rate.promotion ? (
                      <>
                        <s>
                          <span className="visually-hidden">{t('rooms.usual')}</span>
                          {f.money(rate.totalPrice)}
                        </s>{' '}
                        <strong className={styles.after}>
                          <span className="visually-hidden">{t('rooms.discounted')}</span>
                          {f.money(rate.discountedPrice)}
                        </strong>
                      </>
                    ) : (
                      <strong className={styles.sum}>{f.money(rate.totalPrice)}</strong>
                    )}
                    <span>{t('rooms.totalTerms', { nights: rate.nights, rooms: rate.roomNum, taxIncluded: t('ui.taxIncluded') })}</span>
                  </p>
                  <div className={styles.buttons}>
                    <button type="button" className={styles.detail} onClick={() => setDetail(rate)} aria-haspopup="dialog">
                      {t('rooms.priceDetail')}
                      <span className="visually-hidden">：{rate.rateClassName}</span>
                    </button>
                    <button type="button" className={`btn ${styles.book}`} onClick={() => onBook(rate)} disabled={pendingRate !== null} aria-busy={busy}>
                      {busy ? t('rooms.checking') : t('rooms.book')}
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

/** A promoted rate's price per room and night after the promotion, as the guest compares it with the usual one. */
function nightlyAfter(rate: BookableRate): number {
  return Math.round(rate.discountedPrice / Math.max(1, rate.nights * rate.roomNum));
}
