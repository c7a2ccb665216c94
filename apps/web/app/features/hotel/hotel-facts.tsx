import type { Hotel } from '@hotel/shared/schemas/hotel';
import { formatJaDate } from '../../lib/dates.ts';
import { telHref } from '../../lib/tel-href.ts';
import { Panel } from '../../components/ui/panel.tsx';
import styles from './hotel-facts.module.css';

/** The hotel's address card: address, zip code, phone, city, brand (and opening date before it opens). */
export function HotelFacts({ hotel }: { hotel: Hotel }) {
  return (
    <Panel tone="white" en="Information" title="ホテル情報" titleId="hotel-facts-title">
      <dl className={styles.list}>
        <div>
          <dt>所在地</dt>
          <dd>{hotel.address}</dd>
        </div>
        <div>
          <dt>郵便番号</dt>
          <dd>{hotel.zipCode}</dd>
        </div>
        <div>
          <dt>電話番号</dt>
          <dd>
            <a href={telHref(hotel.tel)} className={styles.tel}>
              {hotel.tel}
            </a>
          </dd>
        </div>
        <div>
          <dt>都市</dt>
          <dd>{hotel.cityName}</dd>
        </div>
        <div>
          <dt>ブランド</dt>
          <dd>{hotel.brandName}</dd>
        </div>
        {hotel.isPreOpenning && hotel.openingDate ? (
          <div>
            <dt>開業</dt>
            <dd>{formatJaDate(hotel.openingDate)}（予定）</dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}
