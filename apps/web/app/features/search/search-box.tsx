import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DISCOUNT_TYPES } from '@hotel/shared/constants';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { CityHotels } from '@hotel/shared/schemas/hotel';
import styles from './search-box.module.css';

interface SearchBoxProps {
  /** Destinations grouped by city. Omit with `hotelCode` for the column variant (no city input). */
  cities?: CityHotels[];
  /** A fixed hotel (hotel sub-site): the city/hotel input is not shown. */
  hotelCode?: string;
  variant?: 'bar' | 'column';
}

/**
 * Room search: destination, stay dates, party and an optional discount. It takes the guest to
 * the hotel's rooms page with the search in the query string.
 */
export function SearchBox({ cities = [], hotelCode, variant = 'bar' }: SearchBoxProps) {
  const navigate = useNavigate();
  const today = hotelToday();
  // A search already made (the rooms page URL) fills the form; otherwise today–tomorrow.
  const [params] = useSearchParams();
  const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
  const initialIn = isDate(params.get('checkIn')) && params.get('checkIn')! >= today ? params.get('checkIn')! : today;
  const initialOut = isDate(params.get('checkOut')) && params.get('checkOut')! > initialIn ? params.get('checkOut')! : addDays(initialIn, 1);
  const initialCount = (key: string, min: number, max: number, fallback: number) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n >= min && n <= max ? String(n) : String(fallback);
  };
  const [checkIn, setCheckIn] = useState(initialIn);
  const [checkOut, setCheckOut] = useState(initialOut);
  const [hotel, setHotel] = useState(hotelCode ?? '');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = hotelCode ?? String(form.get('hotel') ?? '');
    if (!target) {
      setError('目的地を選択してください');
      return;
    }
    setError(null);
    const query = new URLSearchParams();
    for (const key of ['checkIn', 'checkOut', 'rooms', 'adults', 'children', 'discountType', 'discountCode']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) query.set(key, value);
    }
    navigate(`/${target}/rooms?${query}`);
  }

  return (
    <form className={`${styles.box} ${styles[variant]} ${hotelCode ? styles.fixedHotel : ''}`} onSubmit={onSubmit} action="/hotels" aria-label="空室検索">
      {hotelCode ? null : (
        <label className={`${styles.field} ${styles.destination}`}>
          <span className={styles.label}>目的地・ホテル</span>
          <select name="hotel" value={hotel} onChange={(e) => setHotel(e.target.value)} required>
            <option value="">都市・ホテルを選択</option>
            {cities.map((city) => (
              <optgroup key={city.ctCode} label={city.cityName}>
                {city.cityHotels
                  .filter((h) => !h.isPreOpenning)
                  .map((h) => (
                    <option key={h.hotelCode} value={h.hotelCode}>
                      {h.hotelName}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
      )}
      <label className={styles.field}>
        <span className={styles.label}>チェックイン</span>
        <input
          type="date"
          name="checkIn"
          value={checkIn}
          min={today}
          onChange={(e) => {
            setCheckIn(e.target.value);
            if (e.target.value >= checkOut) setCheckOut(addDays(e.target.value, 1));
          }}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>チェックアウト</span>
        <input type="date" name="checkOut" value={checkOut} min={addDays(checkIn, 1)} onChange={(e) => setCheckOut(e.target.value)} />
      </label>
      <fieldset className={`${styles.field} ${styles.party}`}>
        <legend className="visually-hidden">客室・人数（1室3名まで）</legend>
        <label className={styles.partyItem}>
          <span className={styles.label}>客室</span>
          <select name="rooms" defaultValue={initialCount('rooms', 1, 5, 1)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}室
              </option>
            ))}
          </select>
        </label>
        <label className={styles.partyItem}>
          <span className={styles.label}>大人</span>
          <select name="adults" defaultValue={initialCount('adults', 1, 3, 1)}>
            {[1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {n}名
              </option>
            ))}
          </select>
        </label>
        <label className={styles.partyItem}>
          <span className={styles.label}>子ども</span>
          <select name="children" defaultValue={initialCount('children', 0, 2, 0)}>
            {[0, 1, 2].map((n) => (
              <option key={n} value={n}>
                {n}名
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <details className={styles.discount}>
        <summary>割引コード</summary>
        <div className={styles.discountBody}>
          <select name="discountType" aria-label="割引の種類" defaultValue="">
            <option value="">種類を選択</option>
            {DISCOUNT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <input type="text" name="discountCode" aria-label="割引コード" placeholder="コードを入力" autoComplete="off" />
        </div>
      </details>
      <button type="submit" className={`btn btn--gold ${styles.submit}`}>
        空室を検索
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
