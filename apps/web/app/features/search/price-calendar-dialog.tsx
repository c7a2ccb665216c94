import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CURRENCY } from '@hotel/shared/constants';
import { addDays, dayOfWeek, hotelToday } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { stayNights } from '@hotel/shared/stay-rules';
import { bookableWindow, calendarStayProblem, PRICE_CALENDAR_MESSAGES } from '@hotel/shared/price-calendar';
import type { PriceCalendar, PriceCalendarDay } from '@hotel/shared/schemas/price-calendar';
import { Modal, ModalFooter } from '../../components/ui/modal.tsx';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { T, useLang, useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import type { SiteLanguage } from '@hotel/shared/site-language';
import { partyTotals, type SearchFormValues } from './search-state.ts';
import { addMonths, clampDate, dayLabel, focusMove, monthOf, monthTitle, monthWeeks, weekdays } from './calendar-grid.ts';
import styles from './price-calendar.module.css';

interface PriceCalendarDialogProps {
  open: boolean;
  /** The search box's values: the stay, the party and the city. */
  search: SearchFormValues;
  /** The hotel whose prices show; without one, the search's city; without either, dates only. */
  hotelCode: string | undefined;
  onClose: () => void;
  onApply: (stay: { checkIn: string; checkOut: string }) => void;
}

/**
 * The search box's date picker with each day's lowest price and ○ / 残りN室 / × (decision 0037):
 * two months at a time, check-in then check-out, the bookable window respected, and a stay over a
 * sold-out or closed night refused with the reason before the search. Loaded on first open.
 */
export default function PriceCalendarDialog({ open, onClose, ...props }: PriceCalendarDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('search.calendarTitle')} size="lg">
      <CalendarPicker {...props} />
    </Modal>
  );
}

type Loaded = PriceCalendar | 'error';

function CalendarPicker({ search, hotelCode, onApply }: Omit<PriceCalendarDialogProps, 'open' | 'onClose'>) {
  const t = useT();
  const lang = useLang();
  const label = (date: string) => dayLabel(date, lang);
  const { checkIn, checkOut, cityCode } = search;
  const party = partyTotals(search.custList);
  const today = hotelToday();
  const bookable = bookableWindow(today);
  const firstMonth = monthOf(today);
  // Two months show at a time: the left one is at most the month before the last bookable one.
  const lastLeftMonth = addMonths(monthOf(bookable.last), -1);
  const clampMonth = (m: string) => (m < firstMonth ? firstMonth : m > lastLeftMonth ? lastLeftMonth : m);

  const [month, setMonth] = useState(() => clampMonth(monthOf(checkIn)));
  const [start, setStart] = useState<string | null>(checkIn);
  const [end, setEnd] = useState<string | null>(checkOut);
  const [focused, setFocused] = useState(() => clampDate(checkIn, bookable.first, bookable.last));
  const [notice, setNotice] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(true);
  const noteId = useId();
  const hasTarget = Boolean(hotelCode || cityCode);
  const shown = [month, addMonths(month, 1)];

  useEffect(() => {
    if (!hasTarget) return;
    for (const m of shown) {
      if (loaded[m]) continue;
      const where = hotelCode ? { HotelCode: hotelCode } : { CityCode: cityCode };
      // The discount typed prices the days as it prices the rooms page (decision 0044).
      const discount = search.discountCode ? { discountType: search.discountType, discountCode: search.discountCode } : {};
      api('getPriceCalendar', { ...where, month: m, ...party, ...discount }, { quietStatuses: [400, 404] })
        .then(({ envelope }) => setLoaded((all) => ({ ...all, [m]: envelope.success && envelope.data ? envelope.data : 'error' })))
        .catch((error) => {
          if (!(error instanceof RequestCancelled)) setLoaded((all) => ({ ...all, [m]: 'error' }));
        });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hotel, city, party and discount are fixed while the dialog is open.
  }, [month, hasTarget]);

  const days = useMemo(() => {
    const map = new Map<string, PriceCalendarDay>();
    for (const value of Object.values(loaded)) if (value !== 'error') for (const day of value.days) map.set(day.date, day);
    return map;
  }, [loaded]);

  // The grid keeps the focus on the day the keys (or the opening) moved it to.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const frame = requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focused, month]);

  const stayProblem = start && end ? calendarStayProblem(start, end, days, label) : null;

  function pick(date: string) {
    setFocused(date);
    const day = days.get(date);
    if (start && !end && date > start) {
      setEnd(date);
      setNotice(null);
      return;
    }
    // A new check-in: the night must sell and take arrivals.
    const refusal =
      day?.state === 'soldOut'
        ? PRICE_CALENDAR_MESSAGES.soldOutNight(label(date))
        : day?.state === 'closed'
          ? PRICE_CALENDAR_MESSAGES.closedNight(label(date))
          : day && !day.arrival
            ? SERVER_MESSAGES.closedToArrival
            : null;
    if (refusal || date > bookable.last) {
      setNotice(refusal ?? PRICE_CALENDAR_MESSAGES.monthOutOfRange);
      return;
    }
    setStart(date);
    setEnd(null);
    setNotice(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = focusMove(focused, event.key);
    if (!next) return;
    event.preventDefault();
    const date = clampDate(next, bookable.first, addDays(bookable.last, 1));
    moveFocus.current = true;
    setFocused(date);
    if (monthOf(date) < month) setMonth(clampMonth(monthOf(date)));
    else if (monthOf(date) > addMonths(month, 1)) setMonth(clampMonth(addMonths(monthOf(date), -1)));
  }

  const message = notice ?? stayProblem;
  const nights = start && end ? stayNights(start, end) : 0;

  return (
    <div className={styles.calendar}>
      <div className={styles.head}>
        <p className={styles.note} id={noteId}>
          {hasTarget ? t('search.lowestNote', { currency: CURRENCY, taxIncluded: t('ui.taxIncluded') }) : t('search.pickDestinationFirst')}
        </p>
        {hasTarget ? (
          <ul className={styles.legend} aria-label={t('search.legend')}>
            <li>
              <span className={styles.markOk}>○</span>
              {t('search.available')}
            </li>
            <li>
              <span className={styles.markFew}>{t('search.fewMark')}</span>
              {t('search.few')}
            </li>
            <li>
              <span className={styles.markFull}>×</span>
              {t('search.soldOut')}
            </li>
            <li>
              <span className={styles.markClosed}>－</span>
              {t('search.closed')}
            </li>
          </ul>
        ) : null}
      </div>
      <div className={styles.nav}>
        <button type="button" className={styles.navButton} disabled={month <= firstMonth} onClick={() => setMonth(clampMonth(addMonths(month, -1)))}>
          <span aria-hidden="true">‹</span> {t('search.prevMonth')}
        </button>
        <button type="button" className={styles.navButton} disabled={month >= lastLeftMonth} onClick={() => setMonth(clampMonth(addMonths(month, 1)))}>
          {t('search.nextMonth')} <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.months} ref={gridRef} onKeyDown={onKeyDown}>
        {shown.map((m) => (
          <MonthGrid
            key={m}
            month={m}
            days={days}
            loading={hasTarget && !loaded[m]}
            failed={loaded[m] === 'error'}
            bookable={bookable}
            start={start}
            end={end}
            focused={focused}
            describedBy={noteId}
            onPick={pick}
          />
        ))}
      </div>
      <ModalFooter>
        <div className={styles.foot}>
          <p className={styles.summary} aria-live="polite">
            {start ? t('search.checkInOn', { day: label(start) }) : t('search.pickCheckIn')}
            {t('search.stayRange')}
            {end ? t('search.checkOutOn', { day: label(end), nights }) : start ? t('search.pickCheckOut') : ''}
          </p>
          {message ? (
            <p className={styles.problem} role="alert">
              {message}
            </p>
          ) : null}
          <button type="button" className="btn btn--gold" disabled={!start || !end || Boolean(stayProblem)} onClick={() => start && end && onApply({ checkIn: start, checkOut: end })}>
            {t('search.applyDates')}
          </button>
        </div>
      </ModalFooter>
    </div>
  );
}

interface MonthGridProps {
  month: string;
  days: ReadonlyMap<string, PriceCalendarDay>;
  loading: boolean;
  failed: boolean;
  bookable: { first: string; last: string };
  start: string | null;
  end: string | null;
  focused: string;
  describedBy: string;
  onPick: (date: string) => void;
}

function MonthGrid({ month, days, loading, failed, bookable, start, end, focused, describedBy, onPick }: MonthGridProps) {
  const titleId = useId();
  const t = useT();
  const lang = useLang();
  return (
    <section className={styles.month}>
      <h3 id={titleId} className={styles.monthTitle}>
        {monthTitle(month, lang)}
      </h3>
      <table role="grid" className={styles.grid} aria-labelledby={titleId} aria-describedby={describedBy} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {weekdays(lang).map((w, i) => (
              <th key={w} scope="col" className={i === 0 ? styles.sun : i === 6 ? styles.sat : undefined}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, col) =>
                date ? (
                  <DayCell key={date} date={date} day={days.get(date)} loading={loading} bookable={bookable} start={start} end={end} focused={focused} onPick={onPick} />
                ) : (
                  <td key={`blank-${col}`} className={styles.blank} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {failed ? <p className={styles.failed}>{t('search.loadFailed')}</p> : null}
    </section>
  );
}

interface DayCellProps {
  date: string;
  day: PriceCalendarDay | undefined;
  loading: boolean;
  bookable: { first: string; last: string };
  start: string | null;
  end: string | null;
  focused: string;
  onPick: (date: string) => void;
}

function DayCell({ date, day, loading, bookable, start, end, focused, onPick }: DayCellProps) {
  // The day after the last bookable night can still be a check-out date.
  const outside = date < bookable.first || date > addDays(bookable.last, 1);
  const isStart = date === start;
  const isEnd = date === end;
  const inRange = Boolean(start && end && date > start && date < end);
  const t = useT();
  const lang = useLang();
  const f = useFormat();
  const { mark, markClass, text } = stateOf(day, t);
  const weekday = dayOfWeek(date);
  const label = [
    dayLabel(date, lang),
    outside ? t('search.outsideWindow') : null,
    day?.price != null ? t('search.lowest', { price: f.money(day.price) }) : null,
    outside ? null : text,
    isStart ? t('search.checkInDay') : isEnd ? t('search.checkOutDay') : inRange ? t('search.stayDay') : null,
  ]
    .filter(Boolean)
    .join(t('search.labelSeparator'));
  const classes = [
    styles.day,
    weekday === 0 ? styles.sun : weekday === 6 ? styles.sat : '',
    isStart || isEnd ? styles.picked : '',
    inRange ? styles.inRange : '',
    day && (day.state === 'soldOut' || day.state === 'closed') ? styles.unavailable : '',
  ].join(' ');
  return (
    <td aria-selected={isStart || isEnd || inRange}>
      <button
        type="button"
        className={classes}
        data-date={date}
        tabIndex={date === focused ? 0 : -1}
        disabled={outside}
        onClick={() => onPick(date)}
      >
        {/* The name is the full date, the price and the state, in the order the cell shows them
            (the day's number, then the price): written as hidden text, not aria-label, whose
            label-in-name check (WCAG 2.5.3) wants the cell's words as one run inside it. */}
        <span className="visually-hidden">{label}</span>
        <span className={styles.dayNumber} aria-hidden="true">
          {Number(date.slice(8))}
        </span>
        {outside ? null : loading ? (
          <span className={styles.loading} aria-hidden="true" />
        ) : (
          <>
            {mark ? (
              <span className={`${styles.mark} ${markClass}`} aria-hidden="true">
                {mark}
              </span>
            ) : null}
            {day?.price != null ? (
              <span className={styles.price} aria-hidden="true">
                <T id="search.priceCell" values={{ amount: amountOnly(day.price, lang) }} components={{ 0: <span className={styles.yuan} /> }} />
              </span>
            ) : null}
          </>
        )}
      </button>
    </td>
  );
}

/** A day's price without its currency (the cell sets the 元 / CNY smaller): 1,280. */
function amountOnly(amount: number, lang: SiteLanguage): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ja-JP', { maximumFractionDigits: 2 }).format(amount);
}

function stateOf(day: PriceCalendarDay | undefined, t: ReturnType<typeof useT>): { mark: string | null; markClass: string; text: string | null } {
  if (!day) return { mark: null, markClass: '', text: null };
  const arrival = day.arrival ? '' : t('search.noArrival');
  switch (day.state) {
    case 'available':
      return { mark: '○', markClass: styles.markOk ?? '', text: `${t('search.available')}${arrival}` };
    case 'few':
      return { mark: t('search.roomsLeftMark', { count: day.roomsLeft }), markClass: styles.markFew ?? '', text: `${t('search.roomsLeft', { count: day.roomsLeft })}${arrival}` };
    case 'soldOut':
      return { mark: '×', markClass: styles.markFull ?? '', text: t('search.soldOut') };
    case 'closed':
      return { mark: '－', markClass: styles.markClosed ?? '', text: t('search.closed') };
  }
}
