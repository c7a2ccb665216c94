import { Link } from 'react-router';
import type { Route } from './+types/index';
import { dashboardEndpoints } from '@hotel/shared/schemas/admin/dashboard';
import { STAFF_ROLE_LABELS } from '@hotel/shared/schemas/admin/permissions';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { BarChart } from '../../components/admin/bar-chart.tsx';
import { sectionsFor } from '../../features/admin-shell/admin-sections.ts';
import { DashboardTiles } from '../../features/admin-dashboard/dashboard-tiles.tsx';
import dashboardStyles from '../../features/admin-dashboard/admin-dashboard.module.css';
import styles from '../../features/admin-shell/admin-home.module.css';

export const meta: Route.MetaFunction = () => adminMeta('ダッシュボード');

/** The hotel's dashboard; a role without dashboard.view (the content editor) gets its sections instead. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { envelope } = await callAdmin(context, request, dashboardEndpoints.dashboard, { hotel: adminHotel(request) });
  return { dashboard: envelope.success ? envelope.data : null };
}

const mmdd = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
const yen = new Intl.NumberFormat('ja-JP');

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { me, hotel } = useAdminLayout();
  const { dashboard } = loaderData;
  if (dashboard) {
    return (
      <AdminPage title="ダッシュボード" description={`${hotel.name}・${dashboard.date}`}>
        <DashboardTiles data={dashboard} hotel={hotel.code} />
        <section className={dashboardStyles.chart}>
          <BarChart
            title="今後30日間の客室売上と稼働率"
            valueLabel="客室売上（元）"
            formatValue={(v) => `${yen.format(v)}元`}
            lineLabel="稼働率"
            data={dashboard.days.map((d) => ({ label: d.date, value: d.revenue, line: d.percent }))}
            formatLabel={mmdd}
          />
        </section>
      </AdminPage>
    );
  }
  const sections = sectionsFor(me.role).filter((s) => s.path !== '/admin');
  return (
    <AdminPage title={`${me.name} さん、お疲れさまです`} description={`${STAFF_ROLE_LABELS[me.role]}・${hotel.name}`}>
      <ul className={styles.cards}>
        {sections.map((s) => (
          <li key={s.path}>
            <Link to={withHotel(s.path, hotel.code)} className={styles.card}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
