import { useEffect, useState } from 'react';
import type { City, CityHotels } from '@hotel/shared/schemas/hotel';
import { Modal } from '../../components/ui/modal.tsx';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './search-dialogs.module.css';

export interface Destination {
  cityCode: string;
  cityName: string;
  /** '' for the whole city: the search lists every hotel of it (decision 0038). */
  hotelCode: string;
  hotelName: string;
  hotelTel: string;
}

interface DestinationDialogProps {
  open: boolean;
  /** Hotels by city (getCityHotel). */
  cities: CityHotels[];
  cityCode: string;
  onClose: () => void;
  onPick: (destination: Destination) => void;
}

/** Popular destinations (getGroupCities), then the chosen city as a whole or one of its hotels. */
export function DestinationDialog({ open, cities, cityCode, onClose, onPick }: DestinationDialogProps) {
  const t = useT();
  const [popular, setPopular] = useState<City[] | null>(null);
  const [city, setCity] = useState(cityCode);

  useEffect(() => {
    if (open) setCity(cityCode || cities.find((c) => c.cityHotels.length > 0)?.ctCode || '');
  }, [open, cityCode, cities]);

  useEffect(() => {
    if (!open || popular) return;
    api('getGroupCities', {})
      .then(({ envelope }) => setPopular(envelope.success && envelope.data ? envelope.data.groups.flatMap((g) => g.citys) : []))
      .catch((error) => {
        if (!(error instanceof RequestCancelled)) setPopular([]);
      });
  }, [open, popular]);

  // Popular cities first (in the group's order), then any city with hotels the list lacks.
  const known = new Set((popular ?? []).map((c) => c.ctCode));
  const cityList = [
    ...(popular ?? []).map((c) => ({ ctCode: c.ctCode, name: c.cnName })),
    ...cities.filter((c) => !known.has(c.ctCode)).map((c) => ({ ctCode: c.ctCode, name: c.cityName })),
  ];
  const current = cities.find((c) => c.ctCode === city);

  return (
    <Modal open={open} onClose={onClose} title={t('search.destinationDialogTitle')} size="md">
      <div className={styles.destination}>
        <section aria-labelledby="popular-cities-title">
          <h3 id="popular-cities-title" className={styles.groupTitle}>
            {t('search.popular')}
          </h3>
          <ul className={styles.cityList}>
            {cityList.map((c) => (
              <li key={c.ctCode}>
                <button type="button" className={styles.cityButton} aria-pressed={c.ctCode === city} onClick={() => setCity(c.ctCode)}>
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="city-hotels-title">
          <h3 id="city-hotels-title" className={styles.groupTitle}>
            {current ? t('search.cityHotels', { city: current.cityName }) : t('search.hotels')}
          </h3>
          {current && current.cityHotels.length > 0 ? (
            <ul className={styles.hotelList}>
              <li>
                <button
                  type="button"
                  className={`${styles.hotelButton} ${styles.wholeCity}`}
                  onClick={() => onPick({ cityCode: current.ctCode, cityName: current.cityName, hotelCode: '', hotelName: '', hotelTel: '' })}
                >
                  {t('search.wholeCity', { city: current.cityName })}
                  <small>{t('search.compare')}</small>
                </button>
              </li>
              {current.cityHotels.map((h) => (
                <li key={h.hotelCode}>
                  {h.isPreOpenning ? (
                    <span className={`${styles.hotelButton} ${styles.hotelSoon}`}>
                      {h.hotelName} <small>(open up)</small>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={styles.hotelButton}
                      onClick={() => onPick({ cityCode: current.ctCode, cityName: current.cityName, hotelCode: h.hotelCode, hotelName: h.hotelName, hotelTel: h.tel })}
                    >
                      {h.hotelName}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t('search.noHotels')}</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
