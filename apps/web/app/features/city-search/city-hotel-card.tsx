import { Link } from 'react-router';
import type { CityHotelResult } from '@hotel/shared/schemas/city-search';
import rateTerms from '../../components/ui/rate-terms.module.css';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import styles from './city-hotel-card.module.css';

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
  const rate = hotel.lowestRate;
  const titleId = `city-hotel-${hotel.hotelCode}`;
  const href = hotel.status === 'preOpening' ? `/${hotel.hotelCode}/home` : roomsHref;
  return (
    <article className={`${styles.card} ${hotel.status !== 'available' ? styles.unavailable : ''}`} aria-labelledby={titleId}>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {/* Below the banner and the search box on every screen: lazy, sized to its box. */}
        <ResponsiveImage src={hotel.image} alt="" width={640} height={420} sizes="(max-width: 767px) 100vw, 320px" />
        {hotel.status === 'soldOut' ? <span className={styles.soldOutBadge}>満室</span> : null}
        {hotel.status === 'preOpening' ? <span className={styles.soonBadge}>開業準備中</span> : null}
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
              {rate.memberOnly ? <span className={rateTerms.member}>会員限定</span> : null}
              {rate.rateName}
            </p>
            <p className={styles.roomType}>客室：{rate.roomTypeName}</p>
            <ul className={rateTerms.tags} aria-label="プランの条件">
              <li>{rate.breakfast}</li>
              <li className={rate.paymentType === 'prepaid' ? rateTerms.prepaid : undefined}>{rate.payment}</li>
              <li>{rate.isFreeCancel ? '無料キャンセル可' : 'キャンセル不可'}</li>
            </ul>
            <p className={rateTerms.terms}>{rate.freeCancelRange}</p>
          </div>
        ) : hotel.status === 'soldOut' ? (
          <p className={styles.status}>ご指定の日程・人数でご予約いただける客室はございません。</p>
        ) : (
          <p className={styles.status}>{hotel.openingDate ? `${formatJaDate(hotel.openingDate)}開業予定です。` : '開業準備中です。'}</p>
        )}
      </div>
      <div className={styles.buy}>
        {rate ? (
          <>
            <p className={styles.from}>この日程の最安値</p>
            <p className={styles.total}>
              <span className={styles.totalLabel}>合計</span>
              {rate.promotion ? (
                <>
                  <s className={styles.listPrice}>
                    <span className="visually-hidden">通常</span>
                    {formatCny(rate.totalPrice)}
                  </s>{' '}
                  <span className="visually-hidden">割引後</span>
                </>
              ) : null}
              {formatCny(rate.discountedPrice)}
            </p>
            {rate.promotion ? (
              <p className={styles.promotion}>
                {rate.promotion.name}（{rate.promotion.label}）
              </p>
            ) : null}
            <p className={styles.perNight}>
              <span>
                {rate.nights}泊・{rate.roomNum}室の合計（税・サービス料込）
              </span>
              <span>1室1泊あたり {formatCny(Math.round(rate.discountedPrice / Math.max(1, rate.nights * rate.roomNum)))}</span>
            </p>
            <Link to={roomsHref} className={`btn btn--gold ${styles.cta}`}>
              客室を選ぶ<span className="visually-hidden">：{hotel.hotelName}</span>
            </Link>
          </>
        ) : hotel.status === 'soldOut' ? (
          <>
            <p className={styles.soldOut}>満室</p>
            <Link to={roomsHref} className={`btn btn--ghost ${styles.cta}`}>
              客室を見る<span className="visually-hidden">：{hotel.hotelName}</span>
            </Link>
          </>
        ) : (
          <Link to={href} className={`btn btn--ghost ${styles.cta}`}>
            ホテルを見る<span className="visually-hidden">：{hotel.hotelName}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
