import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useRouteLoaderData, useSearchParams } from 'react-router';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { SearchField } from '@hotel/shared/forms/search';
import type { FieldProblem } from '@hotel/shared/forms/field-problem';
import { DISCOUNT_MESSAGES } from '@hotel/shared/discount-messages';
import type { CityHotels, Hotel } from '@hotel/shared/schemas/hotel';
import { showToast } from '../../lib/toast-store.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { closeEarlyShell, takeEarlyTap } from '../../lib/early-tap.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { Destination } from './destination-dialog.tsx';
import type { Discount } from './discount-dialog.tsx';
import { citySearchHref, discountTypeId, initialSearch, partySummary, partyTotals, readStoredSearch, searchQuery, storeSearch, type SearchFormValues } from './search-state.ts';
import styles from './search-box.module.css';

interface SearchBoxProps {
  /** Destinations grouped by city. Omit with `hotelCode` for the column variant (no city input). */
  cities?: CityHotels[];
  /** A fixed hotel (hotel sub-site): the city/hotel input is not shown. */
  hotelCode?: string;
  /** The city search's page: that whole city is the destination until the guest picks another. */
  cityCode?: string;
  variant?: 'bar' | 'column';
  /** The stay the page searched when it is not the URL's (the rooms page moves a past date to today): the bar shows that one. */
  searched?: URLSearchParams;
  /** Why the discount code in the address applies to no rate (the search's discountNotice, decision 0044), or null. */
  discountNotice?: string | null;
}

type Dialog = 'destination' | 'party' | 'discount' | 'calendar' | null;

// The dialogs load when the guest first opens one: the search box is on the first screen of most
// pages, the dialogs are not needed to show it.
const loadDestinationDialog = () => import('./destination-dialog.tsx');
const loadPartyDialog = () => import('./party-dialog.tsx');
const DestinationDialog = lazy(() => loadDestinationDialog().then((m) => ({ default: m.DestinationDialog })));
const PartyDialog = lazy(() => loadPartyDialog().then((m) => ({ default: m.PartyDialog })));

/**
 * The two dialogs a first tap opens most, fetched once the box is live and the browser idle: on a
 * slow phone their files took seconds after the tap (decision 0082). Not part of the first load.
 */
function warmDialogs(withDestination: boolean) {
  const warm = () => {
    if (withDestination) void loadDestinationDialog().catch(() => undefined);
    void loadPartyDialog().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 3000 });
  else setTimeout(warm, 1000);
}
const DiscountDialog = lazy(() => import('./discount-dialog.tsx').then((m) => ({ default: m.DiscountDialog })));
// The lowest-price calendar (decision 0037) likewise; without JavaScript the date inputs do its work.
const PriceCalendarDialog = lazy(() => import('./price-calendar-dialog.tsx'));

/**
 * Room search (spec §2, §3, §5): destination (popular cities, then hotels), stay dates, the
 * rooms/adults/children dialog and the discount dialog. The guest lands on the hotel's rooms page
 * (or, with a city and no hotel, on the city search's /search, decision 0038) with the stay in the query string, which is the search from then on; session storage remembers
 * it for the next visit. A page with a stay in its URL shows that stay, never a stored one.
 */
export function SearchBox({ cities = [], hotelCode, cityCode, variant = 'bar', searched, discountNotice = null }: SearchBoxProps) {
  const id = useId();
  const t = useT();
  const navigate = useNavigate();
  const [urlParams] = useSearchParams();
  const params = searched ?? urlParams;
  const today = hotelToday();
  const layout = useRouteLoaderData<{ hotel?: Hotel }>('routes/hotel/layout');
  const fixedHotel = hotelCode ? layout?.hotel : undefined;

  const [values, setValues] = useState<SearchFormValues>(() => initialSearch(params, null, today));
  const [destination, setDestination] = useState<Destination | null>(() => wholeCity(cities, cityCode));
  const [dialog, setDialogState] = useState<Dialog>(null);
  // A dialog stays mounted once opened, so closing it runs its own close (focus return, animation).
  const [mounted, setMounted] = useState<ReadonlySet<Dialog>>(() => new Set());
  const setDialog = (next: Dialog) => {
    if (next && !mounted.has(next)) setMounted((m) => new Set(m).add(next));
    setDialogState(next);
  };
  const [error, setError] = useState<FieldProblem<SearchField> | null>(null);
  const hydrated = useHydrated();

  // A dialog button tapped before hydration (lib/early-tap.ts): its dialog opens now.
  useEffect(() => {
    const tapped = takeEarlyTap(() => setDialog(null));
    if (tapped === 'party' || tapped === 'discount' || (tapped === 'destination' && !hotelCode)) setDialog(tapped);
    else closeEarlyShell();
    warmDialogs(!hotelCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: a tap later is React's own.
  }, []);

  // Session storage exists only in the browser: the stored search fills the form after hydration.
  useEffect(() => {
    const stored = readStoredSearch();
    if (!stored) return;
    setValues(initialSearch(params, stored, hotelToday()));
    if (!hotelCode && !cityCode && stored.cityCode) {
      const city = cities.find((c) => c.ctCode === stored.cityCode);
      const hotel = stored.hotelName ? city?.cityHotels.find((h) => h.hotelName === stored.hotelName && !h.isPreOpenning) : undefined;
      if (city && hotel) setDestination({ cityCode: city.ctCode, cityName: city.cityName, hotelCode: hotel.hotelCode, hotelName: hotel.hotelName, hotelTel: hotel.tel });
      // A city searched without a hotel comes back as that city.
      else if (!stored.hotelName) setDestination(wholeCity(cities, stored.cityCode));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: later changes are the guest's own.
  }, []);

  const showDestination = !hotelCode;
  const discount: Discount = { discountType: values.discountType, discountCode: values.discountCode };
  // The notice is about the code searched with: once the guest types another, it no longer says anything.
  const codeRefused = Boolean(discountNotice) && values.discountCode === (params.get('discountCode') ?? '') && values.discountType === (params.get('discountType') ?? '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = hotelCode ?? destination?.hotelCode ?? '';
    // The rules and their messages load on the first search, not with the page (decision 0082).
    const { searchProblem } = await import('@hotel/shared/forms/search');
    // The shared search rules (zod-free: this box is on /home); the server's search uses the same date and party rules.
    const problem = searchProblem({
      needsDestination: showDestination,
      destination: target,
      cityCode: destination?.cityCode ?? '',
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      rooms: values.custList,
      discountType: values.discountType,
      discountCode: values.discountCode,
      today: hotelToday(),
    });
    if (problem) {
      setError(problem);
      showToast(problem.message, 'warning');
      return;
    }
    setError(null);
    const totals = partyTotals(values.custList);
    const hotelName = fixedHotel?.hotelName ?? destination?.hotelName ?? '';
    const hotelTel = fixedHotel?.tel ?? destination?.hotelTel ?? '';
    storeSearch({
      ...totals,
      custList: values.custList,
      checkInDate: values.checkIn,
      checkOutDate: values.checkOut,
      cityCode: destination?.cityCode ?? values.cityCode,
      discountType: values.discountType,
      discountCode: values.discountCode,
      hotelName,
      hotelTel,
    });
    // A city without a hotel: its results page lists every hotel of it (decision 0038).
    if (!target && destination) {
      navigate(citySearchHref(destination.cityCode, values));
      return;
    }
    const query = searchQuery(values);
    navigate(`/${target}/rooms?${query}`);
  }

  return (
    <>
      <form
        className={`${styles.box} ${styles[variant]} ${hotelCode ? styles.fixedHotel : ''}`}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('search.formLabel')}
        data-early-close={t('ui.close')}
        data-early-wait={t('ui.loading')}
        data-search-box=""
      >
        {showDestination ? (
          <div className={`${styles.field} ${styles.destination}`}>
            <span className={styles.label} id={`${id}-dest`}>
              {t('search.destinationLabel')}
            </span>
            <button
              type="button"
              className={`${styles.picker} ${destination ? '' : styles.placeholder}`}
              aria-labelledby={`${id}-dest ${id}-dest-value`}
              aria-haspopup="dialog"
              aria-invalid={error?.field === 'destination' ? true : undefined}
              aria-describedby={error?.field === 'destination' ? `${id}-error` : undefined}
              data-early-tap="destination"
              data-early-title={t('search.destinationDialogTitle')}
              onClick={() => setDialog('destination')}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M12 21s-6-5.6-6-11a6 6 0 1112 0c0 5.4-6 11-6 11z" fill="none" stroke="currentColor" strokeWidth="1.4" />
                <circle cx="12" cy="10" r="2.2" fill="none" stroke="currentColor" strokeWidth="1.4" />
              </svg>
              <span id={`${id}-dest-value`} className={styles.pickerText}>
                {destination
                  ? t('search.destinationValue', { city: destination.cityName, hotel: destination.hotelName || t('search.allHotels') })
                  : t('search.chooseDestination')}
              </span>
            </button>
          </div>
        ) : null}
        <div className={styles.dates}>
          <label className={styles.field}>
            <span className={styles.label}>{t('search.checkIn')}</span>
            <input
              type="date"
              name="checkIn"
              value={values.checkIn}
              min={today}
              required
              onChange={(e) => {
                const checkIn = e.target.value;
                if (!checkIn) return;
                setValues((v) => ({ ...v, checkIn, checkOut: checkIn >= v.checkOut ? addDays(checkIn, 1) : v.checkOut }));
              }}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('search.checkOut')}</span>
            <input
              type="date"
              name="checkOut"
              value={values.checkOut}
              min={addDays(values.checkIn, 1)}
              required
              onChange={(e) => {
                const checkOut = e.target.value;
                if (checkOut && checkOut > values.checkIn) setValues((v) => ({ ...v, checkOut }));
              }}
            />
          </label>
          {hydrated ? (
            <button type="button" className={styles.calendarButton} aria-haspopup="dialog" aria-label={t('search.priceCalendar')} onClick={() => setDialog('calendar')} />
          ) : null}
        </div>
        <div className={styles.field}>
          <span className={styles.label} id={`${id}-party`}>
            {t('search.party')}
          </span>
          <button
            type="button"
            className={styles.picker}
            aria-labelledby={`${id}-party ${id}-party-value`}
            aria-haspopup="dialog"
            data-early-tap="party"
            data-early-title={t('search.party')}
            onClick={() => setDialog('party')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="9" cy="8" r="3" fill="none" stroke="currentColor" strokeWidth="1.4" />
              <path d="M3.5 19a5.5 5.5 0 0111 0M16 11a2.5 2.5 0 100-5M17 14a4.5 4.5 0 014 5" fill="none" stroke="currentColor" strokeWidth="1.4" />
            </svg>
            <span id={`${id}-party-value`} className={styles.pickerText}>
              {partySummary(values.custList, t)}
            </span>
          </button>
        </div>
        <button
          type="button"
          className={codeRefused ? `${styles.discountButton} ${styles.discountRefused}` : styles.discountButton}
          aria-haspopup="dialog"
          aria-describedby={codeRefused ? `${id}-discount-notice` : undefined}
          data-early-tap="discount"
          data-early-title={t('search.discountCode')}
          onClick={() => setDialog('discount')}
        >
          {/* A code that applies to nothing is not called a discount. */}
          {values.discountCode
            ? codeRefused
              ? t('search.codeRefused', { code: values.discountCode })
              : t('search.discountApplied', { type: t(discountTypeId(values.discountType)), code: values.discountCode })
            : t('search.discountCode')}
        </button>
        <button type="submit" className={`btn btn--gold ${styles.submit}`}>
          {t('search.submit')}
        </button>
        {codeRefused ? (
          <p id={`${id}-discount-notice`} className={styles.discountNotice} role="status">
            {DISCOUNT_MESSAGES.discountNotApplied}：{discountNotice}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error.message}
          </p>
        ) : null}
      </form>
      <Suspense fallback={null}>
        {/* Commits with the dialog's code: the shell a tap before hydration opened gives way to it. */}
        {dialog ? <EarlyShellGone /> : null}
        {showDestination && mounted.has('destination') ? (
          <DestinationDialog
            open={dialog === 'destination'}
            cities={cities}
            cityCode={destination?.cityCode ?? values.cityCode}
            onClose={() => setDialog(null)}
            onPick={(picked) => {
              setDestination(picked);
              setValues((v) => ({ ...v, cityCode: picked.cityCode }));
              setError(null);
              setDialog(null);
            }}
          />
        ) : null}
        {mounted.has('party') ? (
          <PartyDialog
            open={dialog === 'party'}
            value={values.custList}
            onClose={() => setDialog(null)}
            onApply={(custList) => {
              setValues((v) => ({ ...v, custList }));
              setDialog(null);
            }}
          />
        ) : null}
        {mounted.has('calendar') ? (
          <PriceCalendarDialog
            open={dialog === 'calendar'}
            search={values}
            hotelCode={hotelCode ?? destination?.hotelCode}
            onClose={() => setDialog(null)}
            onApply={(stay) => {
              setValues((v) => ({ ...v, ...stay }));
              setDialog(null);
            }}
          />
        ) : null}
        {mounted.has('discount') ? (
          <DiscountDialog
            open={dialog === 'discount'}
            value={discount}
            onClose={() => setDialog(null)}
            onApply={(d) => {
              setValues((v) => ({ ...v, ...d }));
              setDialog(null);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** Takes away the dialog shell a tap before hydration opened (lib/early-tap.ts) once the real dialog is drawn. */
function EarlyShellGone() {
  useEffect(() => closeEarlyShell(), []);
  return null;
}

/** A whole city as the destination (the city search, decision 0038), or null for an unknown code. */
function wholeCity(cities: CityHotels[], code: string | undefined): Destination | null {
  const city = code ? cities.find((c) => c.ctCode === code) : undefined;
  return city ? { cityCode: city.ctCode, cityName: city.cityName, hotelCode: '', hotelName: '', hotelTel: '' } : null;
}
