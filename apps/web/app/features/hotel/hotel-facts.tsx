import type { Hotel } from '@hotel/shared/schemas/hotel';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { telHref } from '../../lib/tel-href.ts';
import { Panel } from '../../components/ui/panel.tsx';
import { FactList } from '../../components/ui/fact-list.tsx';
import styles from './hotel-facts.module.css';

/** The hotel's address card: address, zip code, phone, city, brand, check-in and check-out times (and opening date before it opens). */
export function HotelFacts({ hotel }: { hotel: Hotel }) {
  const t = useT();
  const f = useFormat();
  return (
    <Panel tone="white" en="Information" title={t('hotel.factsTitle')} titleId="hotel-facts-title">
      <FactList
        className={styles.list}
        facts={[
          [t('hotel.factAddress'), hotel.address],
          [t('hotel.factZipCode'), hotel.zipCode],
          [
            t('hotel.factTel'),
            <a href={telHref(hotel.tel)} className={styles.tel}>
              {hotel.tel}
            </a>,
          ],
          [t('hotel.factCity'), hotel.cityName],
          [t('hotel.factBrand'), hotel.brandName],
          ...(hotel.checkInTime ? ([[t('hotelTimes.checkIn'), hotel.checkInTime]] as const) : []),
          ...(hotel.checkOutTime ? ([[t('hotelTimes.checkOut'), hotel.checkOutTime]] as const) : []),
          ...(hotel.isPreOpenning && hotel.openingDate ? ([[t('hotel.factOpening'), t('hotel.openingPlanned', { date: f.date(hotel.openingDate) })]] as const) : []),
        ]}
      />
    </Panel>
  );
}
