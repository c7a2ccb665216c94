import { Link } from 'react-router';
import type { Route } from './+types/index';
import { STAFF_ROLE_LABELS } from '@hotel/shared/schemas/admin/permissions';
import { adminMeta } from '../../lib/admin-meta.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { sectionsFor } from '../../features/admin-shell/admin-sections.ts';
import styles from '../../features/admin-shell/admin-home.module.css';

export const meta: Route.MetaFunction = () => adminMeta('ホーム');

/** /admin: a welcome and this person's sections. The dashboard replaces it (issue 10). */
export default function AdminHome() {
  const { me, hotel } = useAdminLayout();
  const sections = sectionsFor(me.role).filter((s) => !s.comingSoon && s.path !== '/admin');
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
