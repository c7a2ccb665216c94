import { data } from 'react-router';
import type { Route } from './+types/rates';
import { checkForm, type FormValues } from '@hotel/shared/forms/parse-form';
import { RATES_FORM, ratesBulkFromForm } from '@hotel/shared/forms/rates-bulk';
import { addDays } from '@hotel/shared/hotel-date';
import { RATES_CALENDAR_DAYS, ratesBulkBody, ratesBulkEndpoint, ratesCalendarEndpoint, type RatesCalendar } from '@hotel/shared/schemas/admin/rates';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { RatesBulkForm } from '../../features/admin-rates/rates-bulk-form.tsx';
import { RatesGrid, RatesLegend } from '../../features/admin-rates/rates-grid.tsx';
import { RatesNav } from '../../features/admin-rates/rates-nav.tsx';
import styles from '../../features/admin-rates/rates-page.module.css';

export const meta: Route.MetaFunction = () => adminMeta('料金・在庫カレンダー');

const ALL_WEEKDAYS = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`${RATES_FORM.weekdayPrefix}${d}`, RATES_FORM.set]));

/** The grid (60 nights from ?from=, default today) and what the bulk form starts with (?rt=&date= from a cell). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const hotel = adminHotel(request);
  const from = url.searchParams.get('from') || undefined;
  const calendar = await adminLoad(context, request, ratesCalendarEndpoint, { hotel, from, days: RATES_CALENDAR_DAYS.default });
  const roomType = url.searchParams.get('rt');
  const date = url.searchParams.get('date');
  const cell = roomType && date && calendar.roomTypes.some((r) => r.code === roomType) && date >= calendar.today && date <= calendar.lastDate;
  const formDefaults: FormValues = cell
    ? { [`${RATES_FORM.roomTypePrefix}${roomType}`]: RATES_FORM.set, from: date, to: date, ...ALL_WEEKDAYS }
    : { from: calendar.from, to: calendar.to, ...ALL_WEEKDAYS };
  return { calendar, formDefaults };
}

interface RatesActionResult {
  ok: boolean;
  message: string;
  values: FormValues;
}

/** The bulk edit: the shared schema first, then POST /adminapi/v1/rates/bulk in-process; its message is shown as is. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const checked = checkForm(ratesBulkBody, ratesBulkFromForm(adminHotel(request), values));
  if (!checked.ok) return data<RatesActionResult>({ ok: false, message: Object.values(checked.errors)[0] ?? '', values }, { status: 400 });
  const { status, envelope } = await callAdmin(context, request, ratesBulkEndpoint, checked.data);
  return data<RatesActionResult>({ ok: envelope.success, message: envelope.message, values }, { status: envelope.success ? 200 : status });
}

function linkFrom(calendar: RatesCalendar, hotel: string) {
  const latestStart = addDays(calendar.lastDate, -(RATES_CALENDAR_DAYS.default - 1));
  return (offset: number): string | null => {
    let next = offset === Number.NEGATIVE_INFINITY ? calendar.today : addDays(calendar.from, offset);
    if (next < calendar.today) next = calendar.today;
    if (next > latestStart) next = latestStart < calendar.today ? calendar.today : latestStart;
    return next === calendar.from ? null : withHotel('/admin/rates', hotel, { from: next });
  };
}

export default function AdminRates({ loaderData, actionData }: Route.ComponentProps) {
  const { calendar, formDefaults } = loaderData;
  const hotel = calendar.hotel.code;
  const editLink = (roomType: string, date: string) => `${withHotel('/admin/rates', hotel, { from: calendar.from, rt: roomType, date })}#bulk`;
  return (
    <AdminPage
      title="料金・在庫カレンダー"
      description={`${calendar.hotel.name}・${calendar.from} 〜 ${calendar.to}（${calendar.dates.length}日間）`}
      breadcrumbs={[{ label: 'ホーム', to: withHotel('/admin', hotel) }, { label: '料金・在庫カレンダー' }]}
    >
      <div className={styles.stack}>
        <RatesNav hotel={hotel} from={calendar.from} today={calendar.today} lastDate={calendar.lastDate} linkFrom={linkFrom(calendar, hotel)} />
        <RatesLegend />
        <div id="rates-result" className={styles.stack}>
          {/* After saving (the form posts to #rates-result, with or without JavaScript) the answer and the grid with its new values come first. */}
          <ActionNotice result={actionData} />
          <RatesGrid calendar={calendar} editLink={editLink} />
        </div>
        <RatesBulkForm
          key={`${formDefaults.from}-${formDefaults.to}-${Object.keys(formDefaults).join()}`}
          roomTypes={calendar.roomTypes}
          today={calendar.today}
          lastDate={calendar.lastDate}
          values={actionData?.values ?? formDefaults}
          action={`${withHotel('/admin/rates', hotel, { from: calendar.from })}#rates-result`}
        />
      </div>
    </AdminPage>
  );
}
