import { Link } from 'react-router';
import type { CityHotelResult } from '@hotel/shared/schemas/city-search';
import rateTerms from '../../components/ui/rate-terms.module.css';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import styles from './city-hotel-card.module.css';
import { PAYMENT_TYPE_WORDS } from '../../lib/payment-type-words.ts';

interface CityHotelCardProps {
  hotel: CityHotelResult;
  /** The hotel's rooms page with the same stay (the route writes it: one way of writing a search into a URL). */
  roomsHref: string;
}

/**
 * One hotel of the city search (decision 0038): its lowest rate for the stay with the rooms page's
 * wording (breakfast, payment, cancellation), or 満室, or not yet open. Links work without JavaScript.
 */
export function CityHotelCard({ hotel, roomsHref }: CityHotelCardProps) {
  const t = useT();
  const f = useFormat();
  const rate = hotel.lowestRate;
  const titleId = `city-hotel-${hotel.hotelCode}`;
  const href = hotel.status === 'preOpening' ? `/${hotel.hotelCode}/home` : roomsHref;
  return (
    <article className={`${styles.card} ${hotel.status !== 'available' ? styles.unavailable : ''}`} aria-labelledby={titleId}>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {/* Below the banner and the search box on every screen: lazy, sized to its box. */}
        <ResponsiveImage src={hotel.image} alt="" width={640} height={420} sizes="(max-width: 767px) 100vw, 320px" />
        {hotel.status === 'soldOut' ? <span className={styles.soldOutBadge}>{t('citySearch.soldOut')}</span> : null}
        {hotel.status === 'preOpening' ? <span className={styles.soonBadge}>{t('citySearch.preOpening')}</span> : null}
      </Link>
      <div className={styles.body}>
        {hotel.brandName ? <p className={styles.brand}>{hotel.brandName}</p> : null}
        <h3 id={titleId} className={styles.name}>
          <Link to={href}>{hotel.hotelName}</Link>
        </h3>
        <p className={styles.nameEn}>{hotel.nameEn}</p>
        <p className={styles.address}>{hotel.address}</p>
        {rate ? (
          <div className={styles.rate}>
            <p className={rateTerms.name}>
              {rate.memberOnly ? <span className={rateTerms.member}>{t('citySearch.memberOnly')}</span> : null}
              {rate.rateName}
            </p>
            <p className={styles.roomType}>{t('citySearch.roomType', { room: rate.roomTypeName })}</p>
            <ul className={rateTerms.tags} aria-label={t('citySearch.rateTerms')}>
              <li>{rate.breakfast}</li>
              <li className={rate.paymentType === 'prepaid' ? rateTerms.prepaid : undefined}>{t(PAYMENT_TYPE_WORDS[rate.paymentType])}</li>
              <li>{rate.isFreeCancel ? t('citySearch.freeCancel') : t('citySearch.noCancel')}</li>
            </ul>
            <p className={rateTerms.terms}>{rate.freeCancelRange}</p>
          </div>
        ) : hotel.status === 'soldOut' ? (
          <p className={styles.status}>{t('citySearch.noRooms')}</p>
        ) : (
          <p className={styles.status}>{hotel.openingDate ? t('citySearch.opensOn', { date: f.date(hotel.openingDate) }) : t('citySearch.opensSoon')}</p>
        )}
      </div>
      <div className={styles.buy}>
        {rate ? (
          <>
            <p className={styles.from}>{t('citySearch.lowest')}</p>
            <p className={styles.total}>
              <span className={styles.totalLabel}>{t('citySearch.total')}</span>
              {rate.promotion ? (
                <>
                  <s className={styles.listPrice}>
                    <span className="visually-hidden">{t('citySearch.listPrice')}</span>
                    {f.money(rate.totalPrice)}
                  </s>{' '}
                  <span className="visually-hidden">{t('citySearch.discounted')}</span>
                </>
              ) : null}
              {f.money(rate.discountedPrice)}
            </p>
            {rate.promotion ? (
              <p className={styles.promotion}>
                {t('citySearch.promotion', { name: rate.promotion.name, label: rate.promotion.label })}
              </p>
            ) : null}
            <p className={styles.perNight}>
              <span>
                {t('citySearch.totalFor', { nights: rate.nights, rooms: rate.roomNum })}
              </span>
              <span>{t('citySearch.perRoomNight', { price: f.money(Math.round(rate.discountedPrice / Math.max(1, rate.nights * rate.roomNum))) })}</span>
            </p>
            <Link to={roomsHref} className={`btn btn--gold ${styles.cta}`}>
              {t('citySearch.chooseRoom')}
              <span className="visually-hidden">{t('citySearch.linkTarget', { name: hotel.hotelName })}</span>
            </Link>
          </>
        ) : hotel.status === 'soldOut' ? (
          <>
            <p className={styles.soldOut}>{t('citySearch.soldOut')}</p>
            <Link to={roomsHref} className={`btn btn--ghost ${styles.cta}`}>
              {t('citySearch.viewRooms')}
              <span className="visually-hidden">{t('citySearch.linkTarget', { name: hotel.hotelName })}</span>
            </Link>
          </>
        ) : (
          <Link to={href} className={`btn btn--ghost ${styles.cta}`}>
            {t('citySearch.viewHotel')}
            <span className="visually-hidden">{t('citySearch.linkTarget', { name: hotel.hotelName })}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
