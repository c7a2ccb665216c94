import type { Hotel } from '@hotel/shared/schemas/hotel';
import { formatJaDate } from '../../lib/dates.ts';
import { telHref } from '../../lib/tel-href.ts';
import { Panel } from '../../components/ui/panel.tsx';
import { FactList } from '../../components/ui/fact-list.tsx';
import styles from './hotel-facts.module.css';

/** The hotel's address card: address, zip code, phone, city, brand, check-in and check-out times (and opening date before it opens). */
export function HotelFacts({ hotel }: { hotel: Hotel }) {
  return (
    <Panel tone="white" en="Information" title="ホテル情報" titleId="hotel-facts-title">
      <FactList
        className={styles.list}
        facts={[
          ['所在地', hotel.address],
          ['郵便番号', hotel.zipCode],
          [
            '電話番号',
            <a href={telHref(hotel.tel)} className={styles.tel}>
              {hotel.tel}
            </a>,
          ],
          ['都市', hotel.cityName],
          ['ブランド', hotel.brandName],
          ...(hotel.checkInTime ? ([['チェックイン', hotel.checkInTime]] as const) : []),
          ...(hotel.checkOutTime ? ([['チェックアウト', hotel.checkOutTime]] as const) : []),
          ...(hotel.isPreOpenning && hotel.openingDate ? ([['開業', `${formatJaDate(hotel.openingDate)}（予定）`]] as const) : []),
        ]}
      />
    </Panel>
  );
}
